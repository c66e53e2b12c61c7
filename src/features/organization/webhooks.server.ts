import { randomBytes } from 'node:crypto'
import { symmetricEncrypt } from 'better-auth/crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { TEST_EVENT_TYPE } from '@/lib/webhook-events'
import type { AuditActor } from '@/server/audit'
import { type ServerConfig, serverConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { webhookDelivery, webhookEndpoint } from '@/server/db/schema'
import { mayCall } from '@/server/http/outbound'
import { refuse } from '@/server/http/refusal'
import { jobQueue } from '@/server/jobs'
import { enqueueDeliveries, webhookPayload } from '@/server/webhooks/emit'
import { recordOrganizationChange } from './organization-audit.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'
import type { webhookDeliveryIdSchema, webhookEndpointIdSchema, webhookEndpointSchema } from './webhooks'

export const WEBHOOK_ENDPOINTS_MAX = 10
/** The delivery log shows an endpoint's latest deliveries. */
export const WEBHOOK_DELIVERIES_SHOWN = 50

type WebhookConfig = Pick<ServerConfig, 'secret' | 'webhooks'>

/** One of the organisation's endpoints, for its owner; anyone else, or another organisation's id, is refused. */
async function ownersEndpoint(db: Database, actor: AuditActor, input: z.output<typeof webhookEndpointIdSchema>) {
  await requireOwner(db, actor.id, input.organizationId)
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, input.endpointId), eq(webhookEndpoint.organizationId, input.organizationId)))
  return row ?? refuse(404, organizationRefusals.webhookNotFound)
}

/** Plain http and private addresses only where the operator allows them (development, tests). */
async function refuseUnsafeUrl(url: string, config: WebhookConfig) {
  if (config.webhooks.allowPrivateAddresses) return
  if (URL.parse(url)?.protocol !== 'https:') refuse(400, organizationRefusals.webhookHttpsRequired)
  if (!(await mayCall(url, () => false)))
    refuse(400, messageWithValues(organizationRefusals.webhookPrivateAddress, { url }))
}

/**
 * An endpoint for the organisation's events: an owner's act. Answered once with its signing secret (Standard
 * Webhooks' `whsec_` and 24 random bytes), kept encrypted with the server's secret.
 */
export async function createWebhookEndpoint(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookEndpointSchema>,
  config: WebhookConfig = serverConfig(),
) {
  await requireOwner(db, actor.id, input.organizationId)
  await refuseUnsafeUrl(input.url, config)
  const secret = `whsec_${randomBytes(24).toString('base64')}`
  const encrypted = await symmetricEncrypt({ key: config.secret, data: secret })
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: webhookEndpoint.id })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.organizationId, input.organizationId))
    if (existing.length >= WEBHOOK_ENDPOINTS_MAX) refuse(409, organizationRefusals.tooManyWebhooks)
    const [row] = await tx
      .insert(webhookEndpoint)
      .values({ ...input, secret: encrypted, createdBy: actor.id })
      .returning({ id: webhookEndpoint.id })
    await recordOrganizationChange(tx, actor, 'organization.create-webhook', input.organizationId, { url: input.url })
    return { id: row!.id, secret }
  })
}

/** The organisation's endpoints, for its owners (the caller checks): never their secrets. */
export function webhookEndpointsOf(db: Database, organizationId: string) {
  return db
    .select({
      id: webhookEndpoint.id,
      url: webhookEndpoint.url,
      events: webhookEndpoint.events,
      lastSuccessAt: webhookEndpoint.lastSuccessAt,
      disabledAt: webhookEndpoint.disabledAt,
      createdAt: webhookEndpoint.createdAt,
    })
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.organizationId, organizationId))
    .orderBy(webhookEndpoint.createdAt)
}

/** Nothing more is sent to it, retries included; its delivery log goes with it. */
export async function removeWebhookEndpoint(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookEndpointIdSchema>,
) {
  await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(webhookEndpoint)
      .where(and(eq(webhookEndpoint.id, input.endpointId), eq(webhookEndpoint.organizationId, input.organizationId)))
      .returning({ url: webhookEndpoint.url })
    if (!removed) refuse(404, organizationRefusals.webhookNotFound)
    await recordOrganizationChange(tx, actor, 'organization.remove-webhook', input.organizationId, { url: removed.url })
    return { removed: true }
  })
}

/** Sends to an endpoint disabled after a day of failures again, from the next event. */
export async function enableWebhookEndpoint(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookEndpointIdSchema>,
) {
  const endpoint = await ownersEndpoint(db, actor, input)
  await db.transaction(async (tx) => {
    await tx.update(webhookEndpoint).set({ disabledAt: null }).where(eq(webhookEndpoint.id, endpoint.id))
    await recordOrganizationChange(tx, actor, 'organization.enable-webhook', input.organizationId, {
      url: endpoint.url,
    })
  })
  return { enabled: true }
}

/** An endpoint's latest deliveries, newest first: what was sent, and how its last attempt went. */
export async function listWebhookDeliveries(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookEndpointIdSchema>,
) {
  const endpoint = await ownersEndpoint(db, actor, input)
  return db
    .select({
      id: webhookDelivery.id,
      eventType: webhookDelivery.eventType,
      state: webhookDelivery.state,
      attempts: webhookDelivery.attempts,
      lastAttemptAt: webhookDelivery.lastAttemptAt,
      lastStatus: webhookDelivery.lastStatus,
      lastDurationMs: webhookDelivery.lastDurationMs,
      lastError: webhookDelivery.lastError,
      createdAt: webhookDelivery.createdAt,
    })
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, endpoint.id))
    .orderBy(desc(webhookDelivery.createdAt))
    .limit(WEBHOOK_DELIVERIES_SHOWN)
}

/** "Send a test event": a `webhook.test` event to this endpoint only, whatever it asked for (a disabled one too). */
export async function sendTestWebhook(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookEndpointIdSchema>,
) {
  const endpoint = await ownersEndpoint(db, actor, input)
  const payload = webhookPayload(TEST_EVENT_TYPE, { organizationId: input.organizationId }, new Date())
  const [deliveryId] = await db.transaction((tx) => enqueueDeliveries(tx, [endpoint.id], TEST_EVENT_TYPE, payload))
  return { deliveryId: deliveryId! }
}

/** "Redeliver": the same event, with the same `webhook-id`, sent again as a new series of attempts. */
export async function redeliverWebhook(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof webhookDeliveryIdSchema>,
) {
  await requireOwner(db, actor.id, input.organizationId)
  const [row] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(and(eq(webhookDelivery.id, input.deliveryId), eq(webhookEndpoint.organizationId, input.organizationId)))
  if (!row) refuse(404, organizationRefusals.webhookDeliveryNotFound)
  const queue = await jobQueue()
  await db.transaction(async (tx) => {
    // A new series of attempts: the log shows it from its first.
    await tx
      .update(webhookDelivery)
      .set({
        state: 'pending',
        attempts: 0,
        lastAttemptAt: null,
        lastStatus: null,
        lastDurationMs: null,
        lastError: null,
      })
      .where(eq(webhookDelivery.id, row.id))
    await queue.enqueue('webhook', { deliveryId: row.id }, { db: tx })
  })
  return { deliveryId: row.id }
}
