import { symmetricDecrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { appConfig } from '~/app.config'
import type { ServerConfig } from '../config'
import type { Database } from '../db/client'
import { webhookDelivery, webhookEndpoint } from '../db/schema'
import type { Enqueue, JobAttempt } from '../jobs/job-kinds'
import { OutboundCallError } from '../http/outbound'
import { type ConnectLookup, postToNamedAddress } from '../http/outbound-post'
import { noticeWebhookDisabled } from './disabled-notice'

/** An attempt that did not reach a 2xx answer: the job is tried again (the delivery row says why). */
export class WebhookNotDelivered extends Error {
  constructor(deliveryId: string, outcome: string) {
    super(`Webhook ${deliveryId} not delivered: ${outcome}`)
  }
}

export interface DeliveryOptions {
  config: Pick<ServerConfig, 'baseUrl' | 'secret' | 'webhooks'>
  /** How the owners' e-mail is queued when the endpoint is disabled. */
  enqueue: Enqueue
  now?: () => Date
  /** How the receiver's name is resolved when connecting (tests). */
  lookup?: ConnectLookup
}

/**
 * Signs and sends one delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`, an
 * HMAC-SHA256 of `id.timestamp.body`), records the attempt, and throws when it was not answered with a 2xx so that
 * the queue tries again. After a failed last attempt, an endpoint that delivered nothing since this event is
 * disabled: it has failed for about a day.
 */
export async function deliverWebhook(
  db: Database,
  { deliveryId }: { deliveryId: string },
  attempt: JobAttempt,
  { config, enqueue, now = () => new Date(), lookup }: DeliveryOptions,
) {
  const [row] = await db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, deliveryId))
  // Removed with its endpoint, or the endpoint is disabled: nothing to send.
  if (!row || row.endpoint.disabledAt) return
  const { delivery, endpoint } = row

  const sentAt = now()
  const secret = await symmetricDecrypt({ key: config.secret, data: endpoint.secret })
  const signature = new Webhook(secret).sign(delivery.id, sentAt, delivery.payload)
  const outcome = await postToNamedAddress(endpoint.url, {
    body: delivery.payload,
    headers: {
      'content-type': 'application/json',
      'user-agent': `${appConfig.name}-Webhooks/1`,
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
    allowPrivateAddresses: config.webhooks.allowPrivateAddresses,
    lookup,
  }).then(
    (answer) => ({ status: answer.status, durationMs: answer.durationMs, error: null }),
    (error: unknown) => ({
      status: null,
      durationMs: null,
      error: error instanceof OutboundCallError ? error.reason : 'unreachable',
    }),
  )
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300

  await db.transaction(async (tx) => {
    await tx
      .update(webhookDelivery)
      .set({
        state: delivered ? 'delivered' : attempt.last ? 'failed' : 'pending',
        attempts: attempt.number,
        lastAttemptAt: sentAt,
        lastStatus: outcome.status,
        lastDurationMs: outcome.durationMs,
        lastError: outcome.error,
      })
      .where(eq(webhookDelivery.id, delivery.id))
    if (delivered) {
      await tx.update(webhookEndpoint).set({ lastSuccessAt: sentAt }).where(eq(webhookEndpoint.id, endpoint.id))
    } else if (attempt.last && (!endpoint.lastSuccessAt || endpoint.lastSuccessAt < delivery.createdAt)) {
      await tx.update(webhookEndpoint).set({ disabledAt: sentAt }).where(eq(webhookEndpoint.id, endpoint.id))
      await noticeWebhookDisabled(tx, enqueue, config, endpoint)
    }
  })
  if (!delivered) throw new WebhookNotDelivered(delivery.id, outcome.error ?? `HTTP ${outcome.status}`)
}
