import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { member, organization, session, user } from '@/server/db/schema'
import { type AuthCaller, type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { withOnlyAdmin } from '@/test/only-admin'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import * as account from './account.server'

describe(`account on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  /** A signed-in person with a name, as the account page sees them. */
  async function signedInPerson(label = 'person', name = 'Ada') {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    await harness.db.update(user).set({ name }).where(eq(user.email, email))
    return { email, browser, caller: callerOf(browser) }
  }

  function callerOf(browser: AuthCaller): account.AccountCaller {
    return { auth: harness.auth, db: harness.db, headers: browser.headersForServer }
  }

  const userByEmail = async (email: string) => (await harness.db.select().from(user).where(eq(user.email, email)))[0]

  describe('change name', () => {
    it('saves a valid name, trimmed', async () => {
      const { email, caller } = await signedInPerson()
      expect(await account.changeName(caller, { name: '  Grace Hopper ' })).toEqual({ name: 'Grace Hopper' })
      expect((await userByEmail(email))?.name).toBe('Grace Hopper')
    })

    it.each([
      ['', 'auth:validation.nameRequired'],
      ['   ', 'auth:validation.nameRequired'],
      ['<script>', 'auth:validation.nameInvalid'],
      ['x'.repeat(121), 'auth:validation.nameInvalid'],
    ])('refuses %j with %s and changes nothing', async (name, message) => {
      const { email, caller } = await signedInPerson()
      await expect(account.changeName(caller, { name })).rejects.toMatchObject({ status: 400, message })
      expect((await userByEmail(email))?.name).toBe('Ada')
    })

    it('refuses an anonymous caller', async () => {
      await expect(account.changeName(callerOf(harness.caller()), { name: 'Nobody' })).rejects.toMatchObject({
        status: 401,
      })
    })
  })

  describe('change e-mail', () => {
    async function requestChange(caller: account.AccountCaller, newEmail: string) {
      const since = harness.sink.received.length
      await account.requestEmailChange(caller, { newEmail }, harness.config.email)
      return harness.sink.waitForEmail(newEmail, { since })
    }

    it('sends a code to the new address, keeps the old one until it is confirmed, then switches', async () => {
      const { email, browser, caller } = await signedInPerson('mover')
      const newEmail = uniqueEmail('moved')
      const since = harness.sink.received.length

      const mail = await requestChange(caller, newEmail.toUpperCase().replace('@EXAMPLE.TEST', '@Example.Test'))
      expect(mail.subject).toMatch(/^Confirm your new Threshold email address: \d{6}$/)
      // Nothing went to the old address, and the old address is still the account's, usable to sign in.
      expect(harness.sink.received.slice(since).some((received) => received.to.includes(email))).toBe(false)
      expect((await userByEmail(email))?.id).toBeDefined()
      expect((await harness.signIn(email)).signedIn.status).toBe(200)

      const beforeConfirming = harness.sink.received.length
      expect(await account.confirmEmailChange(caller, { newEmail, code: extractCode(mail) })).toEqual({
        email: newEmail,
      })
      // The old address, which can no longer sign in, is told where the account went.
      const notice = await harness.sink.waitForEmail(email, { since: beforeConfirming })
      expect(notice.subject).toBe('The e-mail address of your Threshold account was changed')
      expect(notice.text).toContain(`was changed to ${newEmail}.`)
      expect(await userByEmail(email)).toBeUndefined()
      expect(await userByEmail(newEmail)).toMatchObject({ name: 'Ada', emailVerified: true })
      // The same session goes on, now with the new address.
      expect((await browser.request('/get-session')).body).toMatchObject({ user: { email: newEmail } })
    })

    it('writes the code e-mail in the language of the request', async () => {
      const { caller } = await signedInPerson()
      const newEmail = uniqueEmail()
      const mail = await requestChange(
        { ...caller, headers: new Headers({ cookie: `${caller.headers.get('cookie')}; i18next=fr` }) },
        newEmail,
      )
      expect(mail.language).toBe('fr')
      expect(mail.subject).toContain('nouvelle adresse')
    })

    it('refuses a wrong code and changes nothing; the right code still works', async () => {
      const { email, caller } = await signedInPerson()
      const newEmail = uniqueEmail()
      const code = extractCode(await requestChange(caller, newEmail))
      const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))

      await expect(account.confirmEmailChange(caller, { newEmail, code: wrong })).rejects.toMatchObject({
        status: 400,
        message: 'auth:validation.codeInvalid',
      })
      expect((await userByEmail(email))?.email).toBe(email)
      await expect(account.confirmEmailChange(caller, { newEmail, code: '12' })).rejects.toMatchObject({
        status: 400,
        message: 'auth:validation.codeLength|{"length":6}',
      })
      await account.confirmEmailChange(caller, { newEmail, code })
      expect(await userByEmail(newEmail)).toBeDefined()
    })

    it('accepts a code only for the address it was sent to', async () => {
      const { email, caller } = await signedInPerson()
      const code = extractCode(await requestChange(caller, uniqueEmail('asked')))
      await expect(account.confirmEmailChange(caller, { newEmail: uniqueEmail('other'), code })).rejects.toMatchObject({
        status: 400,
      })
      expect(await userByEmail(email)).toBeDefined()
    })

    it('refuses a taken address without telling the caller; only its mailbox learns it is in use', async () => {
      const { email: takenEmail } = await signedInPerson('owner', 'Owner')
      const { email, caller } = await signedInPerson('asker')
      const freeAnswer = await account.requestEmailChange(
        caller,
        { newEmail: uniqueEmail('free') },
        harness.config.email,
      )

      const since = harness.sink.received.length
      const takenAnswer = await account.requestEmailChange(caller, { newEmail: takenEmail }, harness.config.email)
      expect(Object.keys(takenAnswer)).toEqual(Object.keys(freeAnswer))

      const notice = await harness.sink.waitForEmail(takenEmail, { since })
      expect(notice.subject).toBe('This address already has a Threshold account')
      expect(() => extractCode(notice)).toThrow()

      // No code exists for it: whatever one types is refused, and both accounts stay as they were.
      await expect(account.confirmEmailChange(caller, { newEmail: takenEmail, code: '123456' })).rejects.toMatchObject({
        status: 400,
      })
      expect((await userByEmail(takenEmail))?.name).toBe('Owner')
      expect((await userByEmail(email))?.name).toBe('Ada')
    })

    it('refuses an address taken between the request and the confirmation, saying so', async () => {
      const { email, caller } = await signedInPerson()
      const newEmail = uniqueEmail('raced')
      const code = extractCode(await requestChange(caller, newEmail))
      await harness.signIn(newEmail)

      await expect(account.confirmEmailChange(caller, { newEmail, code })).rejects.toMatchObject({
        status: 409,
        message: 'account:changeEmail.taken',
      })
      expect(await userByEmail(email)).toBeDefined()
    })

    it('refuses the current address and a malformed one', async () => {
      const { email, caller } = await signedInPerson()
      await expect(
        account.requestEmailChange(caller, { newEmail: email.toUpperCase() }, harness.config.email),
      ).rejects.toMatchObject({
        status: 400,
        message: 'account:changeEmail.same',
      })
      await expect(
        account.requestEmailChange(caller, { newEmail: 'not-an-address' }, harness.config.email),
      ).rejects.toMatchObject({
        status: 400,
        message: 'auth:validation.emailInvalid',
      })
    })

    it('refuses an anonymous caller', async () => {
      await expect(
        account.requestEmailChange(callerOf(harness.caller()), { newEmail: uniqueEmail() }, harness.config.email),
      ).rejects.toMatchObject({ status: 401 })
    })
  })

  describe('sessions', () => {
    it('lists the caller’s sessions, the current one first and marked, without tokens', async () => {
      const { email, caller } = await signedInPerson()
      await harness.signIn(
        email,
        harness.caller({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }),
      )
      await signedInPerson('stranger')

      const listed = await account.listSessions(caller)
      expect(listed).toHaveLength(2)
      expect(listed.map((entry) => entry.current)).toEqual([true, false])
      expect(listed[1]?.userAgent).toContain('Chrome/140.0')
      expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
        'createdAt',
        'current',
        'id',
        'ipAddress',
        'lastActiveAt',
        'userAgent',
      ])

      const tokens = (await harness.db.select({ token: session.token }).from(session)).map((row) => row.token)
      const serialized = JSON.stringify(listed)
      for (const token of tokens) expect(serialized).not.toContain(token)
    })

    it('leaves out a session that has expired', async () => {
      const { email, caller } = await signedInPerson()
      await harness.signIn(email, harness.caller({ 'user-agent': 'Expired browser' }))
      const [{ id } = { id: '' }] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
      await harness.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(session.userId, id), eq(session.userAgent, 'Expired browser')))

      const listed = await account.listSessions(caller)
      expect(listed.map((entry) => entry.current)).toEqual([true])
      expect(listed.map((entry) => entry.userAgent)).not.toContain('Expired browser')
    })

    it('revokes one of the caller’s sessions, which is signed out at once', async () => {
      const { email, caller } = await signedInPerson()
      const other = (await harness.signIn(email)).browser
      const otherId = (await account.listSessions(caller)).find((entry) => !entry.current)?.id ?? ''

      expect(await account.revokeSession(caller, { id: otherId })).toEqual({ id: otherId })
      expect((await other.request('/get-session')).body).toBeNull()
      expect(await account.listSessions(caller)).toHaveLength(1)
    })

    it('refuses to revoke someone else’s session, and changes nothing', async () => {
      const { caller } = await signedInPerson('attacker')
      const victim = await signedInPerson('victim')
      const [victimSession] = await account.listSessions(victim.caller)

      await expect(account.revokeSession(caller, { id: victimSession?.id ?? '' })).rejects.toMatchObject({
        status: 404,
        message: 'account:sessions.notFound',
      })
      expect((await victim.browser.request('/get-session')).body).toMatchObject({ user: { email: victim.email } })
      expect(
        await harness.db
          .select()
          .from(session)
          .where(eq(session.id, victimSession?.id ?? '')),
      ).toHaveLength(1)
    })

    it('refuses an id that is not a session id', async () => {
      const { caller } = await signedInPerson()
      await expect(account.revokeSession(caller, { id: "' or 1=1 --" })).rejects.toMatchObject({
        status: 400,
        message: 'account:sessions.notFound',
      })
    })

    it('revokes all the other sessions and keeps the current one', async () => {
      const { email, browser, caller } = await signedInPerson()
      const second = (await harness.signIn(email)).browser
      const third = (await harness.signIn(email)).browser
      const stranger = await signedInPerson('bystander')

      await account.revokeOtherSessions(caller)
      expect((await second.request('/get-session')).body).toBeNull()
      expect((await third.request('/get-session')).body).toBeNull()
      expect((await browser.request('/get-session')).body).toMatchObject({ user: { email } })
      expect((await stranger.browser.request('/get-session')).body).toMatchObject({ user: { email: stranger.email } })
      expect(await account.listSessions(caller)).toEqual([expect.objectContaining({ current: true })])
    })
  })

  describe('delete account', () => {
    it('deletes the account and all its sessions, and no one else’s', async () => {
      const { email, browser, caller } = await signedInPerson('leaver')
      const second = (await harness.signIn(email)).browser
      const stranger = await signedInPerson('stayer')
      const { id } = (await userByEmail(email)) ?? { id: '' }

      expect(await account.deleteAccount(caller)).toEqual({ deleted: true })
      expect(await userByEmail(email)).toBeUndefined()
      expect(await harness.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0)
      expect((await browser.request('/get-session')).body).toBeNull()
      expect((await second.request('/get-session')).body).toBeNull()
      expect(await userByEmail(stranger.email)).toBeDefined()
    })

    /** An organisation with its members, by e-mail and role. */
    async function organizationOf(members: Array<[email: string, role: string]>) {
      const id = crypto.randomUUID()
      await harness.db.insert(organization).values({ id, name: `Org ${id.slice(0, 8)}`, slug: `org-${id}` })
      for (const [email, role] of members) {
        const { id: userId } = (await userByEmail(email))!
        await harness.db.insert(member).values({ id: crypto.randomUUID(), organizationId: id, userId, role })
      }
      return id
    }
    const organizationExists = async (id: string) =>
      (await harness.db.select().from(organization).where(eq(organization.id, id))).length === 1

    it('refuses while the person is the only owner of an organisation others belong to, and changes nothing', async () => {
      const owner = await signedInPerson('sole-owner')
      const colleague = await signedInPerson('colleague')
      const shared = await organizationOf([
        [owner.email, 'owner'],
        [colleague.email, 'admin'],
      ])

      await expect(account.deleteAccount(owner.caller)).rejects.toMatchObject({
        status: 409,
        message: 'account:deleteAccount.soleOwner',
      })
      expect(await userByEmail(owner.email)).toBeDefined()
      expect(await organizationExists(shared)).toBe(true)
      expect(await harness.db.select().from(member).where(eq(member.organizationId, shared))).toHaveLength(2)
    })

    it('deletes the account when another member also owns the organisation, which keeps that owner', async () => {
      const owner = await signedInPerson('co-owner')
      const other = await signedInPerson('other-owner')
      const shared = await organizationOf([
        [owner.email, 'owner'],
        [other.email, 'member,owner'],
      ])

      expect(await account.deleteAccount(owner.caller)).toEqual({ deleted: true })
      expect(await organizationExists(shared)).toBe(true)
      expect(
        (await harness.db.select().from(member).where(eq(member.organizationId, shared))).map((row) => row.role),
      ).toEqual(['member,owner'])
    })

    it('deletes an organisation the person was the only member of with the account, and no other', async () => {
      const person = await signedInPerson('alone')
      const stranger = await signedInPerson('stranger')
      const theirs = await organizationOf([[person.email, 'owner']])
      const notTheirs = await organizationOf([[stranger.email, 'owner']])

      expect(await account.deleteAccount(person.caller)).toEqual({ deleted: true })
      expect(await organizationExists(theirs)).toBe(false)
      expect(await organizationExists(notTheirs)).toBe(true)
    })

    it('refuses the only admin, who would leave nobody to administer the product, until there is another', async () => {
      const onlyAdmin = await signedInPerson('only-admin')
      const { id } = (await userByEmail(onlyAdmin.email))!
      await harness.db.update(user).set({ role: 'admin' }).where(eq(user.id, id))
      await withOnlyAdmin(harness.db, id, async () => {
        await expect(account.deleteAccount(onlyAdmin.caller)).rejects.toMatchObject({
          status: 403,
          message: 'account:deleteAccount.lastAdmin',
        })
        expect(await userByEmail(onlyAdmin.email)).toMatchObject({ role: 'admin' })

        const other = await signedInPerson('other-admin')
        await harness.db.update(user).set({ role: 'admin' }).where(eq(user.email, other.email))
        expect(await account.deleteAccount(onlyAdmin.caller)).toEqual({ deleted: true })
        expect(await userByEmail(onlyAdmin.email)).toBeUndefined()
      })
    })
  })
})

describe(`account e-mail change rate limits on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    // better-auth limits rates in production only.
    harness = await startAuthHarness({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'integration-secret-0123456789-0123456789',
    })
  })
  afterAll(() => harness.close())

  it('limits the code requests per client IP, like the sign-in codes', async () => {
    const { browser } = await harness.signIn(uniqueEmail())
    const from = (clientIp: string): account.AccountCaller => ({
      auth: harness.auth,
      db: harness.db,
      headers: browser.headersForServer,
      clientIp,
    })

    for (let request = 0; request < 5; request++) {
      await account.requestEmailChange(from('203.0.113.7'), { newEmail: uniqueEmail() }, harness.config.email)
    }
    await expect(
      account.requestEmailChange(from('203.0.113.7'), { newEmail: uniqueEmail() }, harness.config.email),
    ).rejects.toMatchObject({
      status: 429,
      // The wait, in seconds, until the window of the per-IP limit (60 s) ends.
      message: expect.stringMatching(/^errors:rateLimited\.seconds\|\{"count":([1-9]|[1-5]\d|60)\}$/),
    })
    await account.requestEmailChange(from('203.0.113.8'), { newEmail: uniqueEmail() }, harness.config.email)
  })
})
