import { X509Certificate } from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnswerOptions, type SamlAnswer, SamlProvider, type SamlUser } from '~/e2e/fixtures/saml-provider'
import { providerForAddress } from '@/server/auth/organization-sso'
import { account, auditLog, member, signInEvent, user } from '@/server/db/schema'
import { SSO_ADDRESS_REFUSED } from '@/lib/auth/sso-refusal'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver } from '@/test/test-database'
import { type Person, organisationPeople, refusalOf } from '@/test/organisation-people'
import { connectSamlProvider, removeSsoProvider, ssoOf } from './organization-sso.server'
import { organizationRefusals } from './refusals'
import { loginErrorKind } from '@/features/auth/page-login-error'
import { ssoProviderIdOf } from './sso'
import { testSsoConnection } from './sso-connection-test.server'
import { setSamlIdpInitiated, setSsoAdminGroup } from './sso-settings.server'

const IDP_INITIATED_ACTIONS = ['organization.allow-idp-initiated', 'organization.refuse-idp-initiated']

/** A browser's cookies, kept from one answer to the next. */
function cookieJar() {
  const jar = new Map<string, string>()
  return {
    keep(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        if (!pair.slice(at + 1) || /max-age=0/i.test(cookie)) jar.delete(pair.slice(0, at))
        else jar.set(pair.slice(0, at), pair.slice(at + 1))
      }
      return response
    },
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}
type CookieJar = ReturnType<typeof cookieJar>

/**
 * An organisation's own SAML 2.0 identity provider (e2e/fixtures/saml-provider.ts), end to end over HTTP without a
 * browser: better-auth's service provider sends an AuthnRequest to it, and its signed answer, posted to the assertion
 * consumer service, creates the account and the membership. Replayed, unsolicited and forged answers, and addresses
 * outside the organisation's verified domains, sign nobody in and never fail with a 5xx.
 */
