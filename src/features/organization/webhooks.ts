import { z } from 'zod'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { webhookEventTypes } from '@/lib/webhook-events'
import { organizationRefusals } from './refusals'
import { organizationId } from './schema'

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
