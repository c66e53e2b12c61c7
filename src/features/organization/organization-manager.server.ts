import { and, asc, count, eq, ilike, sql } from 'drizzle-orm'
import type { ListInput } from '@/lib/validation/list-input'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { afterCursor, cappedTotalColumn, type ListStatementParams, readListPage } from '@/server/db/list-page'
import { member, organization, session } from '@/server/db/schema'
import { memberCount, membersOf, pendingInvitationsOf, teamsOf } from './organization-contents.server'
import { domainsOf } from './organization-domains.server'
import { ssoOf } from './organization-sso.server'

// The manager area needs every organisation, which better-auth's endpoints (the caller's own only) cannot give.

const sortKey = sql<string>`lower(${organization.name})`

/** Built from values or placeholders, so the same statement serves a prepared query (list-page.ts). */
export function organizationListStatement(db: Database, { pattern, cursor, rows }: ListStatementParams) {
  const search = pattern === undefined ? undefined : ilike(organization.name, pattern)
  return db
    .select({
      id: organization.id,
      name: organization.name,
      createdAt: organization.createdAt,
      memberCount,
      sortKey,
      listTotal: cappedTotalColumn(db, organization, search),
    })
    .from(organization)
    .where(and(search, afterCursor(sortKey, organization.id, cursor)))
    .orderBy(asc(sortKey), asc(organization.id))
    .limit(rows)
}

export async function listAllOrganizations(db: Database, input: ListInput) {
  return readListPage(db, 'organization', (params) => organizationListStatement(db, params), input)
}

export async function getOrganizationForManager(db: Database, id: string) {
  const [found] = await db.select().from(organization).where(eq(organization.id, id))
  if (!found) return undefined
  const [members, teams, invitations, domains, sso] = await Promise.all([
    membersOf(db, id),
    teamsOf(db, id),
    pendingInvitationsOf(db, id),
    domainsOf(db, id),
    ssoOf(db, id),
  ])
  return {
    organization: { id: found.id, name: found.name, slug: found.slug, createdAt: found.createdAt },
    members,
    teams,
    invitations,
    domains,
    sso,
  }
}

/**
 * A manager deletes an organisation: its members, teams and invitations go with it (foreign keys
 * ON DELETE CASCADE), sessions that had it active forget it, and the audit row is written in the
 * same transaction. Undefined when it does not exist.
 */
export async function deleteOrganizationAsManager(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ name: organization.name, slug: organization.slug })
      .from(organization)
      .where(eq(organization.id, id))
      .for('update')
    if (!found) return undefined
    const [members] = await tx.select({ total: count() }).from(member).where(eq(member.organizationId, id))
    await tx.delete(organization).where(eq(organization.id, id))
    await tx
      .update(session)
      .set({ activeOrganizationId: null, activeTeamId: null })
      .where(eq(session.activeOrganizationId, id))
    await recordAudit(tx, actor, {
      action: 'organization.delete',
      targetType: 'organization',
      targetId: id,
      details: { name: found.name, slug: found.slug, members: members?.total ?? 0 },
    })
    return { id }
  })
}
