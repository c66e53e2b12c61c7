import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OidcProvider, type ProviderUser } from '~/e2e/fixtures/oidc-provider'
import { checkSsoAtSignIn, providerForAddress } from '@/server/auth/organization-sso'
import { listSecurityActivity } from '@/server/security-activity'
import { account, auditLog, member, signInEvent, ssoProvider, user } from '@/server/db/schema'
import { SSO_ADDRESS_REFUSED, SSO_REQUIRED } from '@/lib/auth/sso-refusal'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver } from '@/test/test-database'
import { type Person, organisationPeople, refusalOf } from '@/test/organisation-people'
import { loginErrorKind } from '@/features/auth/page-login-error'
import { type SignInForms, startSsoSignIn, submitLoginForm } from '@/features/auth/sign-in-forms.server'
import { removeDomain } from './organization-domains.server'
import { connectOidcProvider, removeSsoProvider, ssoOf } from './organization-sso.server'
import type { TrustedOriginCheck } from '@/server/http/outbound'
import { organizationRefusals } from './refusals'
import { testSsoConnection } from './sso-connection-test.server'
import { setSsoAdminGroup, setSsoPolicy } from './sso-settings.server'
import { ssoProviderIdOf } from './sso'

/**
 * An organisation's own OpenID Connect provider, end to end over HTTP without a browser: connected by an owner (its
 * discovery document read), an address at the organisation's verified domain sent to it from the e-mail form, the
 * provider's answer (oauth2-mock-server: signed ID tokens, PKCE) creating or joining the account and the membership.
 * A provider's word counts only for its own organisation's verified domains.
 */
