import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSecurityActivity } from '@/server/security-activity'
import { auditLog, member, scimToken, team, teamMember, user } from '@/server/db/schema'
import { DEACTIVATED_BY_DIRECTORY } from '@/lib/auth/sso-refusal'
import {
  type AuthCaller,
  type AuthHarness,
  CLIENT_IP_HEADER,
  TEST_BASE_URL,
  startAuthHarness,
} from '@/test/auth-harness'
import { testDatabaseDriver } from '@/test/test-database'
import { type Person, organisationPeople, refusalOf } from '@/test/organisation-people'
import { createScimToken, revokeScimToken, scimOf } from './organization-scim.server'
import { organizationRefusals } from './refusals'

const SCIM_USER = 'urn:ietf:params:scim:schemas:core:2.0:User'
const SCIM_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group'
const SCIM_PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error'

/**
 * An organisation's directory provisioning its people over HTTP, as Okta and Entra ID do: a token made by an owner,
 * users created, found by userName, deactivated (signed out at once, membership removed), reactivated and deleted,
 * groups becoming teams. A token reaches its own organisation's people only, at its verified domains only.
 */
describe(`SCIM provisioning on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  const tag = crypto.randomUUID().slice(0, 8)
  const acmeDomain = `acme-${tag}.example.org`
  const rivalDomain = `rival-${tag}.example.org`
  let owner: Person
  let rivalOwner: Person
  let acme: { id: string }
  let rival: { id: string }
  let acmeToken: string
  let rivalToken: string

  const { person, organisationOf, verifiedDomain } = organisationPeople(() => harness, tag)

  /** A directory's request: its token, JSON in the SCIM media type, from the directory's address. */
  async function scim(token: string | null, method: string, path: string, body?: unknown) {
    const response = await harness.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/scim/v2${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/scim+json',
          [CLIENT_IP_HEADER]: '198.51.100.20',
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return { status: response.status, type: response.headers.get('content-type'), body: text ? JSON.parse(text) : null }
  }

  const oktaUser = (email: string, name: { givenName: string; familyName: string }) => ({
    schemas: [SCIM_USER],
    userName: email,
    name,
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: `${name.givenName} ${name.familyName}`,
    active: true,
    externalId: `okta-${email}`,
  })

  const membershipOf = async (userId: string, organizationId = acme.id) =>
    (
      await harness.db
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    )[0]

  const sessionOf = async (browser: AuthCaller) => (await browser.request('/get-session')).body

  const directoryAudit = async (userId: string) =>
    (
      await harness.db
        .select({ action: auditLog.action, actorId: auditLog.actorId, ipAddress: auditLog.ipAddress })
        .from(auditLog)
        .where(eq(auditLog.targetId, userId))
        .orderBy(asc(auditLog.createdAt))
    ).filter((row) => row.action.startsWith('user.directory-'))

  beforeAll(async () => {
    harness = await startAuthHarness()
    ;[owner, rivalOwner] = await Promise.all([
      person(`owner-${tag}@${acmeDomain}`),
      person(`owner-${tag}@${rivalDomain}`),
    ])
    acme = await organisationOf(owner, 'acme')
    rival = await organisationOf(rivalOwner, 'rival')
    await verifiedDomain(rival.id, rivalDomain, rivalOwner)
    rivalToken = (await createScimToken(harness.db, rivalOwner, { organizationId: rival.id }, harness.config.secret))
      .token
  })
  afterAll(async () => {
    await harness?.close()
  })

  it('makes a token for owners only, once a domain is verified; shows it once, keeps only its hash, audits it', async () => {
    const create = (who: Person) => createScimToken(harness.db, who, { organizationId: acme.id }, harness.config.secret)
    expect(await refusalOf(create(owner))).toEqual({
      status: 400,
      message: organizationRefusals.scimNeedsVerifiedDomain,
    })
    await verifiedDomain(acme.id, acmeDomain, owner)
    expect(await refusalOf(create(rivalOwner))).toEqual({ status: 404, message: organizationRefusals.notFound })

    const made = await create(owner)
    acmeToken = made.token
    expect(made.token).toMatch(/^scim_[\w-]{43}$/)
    const shown = await scimOf(harness.db, acme.id, TEST_BASE_URL)
    expect(shown).toEqual({
      baseUrl: `${TEST_BASE_URL}/api/auth/scim/v2`,
      tokens: [{ id: made.id, prefix: made.token.slice(0, 12), createdAt: expect.any(String), lastUsedAt: null }],
    })
    const stored = await harness.db.select().from(scimToken).where(eq(scimToken.organizationId, acme.id))
    expect(JSON.stringify(stored)).not.toContain(made.token)
    const audited = await harness.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.create-scim-token'), eq(auditLog.targetId, acme.id)))
    expect(audited).toEqual([{ actorId: owner.id, details: { name: 'acme', token: made.prefix } }])
    const { items } = await listSecurityActivity(harness.db, owner.id, {}, 'owner')
    expect(items[0]).toMatchObject({ action: 'organization.create-scim-token', subject: made.prefix })
  })

  it('answers a directory without a valid token 401 in SCIM’s error format, and its discovery with one', async () => {
    for (const token of [null, 'scim_not-a-token', acmeToken.slice(0, -1)]) {
      const refused = await scim(token, 'GET', '/Users')
      expect(refused).toMatchObject({ status: 401, body: { schemas: [SCIM_ERROR], status: '401' } })
    }
    const config = await scim(acmeToken, 'GET', '/ServiceProviderConfig')
    expect(config.status).toBe(200)
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } })
    const types = await scim(acmeToken, 'GET', '/ResourceTypes')
    expect(types.body.Resources.map((type: { name: string }) => type.name).sort()).toEqual(['Group', 'User'])
    expect((await scim(acmeToken, 'GET', '/Users')).body).toMatchObject({ totalResults: 0 })
    const [used] = await harness.db.select().from(scimToken).where(eq(scimToken.organizationId, acme.id))
    expect(used?.lastUsedAt).toBeInstanceOf(Date)
  })

  it('provisions a person as Okta does: account, membership and name; found by userName; audited', async () => {
    const email = `ada-${tag}@${acmeDomain}`
    const created = await scim(
      acmeToken,
      'POST',
      '/Users',
      oktaUser(email, { givenName: 'Ada', familyName: 'Lovelace' }),
    )
    expect(created).toMatchObject({ status: 201, body: { userName: email, active: true } })
    const account = (await harness.db.select().from(user).where(eq(user.email, email)))[0]!
    expect(account.name).toBe('Ada Lovelace')
    expect(await membershipOf(account.id)).toEqual({ role: 'member' })
    expect(await directoryAudit(account.id)).toEqual([
      { action: 'user.directory-add', actorId: null, ipAddress: '198.51.100.20' },
    ])

    const found = await scim(acmeToken, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`)
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: created.body.id, userName: email }] })
    const none = await scim(acmeToken, 'GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@x.org"')}`)
    expect(none.body).toMatchObject({ totalResults: 0 })
  })

  it('signs a deactivated person out at once and removes the membership; reactivated, a member again', async () => {
    const email = `grace-${tag}@${acmeDomain}`
    const created = await scim(
      acmeToken,
      'POST',
      '/Users',
      oktaUser(email, { givenName: 'Grace', familyName: 'Hopper' }),
    )
    const grace = await person(email)
    expect(await sessionOf(grace.browser)).toMatchObject({ user: { email } })

    // Okta's deactivation: a replace of `active` without a path.
    const deactivated = await scim(acmeToken, 'PATCH', `/Users/${created.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(deactivated).toMatchObject({ status: 200, body: { active: false } })
    expect(await sessionOf(grace.browser)).toBeNull()
    expect(await membershipOf(grace.id)).toBeUndefined()
    const { items } = await listSecurityActivity(harness.db, grace.id, {}, 'owner')
    expect(items[0]).toMatchObject({ action: 'user.directory-suspend', organization: 'acme' })
    // Told only once the code is right, so that a stranger learns nothing of the address.
    const refused = await harness.signIn(email)
    expect(refused.signedIn).toMatchObject({ status: 403, body: { code: DEACTIVATED_BY_DIRECTORY } })
    expect(await sessionOf(refused.browser)).toBeNull()

    // Entra ID's: the attribute by path, its value a string.
    const reactivated = await scim(acmeToken, 'PATCH', `/Users/${created.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    })
    expect(reactivated).toMatchObject({ status: 200, body: { active: true } })
    expect(await membershipOf(grace.id)).toEqual({ role: 'member' })
    expect(await sessionOf((await harness.signIn(email)).browser)).toMatchObject({ user: { email } })

    expect((await scim(acmeToken, 'DELETE', `/Users/${created.body.id}`)).status).toBe(204)
    expect(await membershipOf(grace.id)).toBeUndefined()
    expect((await directoryAudit(grace.id)).map((row) => row.action)).toEqual([
      'user.directory-add',
      'user.directory-suspend',
      'user.directory-add',
      'user.directory-suspend',
    ])
  })

  it('refuses an address outside the organisation’s verified domains: nothing created, never a 5xx', async () => {
    for (const email of [`mallory-${tag}@gmail.com`, `other-${tag}@${rivalDomain}`, rivalOwner.email]) {
      const refused = await scim(acmeToken, 'POST', '/Users', oktaUser(email, { givenName: 'M', familyName: 'X' }))
      expect(refused).toMatchObject({ status: 400, body: { schemas: [SCIM_ERROR], scimType: 'invalidValue' } })
    }
    expect(
      await harness.db
        .select()
        .from(user)
        .where(eq(user.email, `mallory-${tag}@gmail.com`)),
    ).toEqual([])
    expect(await membershipOf(rivalOwner.id)).toBeUndefined()
    for (const body of ['{"schemas":', '[]', { schemas: [SCIM_USER] }]) {
      const malformed = await scim(acmeToken, 'POST', '/Users', body)
      expect(malformed.status).toBe(400)
    }
  })

  it('refuses to move someone’s address outside the verified domains, and answers hostile requests below 500', async () => {
    const email = `dorothy-${tag}@${acmeDomain}`
    const created = await scim(acmeToken, 'POST', '/Users', oktaUser(email, { givenName: 'Dorothy', familyName: 'V' }))
    const elsewhere = `dorothy-${tag}@gmail.com`
    const accountEmail = async () =>
      (await harness.db.select({ email: user.email }).from(user).where(eq(user.email, email))).length
    // The directory's login name may be anything; the account's address is its primary e-mail.
    const renamed = await scim(acmeToken, 'PATCH', `/Users/${created.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'replace', path: 'userName', value: elsewhere }],
    })
    expect(renamed).toMatchObject({ status: 200, body: { userName: elsewhere } })
    const moved = await scim(acmeToken, 'PATCH', `/Users/${created.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'replace', path: 'emails', value: [{ primary: true, value: elsewhere, type: 'work' }] }],
    })
    expect(moved).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } })
    for (const taken of [rivalOwner.email, `other-${tag}@${rivalDomain}`]) {
      const replaced = await scim(
        acmeToken,
        'PUT',
        `/Users/${created.body.id}`,
        oktaUser(taken, { givenName: 'D', familyName: 'V' }),
      )
      expect(replaced.status).toBeGreaterThanOrEqual(400)
      expect(replaced.status).toBeLessThan(500)
    }
    expect(await accountEmail()).toBe(1)

    for (const [method, path, body] of [
      ['GET', `/Users?filter=${encodeURIComponent('userName eq')}`],
      ['GET', `/Users?filter=${encodeURIComponent('password eq "x"')}`],
      ['GET', `/Users?filter=${encodeURIComponent('userName eq "a" or 1 eq 1; drop table "user"')}`],
      ['GET', '/Users?startIndex=-5&count=100000'],
      ['GET', `/Users/${crypto.randomUUID()}`],
      ['GET', '/Users/..%2F..%2Fsession'],
      [
        'PATCH',
        `/Users/${created.body.id}`,
        { schemas: [SCIM_PATCH], Operations: [{ op: 'explode', path: 'active' }] },
      ],
      ['PATCH', `/Users/${created.body.id}`, { schemas: [SCIM_PATCH], Operations: 'replace' }],
      ['DELETE', '/Groups/not-a-group'],
      ['POST', '/Groups', { schemas: [SCIM_GROUP], displayName: 'x', members: [{ value: crypto.randomUUID() }] }],
    ] as const) {
      const answer = await scim(acmeToken, method, path, body)
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200)
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
    }
  })

  it('makes a team of each group, follows its members and its name', async () => {
    const email = `alan-${tag}@${acmeDomain}`
    const alan = await scim(acmeToken, 'POST', '/Users', oktaUser(email, { givenName: 'Alan', familyName: 'Turing' }))
    const [account] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const group = await scim(acmeToken, 'POST', '/Groups', {
      schemas: [SCIM_GROUP],
      displayName: 'Engineering',
      members: [{ value: alan.body.id }],
    })
    expect(group.status).toBe(201)
    const teamsOfAcme = () =>
      harness.db
        .select({ name: team.name, memberCount: team.memberCount, userId: teamMember.userId })
        .from(team)
        .leftJoin(teamMember, eq(teamMember.teamId, team.id))
        .where(eq(team.organizationId, acme.id))
    expect(await teamsOfAcme()).toEqual([{ name: 'Engineering', memberCount: 1, userId: account!.id }])

    await scim(acmeToken, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Platform' }],
    })
    expect(await teamsOfAcme()).toEqual([{ name: 'Platform', memberCount: 1, userId: account!.id }])

    await scim(acmeToken, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'remove', path: `members[value eq "${alan.body.id}"]` }],
    })
    expect(await teamsOfAcme()).toEqual([{ name: 'Platform', memberCount: 0, userId: null }])
  })

  it('keeps each organisation’s directory to its own people: another token neither finds nor changes them', async () => {
    const email = `katherine-${tag}@${acmeDomain}`
    const created = await scim(acmeToken, 'POST', '/Users', oktaUser(email, { givenName: 'K', familyName: 'J' }))
    expect((await scim(rivalToken, 'GET', `/Users/${created.body.id}`)).status).toBe(404)
    const patched = await scim(rivalToken, 'PATCH', `/Users/${created.body.id}`, {
      schemas: [SCIM_PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(patched.status).toBe(404)
    expect((await scim(rivalToken, 'DELETE', `/Users/${created.body.id}`)).status).toBe(404)
    const listed = await scim(rivalToken, 'GET', '/Users')
    expect(listed.body.Resources.map((resource: { userName: string }) => resource.userName)).not.toContain(email)
    const [account] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    expect(await membershipOf(account!.id)).toEqual({ role: 'member' })
  })

  it('stops a revoked token at its next request; only an owner of its organisation revokes it', async () => {
    const [token] = await harness.db.select().from(scimToken).where(eq(scimToken.organizationId, acme.id))
    expect(
      await refusalOf(revokeScimToken(harness.db, rivalOwner, { organizationId: acme.id, tokenId: token!.id })),
    ).toEqual({ status: 404, message: organizationRefusals.notFound })
    expect(
      await refusalOf(revokeScimToken(harness.db, owner, { organizationId: acme.id, tokenId: crypto.randomUUID() })),
    ).toEqual({ status: 404, message: organizationRefusals.scimTokenNotFound })
    await revokeScimToken(harness.db, owner, { organizationId: acme.id, tokenId: token!.id })
    expect((await scim(acmeToken, 'GET', '/Users')).status).toBe(401)
    expect((await scimOf(harness.db, acme.id)).tokens).toEqual([])
  })
})
