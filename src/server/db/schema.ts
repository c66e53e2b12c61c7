import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { timestamps } from './columns'

export * from './activity-schema'
export * from './api-key-schema'
export * from './auth-schema'
export * from './organization-schema'
export * from './scim-schema'
export * from './webhook-schema'

/**
 * Keys are `ip:<ip>|<path>` or `address:<HMAC of the address>`, so no address is stored in clear.
 * `resets_at` is in epoch milliseconds; its index serves the pruning of ended windows.
 */
export const rateLimitCounter = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_resets_at_idx').on(table.resetsAt)],
)

export const repository = pgTable(
  'repository',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text('name').notNull(),
    link: text('link').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('repository_name_unique').on(table.name),
    index('repository_name_lower_idx').on(sql`lower(${table.name})`, table.id),
  ],
)

// gen:entity:tables — the tables of new entities (npm run gen:entity) are added above this line

/**
 * Browsers that have signed in to an account, recognised by their device cookie: a random value kept only as
 * its HMAC here. A sign-in from a browser not listed is a new device.
 */
export const knownDevice = pgTable(
  'known_device',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
)