describe(`organisation single sign-on on ${testDatabaseDriver}`, () => {
  let provider: OidcProvider
  let harness: AuthHarness
  let forms: SignInForms
  let isTrustedOrigin: TrustedOriginCheck
  const tag = crypto.randomUUID().slice(0, 8)
  const acmeDomain = `acme-${tag}.example.org`
  const rivalDomain = `rival-${tag}.example.org`
  let owner: Person
  let rivalOwner: Person
  let acme: { id: string }
  let rival: { id: string }

  const { person, organisationOf, verifiedDomain } = organisationPeople(() => harness, tag)

  /** `who` connects a provider at `issuer` to Acme; its owner and the test provider by default. */
  const connectAcme = (who: Person = owner, issuer = provider.issuer) =>
    connectOidcProvider(
      harness.db,
      who,
      { organizationId: acme.id, issuer, clientId: 'acme-client', clientSecret: 'acme-secret' },
      { isTrustedOrigin },
    )

  /**
   * A new browser signing in from the e-mail form: the form's answer, the /login/sso page's link, the provider (the
   * person is signed in there already) and the callback. Returns each step's answer and the browser's cookies.
   */
  async function signInThroughOrganisation(email: string, person: ProviderUser) {
    provider.signInAs(person)
    const jar = new Map<string, string>()
    const keep = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        if (!pair.slice(at + 1) || /max-age=0/i.test(cookie)) jar.delete(pair.slice(0, at))
        else jar.set(pair.slice(0, at), pair.slice(at + 1))
      }
      return response
    }
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const posted = await submitLoginForm(
      new Request(`${TEST_BASE_URL}/login`, {
        method: 'POST',
        headers: { origin: TEST_BASE_URL },
        body: new URLSearchParams({ email, redirect: '/app/repositories' }),
      }),
      forms,
    )
    const ssoPage = posted.headers.get('location') ?? ''
    const started = keep(
      await startSsoSignIn(new Request(`${TEST_BASE_URL}${ssoPage.replace('/login/sso', '/login/sso/start')}`), forms),
    )
    const atProvider = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' })
    const back = atProvider.headers.get('location') ?? ''
    const done = keep(
      await harness.auth.handler(new Request(back, { headers: { cookie: cookie(), origin: TEST_BASE_URL } })),
    )
    const session = await harness.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/get-session`, { headers: { cookie: cookie() } }),
    )
    const signedIn = (await session.json()) as { user: { id: string; email: string; name: string } } | null
    return { ssoPage, started, back, location: done.headers.get('location') ?? '', signedIn }
  }

  const userByEmail = async (email: string) => (await harness.db.select().from(user).where(eq(user.email, email)))[0]
  const membershipOf = async (userId: string, organizationId: string) =>
    (
      await harness.db
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    )[0]

  beforeAll(async () => {
    provider = await OidcProvider.start()
    harness = await startAuthHarness({ SSO_TRUSTED_ORIGINS: new URL(provider.issuer).origin })
    const context = await harness.auth.$context
    isTrustedOrigin = (url) => context.isTrustedOrigin(url)
    forms = {
      authHandler: (request) => harness.auth.handler(request),
      baseUrl: TEST_BASE_URL,
      ssoProviderFor: (email) => providerForAddress(harness.db, email),
    }
    ;[owner, rivalOwner] = await Promise.all([
      person(`owner-${tag}@${acmeDomain}`),
      person(`owner-${tag}@${rivalDomain}`),
    ])
    acme = await organisationOf(owner, 'acme')
    rival = await organisationOf(rivalOwner, 'rival')
    await verifiedDomain(rival.id, rivalDomain, rivalOwner)
  })
  afterAll(async () => {
    await harness?.close()
    await provider?.stop()
  })

  it('refuses a provider before a domain is verified, to anyone but an owner, and at an issuer without discovery', async () => {
    expect(await refusalOf(connectAcme())).toEqual({
      status: 400,
      message: organizationRefusals.ssoNeedsVerifiedDomain,
    })
    await verifiedDomain(acme.id, acmeDomain, owner)

    expect(await refusalOf(connectAcme(rivalOwner))).toEqual({ status: 404, message: organizationRefusals.notFound })

    // A loopback address the settings do not name: the server does not call it.
    const unlisted = 'http://127.0.0.1:9'
    expect(await refusalOf(connectAcme(owner, unlisted))).toEqual({
      status: 400,
      message: `${organizationRefusals.ssoPrivateAddress}|${JSON.stringify({ issuer: unlisted })}`,
    })
    // A public name that resolves to a private address: not called either.
    const rebound = 'https://sso.acme-rebound.example'
    const connectRebound = connectOidcProvider(
      harness.db,
      owner,
      { organizationId: acme.id, issuer: rebound, clientId: 'acme-client', clientSecret: 'acme-secret' },
      { isTrustedOrigin, resolve: async () => ['93.184.215.14', '10.0.0.7'] },
    )
    expect(await refusalOf(connectRebound)).toEqual({
      status: 400,
      message: `${organizationRefusals.ssoPrivateAddress}|${JSON.stringify({ issuer: rebound })}`,
    })
    // A provider on the public internet is called although the settings do not name it (this one does not exist).
    const publicIssuer = 'https://sso.acme.invalid'
    expect(await refusalOf(connectAcme(owner, publicIssuer))).toEqual({
      status: 400,
      message: `${organizationRefusals.ssoDiscoveryFailed}|${JSON.stringify({ issuer: publicIssuer })}`,
    })
    // Allowed, but no discovery document there.
    const noDiscovery = `${provider.issuer}/nothing-here`
    expect(await refusalOf(connectAcme(owner, noDiscovery))).toMatchObject({
      status: 400,
      message: expect.stringContaining(organizationRefusals.ssoDiscoveryFailed),
    })
    expect(await harness.db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, acme.id))).toEqual([])
  })

  it('connects the provider by its discovery document, shows it without its secret, and audits it', async () => {
    await connectAcme()
    const shown = await ssoOf(harness.db, acme.id, TEST_BASE_URL)
    expect(shown).toEqual({
      redirectUri: `${TEST_BASE_URL}/api/auth/sso/callback/${ssoProviderIdOf(acme.id)}`,
      saml: {
        entityId: `${TEST_BASE_URL}/api/auth/sso/saml2/sp/metadata?providerId=${ssoProviderIdOf(acme.id)}`,
        metadataUrl: `${TEST_BASE_URL}/api/auth/sso/saml2/sp/metadata?providerId=${ssoProviderIdOf(acme.id)}`,
        acsUrl: `${TEST_BASE_URL}/api/auth/sso/saml2/sp/acs/${ssoProviderIdOf(acme.id)}`,
      },
      provider: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: 'acme-client',
        required: false,
        adminGroup: '',
        connectedAt: expect.any(String),
      },
    })
    expect(JSON.stringify(shown)).not.toContain('acme-secret')
    const [stored] = await harness.db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, acme.id))
    expect(stored).toMatchObject({ domain: acmeDomain, domainVerified: true })
    expect(JSON.parse(stored!.oidcConfig!)).toMatchObject({
      tokenEndpoint: `${provider.issuer}/token`,
      jwksEndpoint: `${provider.issuer}/jwks`,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    })
    expect(await refusalOf(connectAcme())).toEqual({ status: 409, message: organizationRefusals.ssoAlreadyConnected })
    const audited = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.connect-sso'), eq(auditLog.targetId, acme.id)))
    expect(audited.map((row) => row.details)).toEqual([{ name: 'acme', issuer: provider.issuer }])
    // On the owner's own security activity too (a stolen owner account connecting a provider shows there), and on
    // nobody else's.
    const { items } = await listSecurityActivity(harness.db, owner.id, {}, 'owner')
    expect(items.find((item) => item.action === 'organization.connect-sso')).toMatchObject({
      kind: 'change',
      organization: 'acme',
      subject: provider.issuer,
      byAdmin: false,
    })
    const elsewhere = await listSecurityActivity(harness.db, rivalOwner.id, {}, 'owner')
    expect(elsewhere.items.map((item) => item.action)).not.toContain('organization.connect-sso')
  })

  it('tests the connection: discovery, signing keys, and whether the provider accepts the client', async () => {
    const test = (who: Person = owner, asAdmin = false) =>
      testSsoConnection(harness.db, who.id, acme.id, { isTrustedOrigin, asAdmin, baseUrl: TEST_BASE_URL })
    provider.registerClient('acme-client', 'acme-secret')
    expect((await test()).checks).toEqual([
      { name: 'discovery', outcome: 'passed', values: { issuer: provider.issuer } },
      { name: 'signingKeys', outcome: 'passed', values: { count: 1 } },
      { name: 'clientCredentials', outcome: 'passed', values: {} },
    ])
    // The secret was changed at the provider: the product's copy is refused there.
    provider.registerClient('acme-client', 'rotated-secret')
    expect((await test()).checks[2]).toEqual({
      name: 'clientCredentials',
      outcome: 'failed',
      values: { answer: '401 invalid_client' },
    })
    provider.registerClient('acme-client', 'acme-secret')
    expect(await refusalOf(test(rivalOwner))).toEqual({ status: 404, message: organizationRefusals.notFound })
    expect((await test(rivalOwner, true)).checks.map((check) => check.outcome)).toEqual(['passed', 'passed', 'passed'])
  })

  it('makes the people of the admin group an owner named admins, at each of their sign-ins', async () => {
    const setGroup = (group: string, who: Person = owner) =>
      setSsoAdminGroup(harness.db, who, { organizationId: acme.id, group })
    expect(await refusalOf(setGroup('acme-admins', rivalOwner))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    await setGroup('acme-admins')
    expect((await ssoOf(harness.db, acme.id, TEST_BASE_URL)).provider).toMatchObject({ adminGroup: 'acme-admins' })

    const email = `lead-${tag}@${acmeDomain}`
    const lead = { sub: `sub-${email}`, email, name: 'Team Lead' }
    const first = await signInThroughOrganisation(email, { ...lead, groups: ['staff', 'acme-admins'] })
    const leadId = first.signedIn!.user.id
    expect(await membershipOf(leadId, acme.id)).toEqual({ role: 'admin' })
    // Out of the group at the provider: a member at the next sign-in.
    await signInThroughOrganisation(email, { ...lead, groups: ['staff'] })
    expect(await membershipOf(leadId, acme.id)).toEqual({ role: 'member' })
    // A provider that sends no groups changes no role.
    await signInThroughOrganisation(email, { ...lead, groups: ['acme-admins'] })
    await signInThroughOrganisation(email, lead)
    expect(await membershipOf(leadId, acme.id)).toEqual({ role: 'admin' })
    // An owner stays an owner, whatever the groups.
    await signInThroughOrganisation(owner.email, { sub: `sub-${owner.email}`, email: owner.email, groups: [] })
    expect(await membershipOf(owner.id, acme.id)).toEqual({ role: 'owner' })
    const audited = await harness.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.provider-role'), eq(auditLog.targetId, leadId)))
      .orderBy(asc(auditLog.createdAt))
    expect(audited.map((row) => [row.actorId, (row.details as { role: string }).role])).toEqual([
      [null, 'admin'],
      [null, 'member'],
      [null, 'admin'],
    ])

    // Cleared: roles are the product's again.
    await setGroup('')
    await signInThroughOrganisation(email, { ...lead, groups: [] })
    expect(await membershipOf(leadId, acme.id)).toEqual({ role: 'admin' })
  })

  it('sends an address at the verified domain to the provider, and a code when asked or elsewhere', async () => {
    const post = (fields: Record<string, string>) =>
      submitLoginForm(
        new Request(`${TEST_BASE_URL}/login`, {
          method: 'POST',
          headers: { origin: TEST_BASE_URL },
          body: new URLSearchParams(fields),
        }),
        forms,
      )
    const email = `someone-${tag}@${acmeDomain}`
    expect((await post({ email })).headers.get('location')).toBe(`/login/sso?email=${encodeURIComponent(email)}`)
    expect((await post({ email, method: 'code' })).headers.get('location')).toMatch(/^\/login\/verify\?/)
    // The rival organisation verified its domain but connected no provider: codes, as before.
    expect((await post({ email: `someone-${tag}@${rivalDomain}` })).headers.get('location')).toMatch(/^\/login\/verify/)
  })

  it('creates the account and the membership at the first sign-in, keeping the way back', async () => {
    const email = `new-${tag}@${acmeDomain}`
    const { started, back, location, signedIn } = await signInThroughOrganisation(email, {
      sub: `sub-new-${tag}`,
      email,
      name: 'Grace Hopper',
    })
    const authorize = new URL(started.headers.get('location') ?? '')
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('login_hint')).toBe(email)
    expect(new URL(back).pathname).toBe(`/api/auth/sso/callback/${ssoProviderIdOf(acme.id)}`)
    expect(location).toBe('/login?redirect=%2Fapp%2Frepositories')
    const created = await userByEmail(email)
    expect(created).toMatchObject({ name: 'Grace Hopper' })
    expect(signedIn?.user.id).toBe(created!.id)
    expect(await membershipOf(created!.id, acme.id)).toEqual({ role: 'member' })
    const events = await harness.db.select().from(signInEvent).where(eq(signInEvent.userId, created!.id))
    expect(events.map((event) => event.method)).toEqual(['sso'])
  })

  it('joins an existing account of the same address, which becomes a member', async () => {
    const email = `existing-${tag}@${acmeDomain}`
    const existing = await person(email)
    const { location, signedIn } = await signInThroughOrganisation(email, { sub: `sub-existing-${tag}`, email })
    expect(location).toBe('/login?redirect=%2Fapp%2Frepositories')
    expect(signedIn?.user.id).toBe(existing.id)
    expect(await membershipOf(existing.id, acme.id)).toEqual({ role: 'member' })
    // Later sign-ins take the name the organisation's directory gives now.
    await signInThroughOrganisation(email, { sub: `sub-existing-${tag}`, email, name: 'Renamed In The Directory' })
    expect((await userByEmail(email))?.name).toBe('Renamed In The Directory')
  })

  // An existing account elsewhere is refused by better-auth first: it links a provider's account to an existing one
  // only for an address the provider may vouch for (its verified domains), and the provider's own claim is not taken.
  it.each([
    [
      'another organisation’s verified domain',
      () => `victim-${tag}@${rivalDomain}`,
      'account not linked',
      'unknown_error',
    ],
    [
      'a domain nobody verified',
      () => `someone-${tag}@unverified-${tag}.example.org`,
      SSO_ADDRESS_REFUSED,
      'sso_address_refused',
    ],
    ['a public mail domain', () => `someone-${tag}@gmail.com`, SSO_ADDRESS_REFUSED, 'sso_address_refused'],
  ])(
    'refuses an address at %s: nobody signed in, no account made or joined',
    async (_label, addressOf, refusal, shown) => {
      const asserted = addressOf()
      const victim = asserted.endsWith(rivalDomain) ? await person(asserted) : undefined
      const email = `door-${tag}-${crypto.randomUUID().slice(0, 4)}@${acmeDomain}`
      const { location, signedIn } = await signInThroughOrganisation(email, {
        sub: `sub-${crypto.randomUUID()}`,
        email: asserted,
        name: 'Mallory',
      })
      const error = new URL(location, TEST_BASE_URL).searchParams.get('error') ?? ''
      expect(error).toBe(refusal)
      expect(loginErrorKind(error)).toBe(shown)
      expect(signedIn).toBeNull()
      // Nobody was made for the address, and whoever holds it got no link to this provider and no membership.
      const holder = await userByEmail(asserted)
      expect(holder?.id).toBe(victim?.id)
      const linked = holder ? await harness.db.select().from(account).where(eq(account.userId, holder.id)) : []
      expect(linked.map((row) => row.providerId)).not.toContain(ssoProviderIdOf(acme.id))
      expect(holder ? await membershipOf(holder.id, acme.id) : undefined).toBeUndefined()
    },
  )

  it('refuses a replayed or forged answer, and an answer for a provider that does not exist, never with a 5xx', async () => {
    const email = `replay-${tag}@${acmeDomain}`
    const first = await signInThroughOrganisation(email, { sub: `sub-replay-${tag}`, email })
    expect(first.signedIn?.user.email).toBe(email)
    const answer = new URL(first.back)
    const forged = new URL(answer)
    forged.searchParams.set('state', 'forged-state')
    const unknown = new URL(answer)
    unknown.pathname = '/api/auth/sso/callback/org-nobody'
    for (const url of [answer, forged, unknown]) {
      // The same answer again (the code and state were used), a state nobody issued, a provider nobody connected.
      const response = await harness.auth.handler(new Request(url, { headers: { origin: TEST_BASE_URL } }))
      expect(response.status, url.pathname).toBe(302)
      expect(new URL(response.headers.get('location') ?? '', TEST_BASE_URL).searchParams.get('error')).toBeTruthy()
      expect(response.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))).toBe(false)
    }
  })

  it('sends a link with a malformed address, or one without a provider, back to the e-mail form', async () => {
    const start = (search: string) =>
      startSsoSignIn(new Request(`${TEST_BASE_URL}/login/sso/start?${search}`), forms).then((response) => ({
        status: response.status,
        location: response.headers.get('location'),
      }))
    provider.authorizeRequests.length = 0
    expect(await start('email=not-an-address')).toEqual({ status: 303, location: '/login?email=not-an-address' })
    expect(await start(`email=someone%40${rivalDomain}&redirect=%2Fapp`)).toEqual({
      status: 303,
      location: `/login?redirect=%2Fapp&email=someone%40${rivalDomain}`,
    })
    expect(await start('')).toEqual({ status: 303, location: '/login' })
    expect(provider.authorizeRequests).toEqual([])
  })

  it('follows the verified domains: a removed domain no longer goes to the provider', async () => {
    const extra = `eu.${acmeDomain}`
    const domainId = await verifiedDomain(acme.id, `extra-${tag}.example.org`, owner)
    const stored = async () =>
      (await harness.db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, acme.id)))[0]?.domain
    expect((await stored())?.split(',').sort()).toEqual([acmeDomain, `extra-${tag}.example.org`].sort())
    // A subdomain of a verified domain is the same organisation's.
    expect((await providerForAddress(harness.db, `someone@${extra}`))?.organizationId).toBe(acme.id)
    // Someone at that domain signs in through the provider while it is verified...
    const extraEmail = `someone-${tag}@extra-${tag}.example.org`
    const person = { sub: `sub-extra-${tag}`, email: extraEmail }
    expect((await signInThroughOrganisation(extraEmail, person)).signedIn?.user.email).toBe(extraEmail)
    await removeDomain(harness.db, owner, { organizationId: acme.id, domainId })
    expect(await stored()).toBe(acmeDomain)
    expect(await providerForAddress(harness.db, extraEmail)).toBeUndefined()
    // ...and no longer once it is removed, although their account is linked to the provider.
    const again = await signInThroughOrganisation(`door-${tag}@${acmeDomain}`, person)
    expect(new URL(again.location, TEST_BASE_URL).searchParams.get('error')).toBe(SSO_ADDRESS_REFUSED)
    expect(again.signedIn).toBeNull()
  })

  it('once required by an owner, refuses codes, passkeys and passwords at the domain, a product admin’s aside', async () => {
    const member = await person(`member-${tag}@${acmeDomain}`)
    const productAdminAtAcme = await person(`it-${tag}@${acmeDomain}`)
    await harness.db.update(user).set({ role: 'admin' }).where(eq(user.id, productAdminAtAcme.id))
    expect(await refusalOf(setSsoPolicy(harness.db, rivalOwner, { organizationId: acme.id, required: true }))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    // A code asked for before the policy changed, checked after it.
    const browser = harness.caller()
    const since = harness.sink.received.length
    await browser.request('/email-otp/send-verification-otp', { email: member.email, type: 'sign-in' })
    const pending = extractCode(await harness.sink.waitForEmail(member.email, { since }))

    await setSsoPolicy(harness.db, owner, { organizationId: acme.id, required: true })
    expect((await ssoOf(harness.db, acme.id, TEST_BASE_URL)).provider?.required).toBe(true)

    const sent = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: member.email, type: 'sign-in' })
    expect([sent.status, sent.body?.code]).toEqual([403, SSO_REQUIRED])
    const checked = await browser.request('/sign-in/email-otp', { email: member.email, otp: pending })
    expect([checked.status, checked.body?.code]).toEqual([403, SSO_REQUIRED])
    // The e-mail form sends the address to the provider even when a code is asked for.
    const posted = await submitLoginForm(
      new Request(`${TEST_BASE_URL}/login`, {
        method: 'POST',
        headers: { origin: TEST_BASE_URL },
        body: new URLSearchParams({ email: member.email, method: 'code' }),
      }),
      forms,
    )
    expect(posted.headers.get('location')).toBe(`/login/sso?email=${encodeURIComponent(member.email)}`)
    // A passkey or a password: refused for a member, allowed for a product admin (the way in if the provider fails).
    const passkeySignIn = { path: '/passkey/verify-authentication' }
    expect(
      await checkSsoAtSignIn(harness.db, { userId: member.id }, passkeySignIn).catch((error) => error.body?.code),
    ).toBe(SSO_REQUIRED)
    await expect(
      checkSsoAtSignIn(harness.db, { userId: productAdminAtAcme.id }, passkeySignIn),
    ).resolves.toBeUndefined()
    // The provider itself still signs people in.
    const through = await signInThroughOrganisation(member.email, { sub: `sub-member-${tag}`, email: member.email })
    expect(through.signedIn?.user.id).toBe(member.id)

    await setSsoPolicy(harness.db, owner, { organizationId: acme.id, required: false })
    const again = await harness.caller().request('/email-otp/send-verification-otp', {
      email: member.email,
      type: 'sign-in',
    })
    expect(again.status).toBe(200)
    const audited = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, acme.id))
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['organization.require-sso', 'organization.offer-sso']),
    )
  })

  it('lets only an owner remove the provider, which unlinks its accounts, and audits it', async () => {
    expect(await refusalOf(removeSsoProvider(harness.db, rivalOwner, { organizationId: acme.id }))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    await removeSsoProvider(harness.db, owner, { organizationId: acme.id })
    expect(
      await harness.db
        .select()
        .from(account)
        .where(eq(account.providerId, ssoProviderIdOf(acme.id))),
    ).toEqual([])
    expect(await providerForAddress(harness.db, `someone@${acmeDomain}`)).toBeUndefined()
    expect((await ssoOf(harness.db, acme.id, TEST_BASE_URL)).provider).toBeNull()
    expect(await refusalOf(removeSsoProvider(harness.db, owner, { organizationId: acme.id }))).toEqual({
      status: 404,
      message: organizationRefusals.ssoNotConnected,
    })
    const audited = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.remove-sso'), eq(auditLog.targetId, acme.id)))
    expect(audited).toHaveLength(1)
  })
})
