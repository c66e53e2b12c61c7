import {
  Ban,
  Building2,
  CircleCheck,
  FolderMinus,
  FolderPen,
  FolderPlus,
  Fingerprint,
  KeyRound,
  LogOut,
  type LucideIcon,
  MonitorOff,
  ShieldCheck,
  UserPen,
  UserPlus,
  UserX,
  VenetianMask,
  // gen:entity:icons — the icons of new entities' actions (npm run gen:entity) are added above this line
} from 'lucide-react'

/**
 * Every action the audit log records, `<target kind>.<verb>`, with the icon of its sentence; the
 * sentence itself is `audit:actions.<action>`.
 */
export const auditActionIcons = {
  'user.create': UserPlus,
  'user.update': UserPen,
  'user.set-role': ShieldCheck,
  'user.ban': Ban,
  'user.unban': CircleCheck,
  'user.impersonate': VenetianMask,
  'user.stop-impersonating': LogOut,
  'user.set-password': KeyRound,
  'user.remove-passkeys': Fingerprint,
  'user.delete': UserX,
  'session.revoke': MonitorOff,
  'session.revoke-all': MonitorOff,
  'repository.create': FolderPlus,
  'repository.update': FolderPen,
  'repository.delete': FolderMinus,
  'organization.delete': Building2,
  // gen:entity:actions — the actions of new entities (npm run gen:entity) are added above this line
} satisfies Record<string, LucideIcon>

export type AuditAction = keyof typeof auditActionIcons

type KindOf<Action> = Action extends `${infer Kind}.${string}` ? Kind : never
/** What an action can be recorded on: the kinds its names start with. */
export type AuditTargetType = KindOf<AuditAction>

export const auditActions = Object.keys(auditActionIcons) as AuditAction[]

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(auditActionIcons, action)
}

/** The key of an action's sentence in the `audit` namespace. */
export const auditSentenceKey = (action: AuditAction) => `actions.${action}` as const
