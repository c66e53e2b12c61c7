import { Resolver } from 'node:dns/promises'
import { randomBytes } from 'node:crypto'
import mailProviderDomains from 'email-providers/all.json' with { type: 'json' }
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm'
import { isOrganizationOwner } from '@/lib/auth/roles'
import { messageWithValues } from '@/lib/i18n/message'
import type { AuditActor } from '@/server/audit'
import type { Database } from '@/server/db'
import { isUniqueViolation } from '@/server/db/errors'
import { syncProviderDomains } from '@/server/auth/organization-sso'
import { member, organizationDomain } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { MAX_DOMAINS_PER_ORGANIZATION, verificationRecord } from './domains'
import { recordOrganizationChange } from './organization-audit.server'
import { organizationRefusals } from './refusals'

/** The TXT records published at a DNS name, each record's strings joined (node:dns's resolveTxt shape). */
export type TxtLookup = (name: string) => Promise<string[][]>

// A name server that does not answer must not hold the owner's click for long: 3 s a try, 2 tries.
const dns = new Resolver({ timeout: 3_000, tries: 2 })
const resolveTxt: TxtLookup = (name) => dns.resolveTxt(name)

const publicMailDomains = new Set<string>(mailProviderDomains)

export function isPublicMailDomain(domain: string) {
  return publicMailDomains.has(domain)
}

/** An organisation's domains as its owners see them: each with the record that proves it. */
export async function domainsOf(db: Database, organizationId: string) {
  const rows = await db
    .select()
    .from(organizationDomain)
    .where(eq(organizationDomain.organizationId, organizationId))
    .orderBy(asc(organizationDomain.domain))
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedByAdmin: row.verifiedBy === 'admin',
    record: verificationRecord(row.domain, row.verificationToken),
  }))
}

/** Domains decide where members sign in: an owner's matter. Someone outside the organisation learns nothing. */
export async function requireOwner(db: Database, userId: string, organizationId: string) {
  const [membership] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
  if (!membership) refuse(404, organizationRefusals.notFound)
  if (!isOrganizationOwner(membership.role)) refuse(403, organizationRefusals.ownersOnly)
}

async function findDomain(db: Database, organizationId: string, domainId: string) {
  const [row] = await db
    .select()
    .from(organizationDomain)
    .where(and(eq(organizationDomain.id, domainId), eq(organizationDomain.organizationId, organizationId)))
  return row ?? refuse(404, organizationRefusals.domainNotFound)
}

async function verifiedElsewhere(db: Database, organizationId: string, domain: string) {
  const [row] = await db
    .select({ id: organizationDomain.id })
    .from(organizationDomain)
    .where(
      and(
        eq(organizationDomain.domain, domain),
        isNotNull(organizationDomain.verifiedAt),
        ne(organizationDomain.organizationId, organizationId),
      ),
    )
  return row !== undefined
}

export async function claimDomain(db: Database, actor: AuditActor, input: { organizationId: string; domain: string }) {
  await requireOwner(db, actor.id, input.organizationId)
  if (isPublicMailDomain(input.domain)) refuse(400, organizationRefusals.publicDomain)
  if (await verifiedElsewhere(db, input.organizationId, input.domain)) refuse(409, organizationRefusals.domainTaken)
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ count: count() })
      .from(organizationDomain)
      .where(eq(organizationDomain.organizationId, input.organizationId))
    if ((claimed?.count ?? 0) >= MAX_DOMAINS_PER_ORGANIZATION)
      refuse(400, messageWithValues(organizationRefusals.tooManyDomains, { max: MAX_DOMAINS_PER_ORGANIZATION }))
    const [row] = await tx
      .insert(organizationDomain)
      .values({ ...input, verificationToken: randomBytes(24).toString('base64url') })
      .onConflictDoNothing()
      .returning({ id: organizationDomain.id })
    if (!row) refuse(409, organizationRefusals.domainAlreadyClaimed)
    await recordOrganizationChange(tx, actor, 'organization.claim-domain', input.organizationId, {
      domain: input.domain,
    })
    return { id: row.id }
  })
}

/** Verified already: nothing to do. Verified by another organisation meanwhile: refused. */
async function markVerified(
  db: Database,
  actor: AuditActor,
  domain: typeof organizationDomain.$inferSelect,
  verifiedBy: 'dns' | 'admin',
) {
  if (domain.verifiedAt) return { id: domain.id, verified: true }
  if (await verifiedElsewhere(db, domain.organizationId, domain.domain)) refuse(409, organizationRefusals.domainTaken)
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(organizationDomain)
        .set({ verifiedAt: new Date(), verifiedBy })
        .where(eq(organizationDomain.id, domain.id))
      await recordOrganizationChange(tx, actor, 'organization.verify-domain', domain.organizationId, {
        domain: domain.domain,
        by: verifiedBy,
      })
      await syncProviderDomains(tx, domain.organizationId)
    })
  } catch (error) {
    // Another organisation's verification of the same domain committed first.
    if (isUniqueViolation(error)) refuse(409, organizationRefusals.domainTaken)
    throw error
  }
  return { id: domain.id, verified: true }
}

/** The domain's TXT record must hold its token; a name that does not exist yet holds no record. */
async function requirePublishedRecord(domain: typeof organizationDomain.$inferSelect, lookup: TxtLookup) {
  const record = verificationRecord(domain.domain, domain.verificationToken)
  const values = await lookup(record.name).then(
    (records) => records.map((chunks) => chunks.join('')),
    (): string[] => [],
  )
  if (!values.includes(record.value)) {
    refuse(400, messageWithValues(organizationRefusals.verificationRecordMissing, { name: record.name }))
  }
}

export async function verifyDomain(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; domainId: string },
  lookup: TxtLookup = resolveTxt,
) {
  await requireOwner(db, actor.id, input.organizationId)
  const domain = await findDomain(db, input.organizationId, input.domainId)
  if (!domain.verifiedAt) await requirePublishedRecord(domain, lookup)
  return markVerified(db, actor, domain, 'dns')
}

/** A product admin vouches for the domain (the organisation proved it another way): audited as such. */
export async function markDomainVerifiedByAdmin(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; domainId: string },
) {
  return markVerified(db, actor, await findDomain(db, input.organizationId, input.domainId), 'admin')
}

export async function removeDomain(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; domainId: string },
  { asAdmin = false } = {},
) {
  if (!asAdmin) await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(organizationDomain)
      .where(
        and(eq(organizationDomain.id, input.domainId), eq(organizationDomain.organizationId, input.organizationId)),
      )
      .returning({ domain: organizationDomain.domain })
    if (!removed) refuse(404, organizationRefusals.domainNotFound)
    await recordOrganizationChange(tx, actor, 'organization.remove-domain', input.organizationId, {
      domain: removed.domain,
    })
    await syncProviderDomains(tx, input.organizationId)
    return { id: input.domainId }
  })
}
