import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth-schema'
import { organization } from './organization-schema'

// SCIM provisioning: an organisation's directory (Okta, Entra ID...) adds, changes and removes its people.
// The tables from scimConnectionBinding to scimGroupMember are @better-auth/scim's, as its schema declares them
// (one connection per organisation, `org-<organisation id>`); scimToken is the product's own.

/**
 * The bearer tokens an organisation's directory presents. Only an HMAC of the token (with the server's secret) is
 * kept: it is shown once, when made. `prefix` lets an owner tell tokens apart.
 */
export const scimToken = pgTable(
  'scim_token',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('scim_token_organization_id_idx').on(table.organizationId)],
)

export const scimConnectionBinding = pgTable(
  'scim_connection_binding',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    connectionKey: text('connection_key').notNull().unique(),
    provisioningDomainId: text('provisioning_domain_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decommissionedAt: timestamp('decommissioned_at', { withTimezone: true }),
    decommissionStatus: text('decommission_status').default('active').notNull(),
    decommissionCursorUserId: text('decommission_cursor_user_id'),
    decommissionReconciledUserCount: integer('decommission_reconciled_user_count').default(0).notNull(),
    decommissionBatchCount: integer('decommission_batch_count').default(0).notNull(),
    decommissionRevision: integer('decommission_revision').default(0).notNull(),
    decommissionCompletedAt: timestamp('decommission_completed_at', { withTimezone: true }),
    decommissionLeaseId: text('decommission_lease_id'),
    decommissionLeaseExpiresAt: timestamp('decommission_lease_expires_at', { withTimezone: true }),
  },
  (table) => [index('scimConnectionBinding_connectionId_idx').on(table.connectionId)],
)

export const scimIdentityTombstone = pgTable(
  'scim_identity_tombstone',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: text('provisioning_domain_id').notNull(),
    externalId: text('external_id').notNull(),
    externalIdKey: text('external_id_key').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    profile: text('profile').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('scimIdentityTombstone_connectionId_idx').on(table.connectionId),
    index('scimIdentityTombstone_provisioningDomainId_idx').on(table.provisioningDomainId),
    index('scimIdentityTombstone_userId_idx').on(table.userId),
  ],
)

export const scimSubject = pgTable(
  'scim_subject',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    profileSourceId: text('profile_source_id'),
    revision: integer('revision').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('scimSubject_profileSourceId_idx').on(table.profileSourceId)],
)

export const scimUser = pgTable(
  'scim_user',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: text('provisioning_domain_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    connectionUserKey: text('connection_user_key').notNull().unique(),
    userName: text('user_name').notNull(),
    userNameKey: text('user_name_key').notNull().unique(),
    primaryEmail: text('primary_email').notNull(),
    workEmailValueIndex: text('work_email_value_index').notNull(),
    emailValueIndex: text('email_value_index').notNull(),
    displayName: text('display_name').notNull(),
    formattedName: text('formatted_name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    serializedEmails: text('serialized_emails').notNull(),
    serializedAttributes: text('serialized_attributes'),
    externalId: text('external_id'),
    externalIdKey: text('external_id_key').unique(),
    active: boolean('active').notNull(),
    orderKey: text('order_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('scimUser_connectionId_idx').on(table.connectionId),
    index('scimUser_provisioningDomainId_idx').on(table.provisioningDomainId),
    index('scimUser_userId_idx').on(table.userId),
  ],
)

export const scimProjectionGrant = pgTable(
  'scim_projection_grant',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: text('provisioning_domain_id').notNull(),
    scimUserId: text('scim_user_id')
      .notNull()
      .references(() => scimUser.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    sourceValue: text('source_value'),
    role: text('role').notNull(),
    grantKey: text('grant_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('scimProjectionGrant_connectionId_idx').on(table.connectionId),
    index('scimProjectionGrant_provisioningDomainId_idx').on(table.provisioningDomainId),
    index('scimProjectionGrant_scimUserId_idx').on(table.scimUserId),
    index('scimProjectionGrant_userId_idx').on(table.userId),
  ],
)

export const scimGroup = pgTable(
  'scim_group',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: text('provisioning_domain_id').notNull(),
    revision: integer('revision').default(0).notNull(),
    displayName: text('display_name').notNull(),
    displayNameKey: text('display_name_key').notNull().unique(),
    externalId: text('external_id'),
    externalIdKey: text('external_id_key').unique(),
    orderKey: text('order_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('scimGroup_connectionId_idx').on(table.connectionId),
    index('scimGroup_provisioningDomainId_idx').on(table.provisioningDomainId),
  ],
)

export const scimGroupMember = pgTable(
  'scim_group_member',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    groupId: text('group_id')
      .notNull()
      .references(() => scimGroup.id, { onDelete: 'cascade' }),
    scimUserId: text('scim_user_id')
      .notNull()
      .references(() => scimUser.id, { onDelete: 'cascade' }),
    membershipKey: text('membership_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('scimGroupMember_connectionId_idx').on(table.connectionId),
    index('scimGroupMember_groupId_idx').on(table.groupId),
    index('scimGroupMember_scimUserId_idx').on(table.scimUserId),
  ],
)
