import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/**
 * @better-auth/api-key's table, as its schema declares it (the model `apikey`), plus `lastUsedAddress`, the product's
 * own. `key` is the SHA-256 of the secret (the secret itself is shown once, when made); `start` its first characters,
 * prefix included, to recognise it by. `referenceId` is the owner: a user for the `personal` configuration, an
 * organisation for `organization`. `metadata` (JSON) keeps who made an organisation's key. The plugin's own rate
 * limit and usage counts are off: keys are limited by the product's fixed-window store (api-key-rate-limit.ts).
 */
export const apikey = pgTable(
  'apikey',
  {
    id: text('id').primaryKey(),
    configId: text('config_id').notNull().default('default'),
    name: text('name'),
    start: text('start'),
    referenceId: text('reference_id').notNull(),
    prefix: text('prefix'),
    key: text('key').notNull(),
    refillInterval: integer('refill_interval'),
    refillAmount: integer('refill_amount'),
    lastRefillAt: timestamp('last_refill_at', { withTimezone: true }),
    enabled: boolean('enabled').default(true),
    rateLimitEnabled: boolean('rate_limit_enabled').default(true),
    rateLimitTimeWindow: integer('rate_limit_time_window'),
    rateLimitMax: integer('rate_limit_max'),
    requestCount: integer('request_count').default(0),
    remaining: integer('remaining'),
    lastRequest: timestamp('last_request', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    permissions: text('permissions'),
    metadata: text('metadata'),
    ...timestamps,
  },
  (table) => [
    index('apikey_config_id_idx').on(table.configId),
    index('apikey_reference_id_idx').on(table.referenceId),
    index('apikey_key_idx').on(table.key),
  ],
)
