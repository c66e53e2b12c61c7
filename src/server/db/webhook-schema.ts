import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { timestamps } from './columns'
import { organization } from './organization-schema'

/**
 * An address an organisation's owners registered to be told of events. `secret` is the signing secret
 * (Standard Webhooks' `whsec_...`), kept encrypted with the server's secret: shown once, when made. `disabledAt`:
 * set after a day of failed deliveries, or by an owner; nothing is sent to it then.
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('webhook_endpoint_organization_id_idx').on(table.organizationId)],
)

/**
 * One event sent to one endpoint: its id (the `webhook-id` header, the same on every attempt, so that a receiver can
 * tell a retry), the body as signed, and the outcome of its last attempt.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    /** pending (waiting for an attempt or a retry), delivered, failed (no attempt left). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status; null when it was not reached. */
    lastStatus: integer('last_status'),
    lastDurationMs: integer('last_duration_ms'),
    /** Why it was not reached: timeout, unreachable, private-address. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_delivery_endpoint_created_idx').on(table.endpointId, table.createdAt)],
)
