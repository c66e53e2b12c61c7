import { randomBytes } from 'node:crypto'
import { and, arrayContains, eq, isNull } from 'drizzle-orm'
import type { WebhookEventType } from '@/lib/webhook-events'
import type { DatabaseOrTransaction } from '../db/client'
import { webhookDelivery, webhookEndpoint } from '../db/schema'
import { jobQueue } from '../jobs'

/** A delivery's id, sent as `webhook-id`: `msg_` and 24 random bytes, as the Standard Webhooks examples have it. */
export function newDeliveryId() {
  return `msg_${randomBytes(24).toString('base64url')}`
}

/** The body receivers get, as Standard Webhooks lays it out: the type, when it happened, and what it is about. */
export function webhookPayload(type: string, data: Record<string, unknown>, at: Date) {
  return JSON.stringify({ type, timestamp: at.toISOString(), data })
}

/** Writes a delivery of `payload` to each endpoint and enqueues it, in `tx`: sent exactly when `tx` commits. */
export async function enqueueDeliveries(
  tx: DatabaseOrTransaction,
  endpointIds: string[],
  type: string,
  payload: string,
) {
  if (endpointIds.length === 0) return []
  const deliveries = endpointIds.map((endpointId) => ({ id: newDeliveryId(), endpointId, eventType: type, payload }))
  await tx.insert(webhookDelivery).values(deliveries)
  const queue = await jobQueue()
  for (const { id } of deliveries) await queue.enqueue('webhook', { deliveryId: id }, { db: tx })
  return deliveries.map(({ id }) => id)
}

/**
 * Tells the enabled endpoints that asked for `type` of an event, in the transaction of the change (`tx`): of
 * `organizationId`, or of every organisation for product-wide events (`null`).
 */
export async function emitWebhookEvent(
  tx: DatabaseOrTransaction,
  event: { type: WebhookEventType; organizationId: string | null; data: Record<string, unknown> },
  at = new Date(),
) {
  const endpoints = await tx
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(
      and(
        isNull(webhookEndpoint.disabledAt),
        arrayContains(webhookEndpoint.events, [event.type]),
        event.organizationId === null ? undefined : eq(webhookEndpoint.organizationId, event.organizationId),
      ),
    )
  return enqueueDeliveries(
    tx,
    endpoints.map(({ id }) => id),
    event.type,
    webhookPayload(event.type, event.data, at),
  )
}
