import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organization } from './schema'

/**
 * E-mail domains an organisation claims for single sign-on. A domain routes sign-ins to the organisation only once
 * verified (`verifiedAt`): by a DNS TXT record holding `verificationToken`, or by a product admin.
 * Stored lowercase. Several organisations may claim a domain, so that nobody can hold it by claiming it first; only
 * one can have it verified.
 */
export const organizationDomain = pgTable(
  'organization_domain',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** How: its DNS record, or a product admin's word (the audit log says which admin). */
    verifiedBy: text('verified_by', { enum: ['dns', 'admin'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organization_domain_verified_unique')
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
    uniqueIndex('organization_domain_claim_unique').on(table.organizationId, table.domain),
  ],
)
