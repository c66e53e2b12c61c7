import { z } from 'zod'
import { appConfig } from '~/app.config'
import { emailSchema, INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { organizationRefusals } from './refusals'

/** The organisation roles (src/server/auth/access-control.ts), strongest first. */
export const organizationRoles = ['owner', 'admin', 'member'] as const
export type OrganizationRole = (typeof organizationRoles)[number]

export const organizationRoleSchema = z.enum(organizationRoles, 'organization:validation.roleInvalid')

/**
 * The invitation form. `language` is the language of the invitation e-mail: the product keeps no
 * language per account, so the inviter picks the invitee's (their own interface language by default).
 */
export const inviteMemberSchema = z.object(
  {
    email: emailSchema,
    role: organizationRoleSchema,
    language: z.enum(appConfig.languages, 'organization:validation.languageInvalid'),
  },
  INVALID_INPUT,
)
export type InviteMemberInput = z.input<typeof inviteMemberSchema>

// Any id that cannot be a stored one (empty, too long, a NUL the database would refuse) is an unknown one.
export const organizationId = z.string(organizationRefusals.notFound).min(1).max(100).refine(isStorableText)
const invitationId = z.string(organizationRefusals.invitationNotFound).min(1).max(100).refine(isStorableText)

export const organizationIdSchema = z.object({ organizationId }, INVALID_INPUT)

export const invitationIdSchema = z.object({ invitationId }, INVALID_INPUT)

export const managedOrganizationIdSchema = z.object({ id: organizationId }, INVALID_INPUT)
