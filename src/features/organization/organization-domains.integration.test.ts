import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, organizationDomain, user } from '@/server/db/schema'
import { Refusal } from '@/server/http/refusal'
import { type AuthCaller, type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import {
  claimDomain,
  domainsOf,
  markDomainVerifiedByAdmin,
  removeDomain,
  type TxtLookup,
  verifyDomain,
} from './organization-domains.server'
import { getMyOrganization } from './organization.server'
import { organizationRefusals } from './refusals'

/**
 * An organisation's sign-in domains: claimed by its owners, proved by a DNS TXT record (a lookup the tests hand in,
 * so no real DNS is asked), or vouched for by a product admin; never a public mail domain, never one another
 * organisation verified. On PGlite and PostgreSQL.
 */
describe(`organisation domains on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  type Person = { id: string; email: string; ipAddress: string; browser: AuthCaller }
  const tag = crypto.randomUUID().slice(0, 8)
  const domainOf = (label: string) => `${label}-${tag}.example.org`
  const productAdmin = { id: crypto.randomUUID(), email: 'admin@example.com', ipAddress: '203.0.113.9' }
  let owner: Person
  let orgAdmin: Person
  let rivalOwner: Person
  let org: { id: string }
  let rival: { id: string }

  async function person(label: string): Promise<Person> {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const [row] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return { id: row!.id, email, ipAddress: '203.0.113.7', browser }
  }

  async function organisationOf(who: Person, name: string) {
    return (await who.browser.request('/organization/create', { name, slug: `${name}-${tag}` })).body as { id: string }
  }

  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (reason: unknown) => (reason instanceof Refusal ? { status: reason.status, message: reason.message } : reason),
    )

  /** A DNS that publishes, at each name, the values given. */
  const dnsWith =
    (records: Record<string, string[]>): TxtLookup =>
    async (name) => {
      const values = records[name]
      if (!values) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
      // Long TXT values arrive split in 255-byte strings.
      return values.map((value) => [value.slice(0, 10), value.slice(10)])
    }

  async function recordOf(organizationId: string, domain: string) {
    const found = (await domainsOf(harness.db, organizationId)).find((each) => each.domain === domain)
    return found!
  }

  beforeAll(async () => {
    harness = await startAuthHarness()
    ;[owner, orgAdmin, rivalOwner] = await Promise.all([person('owner'), person('org-admin'), person('rival')])
    org = await organisationOf(owner, 'acme')
    rival = await organisationOf(rivalOwner, 'rival')
    const invited = await owner.browser.request('/organization/invite-member', {
      organizationId: org.id,
      email: orgAdmin.email,
      role: 'admin',
    })
    await orgAdmin.browser.request('/organization/accept-invitation', { invitationId: invited.body!.id })
  })
  afterAll(() => harness.close())

  it('lets an owner claim a domain, shown with the TXT record that proves it, and audits the claim', async () => {
    const domain = domainOf('claim')
    await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    const claimed = await recordOf(org.id, domain)
    expect(claimed).toMatchObject({ domain, verifiedAt: null, verifiedByAdmin: false })
    expect(claimed.record.name).toBe(`_threshold-verification.${domain}`)
    expect(claimed.record.value).toMatch(/^threshold-verification=[\w-]{32}$/)

    const audited = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.claim-domain'), eq(auditLog.targetId, org.id)))
    expect(audited.map((row) => row.details)).toContainEqual({ name: 'acme', domain })
  })

  it('verifies a domain once its TXT record is published, and not before', async () => {
    const domain = domainOf('verify')
    const { id } = await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    const { record } = await recordOf(org.id, domain)

    expect(
      await refusalOf(verifyDomain(harness.db, owner, { organizationId: org.id, domainId: id }, dnsWith({}))),
    ).toEqual({
      status: 400,
      message: `${organizationRefusals.verificationRecordMissing}|${JSON.stringify({ name: record.name })}`,
    })
    // Another value at the right name (someone else's token, an old one) proves nothing.
    const wrong = dnsWith({ [record.name]: ['threshold-verification=someone-elses-token', 'v=spf1 -all'] })
    expect(
      await refusalOf(verifyDomain(harness.db, owner, { organizationId: org.id, domainId: id }, wrong)),
    ).toMatchObject({
      status: 400,
    })
    expect((await recordOf(org.id, domain)).verifiedAt).toBeNull()

    const published = dnsWith({ [record.name]: ['v=spf1 -all', record.value] })
    expect(await verifyDomain(harness.db, owner, { organizationId: org.id, domainId: id }, published)).toEqual({
      id,
      verified: true,
    })
    expect((await recordOf(org.id, domain)).verifiedAt).not.toBeNull()
    const audited = await harness.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.verify-domain'), eq(auditLog.actorId, owner.id)))
    expect(audited.map((row) => row.details)).toContainEqual({ name: 'acme', domain, by: 'dns' })
  })

  it('refuses a public mail domain, whose addresses are not one organisation’s people', async () => {
    expect(await refusalOf(claimDomain(harness.db, owner, { organizationId: org.id, domain: 'gmail.com' }))).toEqual({
      status: 400,
      message: organizationRefusals.publicDomain,
    })
    expect((await domainsOf(harness.db, org.id)).map((each) => each.domain)).not.toContain('gmail.com')
  })

  it('lets several organisations claim a domain, but only one verify it', async () => {
    const domain = domainOf('contested')
    const mine = await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    // A squatter's claim does not keep the real owner out: both are pending.
    const theirs = await claimDomain(harness.db, rivalOwner, { organizationId: rival.id, domain })
    const { record } = await recordOf(org.id, domain)
    await verifyDomain(
      harness.db,
      owner,
      { organizationId: org.id, domainId: mine.id },
      dnsWith({ [record.name]: [record.value] }),
    )

    const theirRecord = (await recordOf(rival.id, domain)).record
    const rivalDns = dnsWith({ [theirRecord.name]: [theirRecord.value] })
    expect(
      await refusalOf(
        verifyDomain(harness.db, rivalOwner, { organizationId: rival.id, domainId: theirs.id }, rivalDns),
      ),
    ).toEqual({ status: 409, message: organizationRefusals.domainTaken })
    expect(
      await refusalOf(
        markDomainVerifiedByAdmin(harness.db, productAdmin, { organizationId: rival.id, domainId: theirs.id }),
      ),
    ).toEqual({ status: 409, message: organizationRefusals.domainTaken })
    expect(
      await refusalOf(claimDomain(harness.db, rivalOwner, { organizationId: rival.id, domain: domainOf('contested') })),
    ).toEqual({
      status: 409,
      message: organizationRefusals.domainTaken,
    })
    expect(await refusalOf(claimDomain(harness.db, owner, { organizationId: org.id, domain }))).toEqual({
      status: 409,
      message: organizationRefusals.domainAlreadyClaimed,
    })
  })

  it('refuses a claim of a domain another organisation verified', async () => {
    const domain = domainOf('verified-elsewhere')
    const { id } = await claimDomain(harness.db, rivalOwner, { organizationId: rival.id, domain })
    await markDomainVerifiedByAdmin(harness.db, productAdmin, { organizationId: rival.id, domainId: id })
    expect(await refusalOf(claimDomain(harness.db, owner, { organizationId: org.id, domain }))).toEqual({
      status: 409,
      message: organizationRefusals.domainTaken,
    })
  })

  it('leaves domains to owners: an organisation admin is refused, an outsider learns nothing', async () => {
    const domain = domainOf('owners-only')
    expect(await refusalOf(claimDomain(harness.db, orgAdmin, { organizationId: org.id, domain }))).toEqual({
      status: 403,
      message: organizationRefusals.ownersOnly,
    })
    expect(await refusalOf(claimDomain(harness.db, rivalOwner, { organizationId: org.id, domain }))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    const { id } = await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    // Another organisation's domain id, through one's own organisation or the other's: each call made in turn.
    const attempts: Array<[() => Promise<unknown>, string]> = [
      [
        () => verifyDomain(harness.db, rivalOwner, { organizationId: rival.id, domainId: id }, dnsWith({})),
        organizationRefusals.domainNotFound,
      ],
      [
        () => removeDomain(harness.db, rivalOwner, { organizationId: rival.id, domainId: id }),
        organizationRefusals.domainNotFound,
      ],
      [
        () => removeDomain(harness.db, rivalOwner, { organizationId: org.id, domainId: id }),
        organizationRefusals.notFound,
      ],
    ]
    for (const [attempt, message] of attempts) expect(await refusalOf(attempt())).toEqual({ status: 404, message })
    expect((await recordOf(org.id, domain)).id).toBe(id)

    // The organisation's page shows the domains (with their proof) to owners only.
    const asAdmin = await getMyOrganization(harness.db, orgAdmin.id, org.id, null)
    expect(asAdmin.domains).toEqual([])
    expect(asAdmin.can.manageDomains).toBe(false)
    const asOwner = await getMyOrganization(harness.db, owner.id, org.id, null)
    expect(asOwner.domains.map((each) => each.domain)).toContain(domain)
  })

  it('lets a product admin mark a domain verified by hand, recorded as such', async () => {
    const domain = domainOf('by-hand')
    const { id } = await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    await markDomainVerifiedByAdmin(harness.db, productAdmin, { organizationId: org.id, domainId: id })
    expect(await recordOf(org.id, domain)).toMatchObject({ verifiedByAdmin: true, verifiedAt: expect.any(String) })
    const [audited] = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'organization.verify-domain'),
          eq(auditLog.actorId, productAdmin.id),
          eq(auditLog.targetId, org.id),
        ),
      )
    expect(audited?.details).toEqual({ name: 'acme', domain, by: 'admin' })
  })

  it('removes a domain with an audit row; the id is then unknown', async () => {
    const domain = domainOf('removed')
    const { id } = await claimDomain(harness.db, owner, { organizationId: org.id, domain })
    await removeDomain(harness.db, owner, { organizationId: org.id, domainId: id })
    expect(await harness.db.select().from(organizationDomain).where(eq(organizationDomain.id, id))).toEqual([])
    expect(await refusalOf(removeDomain(harness.db, owner, { organizationId: org.id, domainId: id }))).toEqual({
      status: 404,
      message: organizationRefusals.domainNotFound,
    })
    const audited = await harness.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.remove-domain'))
    expect(audited.map((row) => row.details)).toContainEqual({ name: 'acme', domain })
  })
})
