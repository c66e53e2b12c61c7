import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { session, user } from '@/server/db/schema'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { lookupSession } from './session'

describe(`the session of a request (getCurrentSession) on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())
  afterEach(() => vi.restoreAllMocks())

  async function signedIn(label: string) {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const [account] = await harness.db.select().from(user).where(eq(user.email, email))
    return { email, browser, id: account!.id, headers: browser.headersForServer }
  }

  const lookup = (headers: Headers) => lookupSession(harness.auth, harness.db, headers)

  it('answers what better-auth answers, with one query of its own and without calling it', async () => {
    const { email, id, headers } = await signedIn('same')
    const expected = await harness.auth.api.getSession({ headers })
    const getSession = vi.spyOn(harness.auth.api, 'getSession')

    const found = await lookup(headers)
    expect(found).toEqual({
      user: { id, name: expected!.user.name, email, image: null, role: 'user', banned: false, banExpires: null },
      session: {
        id: expected!.session.id,
        impersonatedBy: null,
        activeOrganizationId: null,
        expiresAt: expected!.session.expiresAt,
        createdAt: expected!.session.createdAt,
      },
    })
    expect(getSession).not.toHaveBeenCalled()
  })

  it('is null without a session cookie, or with a forged one', async () => {
    const getSession = vi.spyOn(harness.auth.api, 'getSession')
    expect(await lookup(new Headers())).toBeNull()
    expect(await lookup(new Headers({ cookie: 'i18next=en' }))).toBeNull()

    const { headers } = await signedIn('forged')
    expect(await lookup(headers)).not.toBeNull() // the genuine cookie, checked first
    const cookie = headers.get('cookie')!
    // Another token under the same signature, and a signature that is not the right one.
    const forgedToken = cookie.replace(/session_token=([^.;]+)/, 'session_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    const forgedSignature = cookie.replace(
      /session_token=([^.;]+)\.[^;]+/,
      `session_token=$1.${encodeURIComponent('A'.repeat(43) + '=')}`,
    )
    expect(forgedToken).not.toBe(cookie)
    expect(forgedSignature).not.toBe(cookie)
    expect(await lookup(new Headers({ cookie: forgedToken }))).toBeNull()
    expect(await lookup(new Headers({ cookie: forgedSignature }))).toBeNull()
    expect(getSession).not.toHaveBeenCalled()
  })

  it('checks the signature once per cookie and secret: a cookie accepted before is refused under another secret', async () => {
    const { headers } = await signedIn('other-secret')
    expect(await lookup(headers)).not.toBeNull()
    expect(await lookup(headers)).not.toBeNull()

    const other = harness.startInstance({ secret: 'another-secret-of-at-least-32-characters-0123' })
    expect(await lookupSession(other.auth, harness.db, headers)).toBeNull()
    expect(await lookup(headers)).not.toBeNull()
  })

  it('stops at the next request once the session is revoked', async () => {
    const { id, headers } = await signedIn('revoked')
    expect(await lookup(headers)).not.toBeNull()
    await harness.db.delete(session).where(eq(session.userId, id))
    expect(await lookup(headers)).toBeNull()
  })

  it('refuses a user whose ban is in force, even while a session of theirs remains', async () => {
    const { id, headers } = await signedIn('banned')
    await harness.db.update(user).set({ banned: true, banExpires: null }).where(eq(user.id, id))
    expect(await lookup(headers)).toBeNull()
    // A ban that has run out no longer holds.
    await harness.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(user.id, id))
    expect(await lookup(headers)).not.toBeNull()
  })

  it('lets better-auth refresh a session that is due for it, and end an expired one', async () => {
    const { id, headers } = await signedIn('refresh')
    const { expiresIn, updateAge } = (await harness.auth.$context).sessionConfig
    // Created more than updateAge ago: better-auth extends it when read.
    const due = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000)
    await harness.db.update(session).set({ expiresAt: due }).where(eq(session.userId, id))
    const getSession = vi.spyOn(harness.auth.api, 'getSession')
    const refreshed = await lookup(headers)
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(refreshed?.user.id).toBe(id)
    const [row] = await harness.db.select().from(session).where(eq(session.userId, id))
    expect(row!.expiresAt.getTime()).toBeGreaterThan(due.getTime())

    await harness.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id))
    expect(await lookup(headers)).toBeNull()
    expect(getSession).toHaveBeenCalledTimes(2)
  })
})
