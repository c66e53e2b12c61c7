import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { SignInMethod } from '@/lib/activity/sign-in-methods'

// Records of what happened to accounts: the audit log and the sign-ins. schema.ts re-exports them, so drizzle-kit,
// the database client and better-auth find every table there.

/**
 * Written in the same transaction as the change. Append-only: a trigger refuses updates and deletes. No
 * foreign keys, so the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt.desc()),
  ],
)

/**
 * Sign-ins and refused sign-in codes of known accounts, for the dashboard and the person's security activity.
 * An admin browsing as someone is not their sign-in. Rows outlive the account, as audit rows do.
 * `method` is null on rows written before it was recorded.
 */
export const signInEvent = pgTable(
  'sign_in_event',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id').notNull(),
    method: text('method').$type<SignInMethod>(),
    failed: boolean('failed').notNull().default(false),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_event_created_at_idx').on(table.createdAt),
    index('sign_in_event_user_created_at_idx').on(table.userId, table.createdAt.desc()),
  ],
)
