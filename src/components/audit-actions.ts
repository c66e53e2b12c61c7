import {
  AtSign,
  Ban,
  Building2,
  CircleCheck,
  Fingerprint,
  Globe,
  KeyRound,
  LogIn,
  LogOut,
  type LucideIcon,
  MonitorOff,
  ShieldCheck,
  UserCog,
  UserPen,
  UserPlus,
  UserX,
  VenetianMask,
  Webhook,
} from 'lucide-react'
import type { defaultStatements } from 'better-auth/plugins/admin/access'
import type { statements } from '@/server/auth/access-control'

/**
 * Every action the audit log records is `<target kind>.<verb>`; its sentence is `audit:actions.<action>`.
 * The records of the product's own resources (repositories, generated entities) are created, updated and deleted
 * as their permission statements allow: those actions follow from src/server/auth/access-control.ts, with the
 * icons their feature declares in `audit-icons.ts`. The other actions are listed here with their icons.
 */
const otherActionIcons = {
  'user.create': UserPlus,
  'user.update': UserPen,
  'user.set-role': ShieldCheck,
  'user.ban': Ban,
  'user.unban': CircleCheck,
  'user.impersonate': VenetianMask,
  'user.stop-impersonating': LogOut,
  'user.set-password': KeyRound,
  'user.remove-passkeys': Fingerprint,
  'user.change-email': AtSign,
  'user.add-passkey': Fingerprint,
  'user.remove-passkey': Fingerprint,
  'user.delete': UserX,
  'user.directory-add': UserPlus,
  'user.directory-suspend': UserX,
  'user.provider-role': UserCog,
  'user.create-api-key': KeyRound,
  'user.revoke-api-key': KeyRound,
  'user.refuse-api-key': KeyRound,
  'session.revoke': MonitorOff,
  'session.revoke-all': MonitorOff,
  'session.revoke-others': MonitorOff,
  'organization.delete': Building2,
  'organization.claim-domain': Globe,
  'organization.verify-domain': Globe,
  'organization.remove-domain': Globe,
  'organization.connect-sso': LogIn,
  'organization.remove-sso': LogIn,
  'organization.require-sso': LogIn,
  'organization.offer-sso': LogIn,
  'organization.allow-idp-initiated': LogIn,
  'organization.refuse-idp-initiated': LogIn,
  'organization.set-sso-admin-group': UserCog,
  'organization.create-scim-token': KeyRound,
  'organization.revoke-scim-token': KeyRound,
  'organization.create-webhook': Webhook,
  'organization.remove-webhook': Webhook,
  'organization.enable-webhook': Webhook,
  'organization.create-api-key': KeyRound,
  'organization.revoke-api-key': KeyRound,
  'organization.refuse-api-key': KeyRound,
} satisfies Record<string, LucideIcon>

export const recordVerbs = ['create', 'update', 'delete'] as const

type ProductResource = Exclude<keyof typeof statements, keyof typeof defaultStatements>
/** The product's kinds of record: its resources that can be created (better-auth's `user` and `session` aside). */
type RecordResource = {
  [Resource in ProductResource]: 'create' extends (typeof statements)[Resource][number] ? Resource : never
}[ProductResource]
type RecordVerb<Resource extends RecordResource> = Extract<
  (typeof statements)[Resource][number],
  (typeof recordVerbs)[number]
>
/** `repository.create` ...: each write on a record that its resource's permission statement names. */
export type RecordAuditAction = { [Resource in RecordResource]: `${Resource}.${RecordVerb<Resource>}` }[RecordResource]

export type AuditAction = keyof typeof otherActionIcons | RecordAuditAction

type KindOf<Action> = Action extends `${infer Kind}.${string}` ? Kind : never
/** What an action can be recorded on: the kinds its names start with. */
export type AuditTargetType = KindOf<AuditAction>

/** The icons of a feature's record actions, in its `audit-icons.ts`. */
export type RecordAuditIcons = Partial<Record<RecordAuditAction, LucideIcon>>

// Gathered by path, so that a new entity's feature brings its icons without an edit here.
const recordActionIcons = import.meta.glob<RecordAuditIcons>('/src/features/*/audit-icons.ts', {
  eager: true,
  import: 'auditIcons',
})

export const auditActionIcons: Readonly<Record<AuditAction, LucideIcon>> = Object.assign(
  {},
  otherActionIcons,
  ...Object.values(recordActionIcons),
)

export const auditActions = Object.keys(auditActionIcons) as AuditAction[]

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(auditActionIcons, action)
}

/** The key of an action's sentence in the `audit` namespace. */
export const auditSentenceKey = (action: AuditAction) => `actions.${action}` as const
