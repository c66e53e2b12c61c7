import { z } from 'zod'
import { appConfig } from '~/app.config'
import { emailSchema, INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { webhookEventTypes } from '@/lib/webhook-events'
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
const organizationId = z.string(organizationRefusals.notFound).min(1).max(100).refine(isStorableText)
const invitationId = z.string(organizationRefusals.invitationNotFound).min(1).max(100).refine(isStorableText)

export const organizationIdSchema = z.object({ organizationId }, INVALID_INPUT)

export const invitationIdSchema = z.object({ invitationId }, INVALID_INPUT)

export const managedOrganizationIdSchema = z.object({ id: organizationId }, INVALID_INPUT)

const webhookEndpointId = z.string(organizationRefusals.webhookNotFound).min(1).max(100).refine(isStorableText)
const webhookDeliveryId = z.string(organizationRefusals.webhookDeliveryNotFound).min(1).max(100).refine(isStorableText)

/** A webhook endpoint: where to send (http(s); the server refuses plain http and private addresses in production). */
export const webhookEndpointSchema = z.object(
  {
    organizationId,
    url: z
      .string('organization:webhooks.validation.urlInvalid')
      .trim()
      .max(2048, 'organization:webhooks.validation.urlInvalid')
      .refine((url) => /^https?:$/.test(URL.parse(url)?.protocol ?? ''), 'organization:webhooks.validation.urlInvalid'),
    events: z
      .array(z.enum(webhookEventTypes, 'organization:webhooks.validation.eventInvalid'), INVALID_INPUT)
      .min(1, 'organization:webhooks.validation.eventsRequired')
      .max(webhookEventTypes.length, INVALID_INPUT)
      .transform((events) => [...new Set(events)]),
  },
  INVALID_INPUT,
)

export const webhookEndpointIdSchema = z.object({ organizationId, endpointId: webhookEndpointId }, INVALID_INPUT)

export const webhookDeliveryIdSchema = z.object({ organizationId, deliveryId: webhookDeliveryId }, INVALID_INPUT)