describe(`organisation SAML sign-in on ${testDatabaseDriver}`, () => {
  let provider: SamlProvider
  let harness: AuthHarness
  const tag = crypto.randomUUID().slice(0, 8)
  const acmeDomain = `acme-${tag}.example.org`
  const rivalDomain = `rival-${tag}.example.org`
  let owner: Person
  let rivalOwner: Person
  let acme: { id: string }
  let rival: { id: string }

  const { person, organisationOf, verifiedDomain } = organisationPeople(() => harness, tag)
  const acmeProviderId = () => ssoProviderIdOf(acme.id)
  const acmeAddress = (name: string) => `${name}-${tag}-${crypto.randomUUID().slice(0, 4)}@${acmeDomain}`

  /** The server may call the test provider on 127.0.0.1, as SSO_TRUSTED_ORIGINS allows it in a deployment. */
  const outbound = { isTrustedOrigin: (url: string) => url.startsWith(`${new URL(provider.entityId).origin}/`) }
  const noSamlDetails = { metadata: '', metadataUrl: '', entityId: '', ssoUrl: '', certificate: '' }

  /** Acme's owner connects the provider by its metadata, as the organisation's page does. */
  const connectAcme = (who: Person = owner, metadata = provider.metadata) =>
    connectSamlProvider(harness.db, who, { ...noSamlDetails, organizationId: acme.id, metadata }, outbound, {
      baseUrl: TEST_BASE_URL,
    })

  /** The assertion consumer service's answer to `answer` posted by a browser with `jar`'s cookies. */
  async function postToAcs(answer: SamlAnswer, jar: CookieJar) {
    const response = jar.keep(
      await harness.auth.handler(
        new Request(answer.acsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
          body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }),
        }),
      ),
    )
    const location = new URL(response.headers.get('location') ?? '', TEST_BASE_URL)
    return { status: response.status, location, error: location.searchParams.get('error') }
  }

  async function sessionOf(jar: CookieJar) {
    const response = await harness.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/get-session`, { headers: { cookie: jar.header() } }),
    )
    return (await response.json()) as { user: { id: string; email: string; name: string } } | null
  }

  /** The product's sign-in page starting a sign-in at Acme's provider: the provider's URL the browser goes to. */
  async function startSignIn(jar: CookieJar) {
    const started = jar.keep(
      await harness.auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth/sign-in/sso`, {
          method: 'POST',
          headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
          body: JSON.stringify({ providerId: acmeProviderId(), callbackURL: '/app' }),
        }),
      ),
    )
    return ((await started.json()) as { url: string }).url
  }

  /**
   * A new browser signing in through Acme's provider, where `who` is signed in: the product's page starts it, the
   * provider answers (as `options` forge it), and the browser posts the answer back. Returns each step and the session.
   */
  async function signInThroughSaml(who: SamlUser, options?: AnswerOptions) {
    provider.signInAs(who)
    const jar = cookieJar()
    const url = await startSignIn(jar)
    const answer = await provider.answer(url, options)
    const acs = await postToAcs(answer, jar)
    return { answer, acs, signedIn: await sessionOf(jar) }
  }

  type SignInAttempt = Awaited<ReturnType<typeof signInThroughSaml>>

  const userByEmail = async (email: string) => (await harness.db.select().from(user).where(eq(user.email, email)))[0]
  const membershipOf = async (userId: string) =>
    (
      await harness.db
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.userId, userId), eq(member.organizationId, acme.id)))
    )[0]

  /** A refusal: never a 5xx, a redirect saying `error`, nobody signed in, and no account for `injected`. */
  async function expectRefused(attempt: SignInAttempt, error: string, injected: string) {
    expect(attempt.acs.status).toBeLessThan(500)
    expect(attempt.acs.error).toBe(error)
    // The error page says what happened, not "something went wrong".
    expect(loginErrorKind(error)).not.toBe('unknown_error')
    expect(attempt.signedIn).toBeNull()
    expect(await userByEmail(injected)).toBeUndefined()
  }

  beforeAll(async () => {
    provider = await SamlProvider.start()
    harness = await startAuthHarness()
    ;[owner, rivalOwner] = await Promise.all([
      person(`owner-${tag}@${acmeDomain}`),
      person(`owner-${tag}@${rivalDomain}`),
    ])
    acme = await organisationOf(owner, 'acme')
    await verifiedDomain(acme.id, acmeDomain, owner)
    rival = await organisationOf(rivalOwner, 'rival')
    await verifiedDomain(rival.id, rivalDomain, rivalOwner)
  })
  afterAll(async () => {
    await harness?.close()
    await provider?.stop()
  })

  it('connects a provider by its metadata for owners only, refuses what is not a provider’s, and audits it', async () => {
    expect(await refusalOf(connectAcme(rivalOwner))).toEqual({ status: 404, message: organizationRefusals.notFound })
    // An entity expansion bomb ("billion laughs") is refused at once, never expanded.
    const laughs = Array.from({ length: 9 }, (_, level) =>
      level === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`,
    ).join('')
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [${laughs}]>${provider.metadata.replace(/entityID="[^"]*"/, 'entityID="&lol8;"')}`
    for (const metadata of ['<not-xml', '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>', bomb])
      expect(await refusalOf(connectAcme(owner, metadata))).toEqual({
        status: 400,
        message: organizationRefusals.samlMetadataInvalid,
      })
    await connectAcme()
    expect(await refusalOf(connectAcme())).toEqual({ status: 409, message: organizationRefusals.ssoAlreadyConnected })
    const shown = await ssoOf(harness.db, acme.id, TEST_BASE_URL)
    expect(shown.provider).toEqual({
      protocol: 'saml',
      issuer: provider.entityId,
      required: false,
      adminGroup: '',
      idpInitiated: false,
      connectedAt: expect.any(String),
    })
    // The sign-in page sends the domain's people there, and says where.
    expect(await providerForAddress(harness.db, acmeAddress('routed'))).toMatchObject({
      providerId: acmeProviderId(),
      signOnUrl: provider.ssoUrl,
    })
    const audited = await harness.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.connect-sso'), eq(auditLog.targetId, acme.id)))
    expect(audited).toEqual([{ details: { name: 'acme', issuer: provider.entityId } }])
  })

  it('connects a provider by its entity ID, URL and certificate too, and serves the product’s metadata', async () => {
    const manual = { entityId: provider.entityId, ssoUrl: provider.ssoUrl, certificate: provider.certificate }
    await connectSamlProvider(
      harness.db,
      rivalOwner,
      { ...noSamlDetails, organizationId: rival.id, ...manual },
      outbound,
      {
        baseUrl: TEST_BASE_URL,
      },
    )
    expect((await ssoOf(harness.db, rival.id, TEST_BASE_URL)).provider).toMatchObject({ protocol: 'saml' })
    const { saml } = await ssoOf(harness.db, rival.id, TEST_BASE_URL)
    const metadata = await harness.auth.handler(new Request(saml.metadataUrl))
    expect(metadata.status).toBe(200)
    const xml = await metadata.text()
    expect(xml).toContain(`entityID="${saml.entityId.replaceAll('&', '&amp;')}"`)
    expect(xml).toContain(`Location="${saml.acsUrl}"`)
    expect(xml).toContain('WantAssertionsSigned="true"')
    // The pasted PEM certificate is read by the connection test too (it lasts a day: a warning).
    const tested = await testSsoConnection(harness.db, rivalOwner.id, rival.id, outbound)
    expect(tested.checks[0]).toMatchObject({ name: 'certificate', outcome: 'warning' })
    await removeSsoProvider(harness.db, rivalOwner, { organizationId: rival.id })
  })

  it('connects a provider by its metadata URL, as a product admin too, and tests the connection', async () => {
    const byUrl = (metadataUrl: string, rule = outbound, who: Person = rivalOwner, asAdmin = false) =>
      connectSamlProvider(harness.db, who, { ...noSamlDetails, organizationId: rival.id, metadataUrl }, rule, {
        baseUrl: TEST_BASE_URL,
        asAdmin,
      })
    const metadataUrl = provider.entityId
    expect(await refusalOf(byUrl(metadataUrl, { isTrustedOrigin: () => false }))).toEqual({
      status: 400,
      message: `${organizationRefusals.ssoPrivateAddress}|${JSON.stringify({ issuer: metadataUrl })}`,
    })
    const missing = `${new URL(metadataUrl).origin}/no-metadata-here`
    expect(await refusalOf(byUrl(missing))).toEqual({
      status: 400,
      message: `${organizationRefusals.samlMetadataUnreachable}|${JSON.stringify({ url: missing })}`,
    })
    // Someone outside the organisation: refused as an owner, allowed as the product's admin (audited as such).
    expect(await refusalOf(byUrl(metadataUrl, outbound, owner))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    await byUrl(metadataUrl, outbound, owner, true)
    expect((await ssoOf(harness.db, rival.id, TEST_BASE_URL)).provider).toMatchObject({ issuer: provider.entityId })
    const [audited] = await harness.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.connect-sso'), eq(auditLog.targetId, rival.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
    expect(audited).toEqual({ actorId: owner.id })

    // The test provider's certificate lasts a day: told as a warning, and as failed once past its end.
    const tested = await testSsoConnection(harness.db, rivalOwner.id, rival.id, outbound)
    const certificateEnd = new X509Certificate(provider.certificate).validTo
    expect(tested.checks).toEqual([
      { name: 'certificate', outcome: 'warning', values: { date: new Date(certificateEnd).toISOString() } },
      { name: 'signOn', outcome: 'passed', values: { host: new URL(provider.ssoUrl).host, status: 400 } },
    ])
    const later = await testSsoConnection(harness.db, rivalOwner.id, rival.id, {
      ...outbound,
      now: new Date(Date.parse(certificateEnd) + 60_000),
    })
    expect(later.checks[0]).toMatchObject({ name: 'certificate', outcome: 'failed' })
    // Owners only, or the product's admins; nobody else learns whether it is connected.
    expect(await refusalOf(testSsoConnection(harness.db, owner.id, rival.id, outbound))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    expect(
      (await testSsoConnection(harness.db, owner.id, rival.id, { ...outbound, asAdmin: true })).checks,
    ).toHaveLength(2)
    await removeSsoProvider(harness.db, rivalOwner, { organizationId: rival.id })
  })

  it('sends the browser to the provider with an AuthnRequest, and the provider’s page posts the answer back', async () => {
    const url = new URL(await startSignIn(cookieJar()))
    expect(`${url.origin}${url.pathname}`).toBe(provider.ssoUrl)
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy()
    expect(url.searchParams.get('RelayState')).toBeTruthy()
    provider.signInAs({ email: acmeAddress('page'), name: 'Page' })
    const page = await (await fetch(url)).text()
    expect(page).toContain(`action="${TEST_BASE_URL}/api/auth/sso/saml2/sp/acs/${acmeProviderId()}"`)
    expect(page).toContain('name="SAMLResponse"')
  })

  it('creates the account with the provider’s name, and the membership, at the first sign-in', async () => {
    const email = acmeAddress('new')
    const { acs, signedIn } = await signInThroughSaml({ email, name: 'Grace Hopper' })
    expect([acs.status, acs.error, acs.location.pathname]).toEqual([302, null, '/app'])
    const created = await userByEmail(email)
    expect(created).toMatchObject({ name: 'Grace Hopper' })
    expect(signedIn?.user.id).toBe(created!.id)
    expect(await membershipOf(created!.id)).toEqual({ role: 'member' })
    const linked = await harness.db.select().from(account).where(eq(account.userId, created!.id))
    expect(linked.map((row) => [row.providerId, row.accountId])).toEqual([[acmeProviderId(), email]])
    const events = await harness.db.select().from(signInEvent).where(eq(signInEvent.userId, created!.id))
    expect(events.map((event) => event.method)).toEqual(['sso'])
  })

  it('takes the name the provider gives at a later sign-in', async () => {
    const email = acmeAddress('renamed')
    await signInThroughSaml({ email, name: 'Ada Byron' })
    const { signedIn } = await signInThroughSaml({ email, name: 'Ada Lovelace' })
    expect(signedIn?.user.name).toBe('Ada Lovelace')
    expect(await userByEmail(email)).toMatchObject({ name: 'Ada Lovelace' })
  })

  it('refuses the same answer posted again: no second session', async () => {
    const email = acmeAddress('replay')
    const first = await signInThroughSaml({ email, name: 'Replayed' })
    expect(first.signedIn?.user.email).toBe(email)
    const thief = cookieJar()
    const replay = await postToAcs(first.answer, thief)
    expect(replay.status).toBeLessThan(500)
    // Its request was answered already (and its RelayState used).
    expect(replay.error).toBe('invalid_saml_response')
    expect(loginErrorKind(replay.error!)).toBe('sso_answer_refused')
    expect(await sessionOf(thief)).toBeNull()
  })

  it('makes the people of the admin group admins, from the groups attribute, at each sign-in', async () => {
    await setSsoAdminGroup(harness.db, owner, { organizationId: acme.id, group: 'acme-admins' })
    const email = acmeAddress('lead')
    const first = await signInThroughSaml({ email, name: 'Team Lead', groups: ['staff', 'acme-admins'] })
    const leadId = first.signedIn!.user.id
    expect(await membershipOf(leadId)).toEqual({ role: 'admin' })
    await signInThroughSaml({ email, name: 'Team Lead', groups: ['staff'] })
    expect(await membershipOf(leadId)).toEqual({ role: 'member' })
    // No groups attribute at all: no role changes.
    await signInThroughSaml({ email, name: 'Team Lead', groups: ['acme-admins'] })
    await signInThroughSaml({ email, name: 'Team Lead' })
    expect(await membershipOf(leadId)).toEqual({ role: 'admin' })
    await setSsoAdminGroup(harness.db, owner, { organizationId: acme.id, group: '' })
  })

  it('refuses an unsolicited (IdP-initiated) answer unless the organisation allows it, as its owners only can', async () => {
    const email = acmeAddress('unsolicited')
    const attempt = await signInThroughSaml({ email, name: 'Unsolicited' }, { unsolicited: true })
    await expectRefused(attempt, 'unsolicited_response', email)

    /** From the provider's portal: a browser with no state of this server posts an answer to no request. */
    const fromPortal = async (who: SamlUser) => {
      provider.signInAs(who)
      const answer = await provider.answer(await startSignIn(cookieJar()), { unsolicited: true })
      const portal = cookieJar()
      const acs = await postToAcs({ ...answer, RelayState: '' }, portal)
      return { answer, acs, signedIn: await sessionOf(portal) }
    }
    const allow = (allowed: boolean, who: Person = owner) =>
      setSamlIdpInitiated(harness.db, who, { organizationId: acme.id, allowed })
    expect(await refusalOf(allow(true, rivalOwner))).toEqual({ status: 404, message: organizationRefusals.notFound })
    expect(
      await refusalOf(setSamlIdpInitiated(harness.db, rivalOwner, { organizationId: rival.id, allowed: true })),
    ).toEqual({ status: 404, message: organizationRefusals.samlNotConnected })
    await allow(true)
    expect((await ssoOf(harness.db, acme.id, TEST_BASE_URL)).provider).toMatchObject({ idpInitiated: true })
    const portalEmail = acmeAddress('portal')
    const allowed = await fromPortal({ email: portalEmail, name: 'From The Portal' })
    expect(allowed.acs.status).toBe(302)
    expect(allowed.signedIn?.user.email).toBe(portalEmail)
    expect(await membershipOf(allowed.signedIn!.user.id)).toEqual({ role: 'member' })
    // The same portal answer posted again by someone who captured it: refused, nobody signed in.
    const thief = cookieJar()
    const replayed = await postToAcs({ ...allowed.answer, RelayState: '' }, thief)
    expect(replayed.status).toBeLessThan(500)
    expect(replayed.error).toBeTruthy()
    expect(await sessionOf(thief)).toBeNull()

    await allow(false)
    const refusedAgain = await fromPortal({ email: portalEmail, name: 'From The Portal' })
    expect(refusedAgain.acs.error).toBe('unsolicited_response')
    expect(refusedAgain.signedIn).toBeNull()
    const audited = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, acme.id), inArray(auditLog.action, IDP_INITIATED_ACTIONS)))
      .orderBy(auditLog.createdAt)
    expect(audited.map((row) => row.action)).toEqual(IDP_INITIATED_ACTIONS)
  })

  it.each<[string, string, (forged: string) => AnswerOptions]>([
    ['signed with a key the provider did not publish', 'saml_error', () => ({ signWith: 'other-key' })],
    ['with the address changed after signing', 'saml_error', (forged) => ({ tamperEmail: forged })],
    [
      'with an unsigned assertion wrapped before the signed one',
      'saml_multiple_assertions',
      (forged) => ({ wrapWithEmail: forged }),
    ],
  ])('refuses an answer %s: nobody signed in, no account made', async (_label, error, optionsFor) => {
    const email = acmeAddress('honest')
    // The forged address is at Acme's own verified domain: only the signature stands in its way.
    const forged = acmeAddress('forged')
    const options = optionsFor(forged)
    await expectRefused(await signInThroughSaml({ email, name: 'Mallory' }, options), error, forged)
    expect(await userByEmail(email)).toBeUndefined()
  })

  it('refuses an address at another organisation’s verified domain: no account made, joined or linked', async () => {
    const newcomer = `newcomer-${tag}@${rivalDomain}`
    await expectRefused(await signInThroughSaml({ email: newcomer, name: 'Mallory' }), SSO_ADDRESS_REFUSED, newcomer)

    // better-auth refuses first to link the provider to an existing account it may not vouch for.
    const attempt = await signInThroughSaml({ email: rivalOwner.email, name: 'Mallory' })
    expect(attempt.acs.status).toBeLessThan(500)
    expect(attempt.acs.error).toBe('account_not_linked')
    expect(attempt.signedIn).toBeNull()
    const linked = await harness.db.select().from(account).where(eq(account.userId, rivalOwner.id))
    expect(linked.map((row) => row.providerId)).not.toContain(acmeProviderId())
    expect(await membershipOf(rivalOwner.id)).toBeUndefined()
  })
})
