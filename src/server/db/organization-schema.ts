import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'

// Organisations: better-auth's organization plugin's tables, and the product's single sign-on (the e-mail domains
// organisations prove, their identity providers). schema.ts re-exports them.

// The organization plugin's tables (organisations, members, invitations, teams).
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_organization_id_idx').on(table.organizationId),
    index('member_user_id_idx').on(table.userId),
  ],
)

export const team = pgTable(
  'team',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** The directory's group (SCIM) whose members the team follows; none for a team made by hand. */
    scimGroupId: text('scim_group_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).$onUpdate(() => new Date()),
  },
  (table) => [index('team_organization_id_idx').on(table.organizationId)],
)

export const teamMember = pgTable(
  'team_member',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    membershipKey: text('membership_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('team_member_team_id_idx').on(table.teamId), index('team_member_user_id_idx').on(table.userId)],
)

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    teamId: text('team_id'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitation_organization_id_idx').on(table.organizationId),
    index('invitation_email_idx').on(table.email),
  ],
)

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

/**
 * An organisation's identity provider (better-auth's SSO plugin reads it by `providerId`): at most one per
 * organisation. `oidcConfig` is JSON (endpoints, client id and secret; the secret never leaves the server).
 * `domain` copies the organisation's verified sign-in domains, comma-separated, because the plugin trusts a
 * provider's word on an address only at those domains; organization-sso.server.ts keeps it in step.
 */
export const ssoProvider = pgTable('sso_provider', {
  id: text('id').primaryKey(),
  providerId: text('provider_id').notNull().unique(),
  issuer: text('issuer').notNull(),
  oidcConfig: text('oidc_config'),
  samlConfig: text('saml_config'),
  /** Who connected it; the provider stays with the organisation when that person leaves. */
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  organizationId: text('organization_id')
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  domainVerified: boolean('domain_verified').notNull().default(true),
  /** The organisation's policy: its domains' people sign in only through the provider (product admins aside). */
  required: boolean('required').notNull().default(false),
  /** SAML only: sign-ins started at the provider's portal, answering no request of this server, are accepted. */
  idpInitiated: boolean('idp_initiated').notNull().default(false),
  /** The provider's group whose people are the organisation's admins, set by an owner; null: roles are the product's. */
  adminGroup: text('admin_group'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
