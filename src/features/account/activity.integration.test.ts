import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { appConfig } from '~/app.config'
import { ACTIVITY_PAGE_SIZE, type ActivityItem } from '@/lib/activity/security-activity'
import { hasPermission } from '@/server/auth/access-control'
import { auditLog, signInEvent, user, verification } from '@/server/db/schema'
import { listSecurityActivity } from '@/server/security-activity'
import { type AuthCaller, type AuthHarness, CLIENT_IP_HEADER, startAuthHarness } from '@/test/auth-harness'
import { registerPasskey } from '@/test/passkey-ceremonies'
import { SoftwareAuthenticator } from '@/test/software-authenticator'
import { securityNotifier } from '@/server/email/security-notices'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { TEST_BASE_URL } from '@/test/auth-harness'
import * as userApi from '../user/api'
import { banUser } from '../user/user-bans.server'
import { setUserRole } from '../user/user-roles.server'
import { revokeUserSession } from '../user/user-sessions.server'
import * as account from './account.server'
import * as api from './api'
import * as passkeys from './passkey.server'
import { listActivitySchema } from './schema'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'

describe(`security activity on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  const phone = () => harness.caller({ 'user-agent': ANDROID_CHROME, [CLIENT_IP_HEADER]: '203.0.113.7' })
  const laptop = () => harness.caller({ 'user-agent': MAC_FIREFOX, [CLIENT_IP_HEADER]: '2001:db8:1:2::5' })

  async function signedIn(email: string, browser: AuthCaller) {
    await harness.signIn(email, browser)
    const found = await harness.auth.api.getSession({ headers: browser.headersForServer })
    if (!found) throw new Error('Not signed in')
    return found
  }

  async function person(label: string, browser = phone()) {
    const email = uniqueEmail(label)
    const { user: signedInUser, session } = await signedIn(email, browser)
    const caller: account.AccountCaller = {
      auth: harness.auth,
      db: harness.db,
      headers: new Headers([...browser.headersForServer, ['user-agent', MAC_FIREFOX]]),
      clientIp: '198.51.100.23',
    }
    return { email, id: signedInUser.id, sessionId: session.id, browser, caller }
  }

  const own = async (userId: string, cursor?: string) => listSecurityActivity(harness.db, userId, { cursor }, 'owner')

  async function requestCode(email: string, browser: AuthCaller) {
    const since = harness.sink.received.length
    expect((await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200)
    return extractCode(await harness.sink.waitForEmail(email, { since }))
  }

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('lists a sign-in by code with its method, browser and network', async () => {
    const ada = await person('ada')
    const { items, nextCursor } = await own(ada.id)
    expect(nextCursor).toBeNull()
    expect(items).toEqual([
      {
        id: expect.any(String),
        kind: 'sign-in',
        action: null,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        method: 'email-code',
        browser: 'Chrome',
        os: 'Android',
        network: '203.0.113.x',
        byAdmin: false,
        admin: null,
        role: null,
        organization: null,
        subject: null,
      },
    ])
    expect(Math.abs(Date.parse(items[0]!.at) - Date.now())).toBeLessThan(60_000)
  })

  describe('refused codes', () => {
    it('records a wrong code, an expired one and the refusal after too many tries, each on the account', async () => {
      const ada = await person('refused')
      const browser = laptop()

      let code = await requestCode(ada.email, browser)
      const refused = await browser.request('/sign-in/email-otp', { email: ada.email, otp: wrong(code) })
      expect(refused.body?.code).toBe('INVALID_OTP')

      await harness.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verification.identifier, `sign-in-otp-${ada.email}`))
      const expired = await browser.request('/sign-in/email-otp', { email: ada.email, otp: code })
      expect(expired.body?.code).toBe('OTP_EXPIRED')

      code = await requestCode(ada.email, browser)
      for (let attempt = 0; attempt < appConfig.otp.allowedAttempts; attempt++)
        await browser.request('/sign-in/email-otp', { email: ada.email, otp: wrong(code) })
      const tooMany = await browser.request('/sign-in/email-otp', { email: ada.email, otp: code })
      expect(tooMany.body?.code).toBe('TOO_MANY_ATTEMPTS')

      const { items } = await own(ada.id)
      const refusedItems = items.filter((item) => item.kind === 'sign-in-refused')
      // The wrong code, the expired one, the tries of the second code and the refusal after them.
      expect(refusedItems).toHaveLength(3 + appConfig.otp.allowedAttempts)
      expect(refusedItems[0]).toMatchObject({ method: 'email-code', browser: 'Firefox', os: 'macOS' })
      expect(refusedItems[0]!.network).toBe('2001:db8:1::/48')
      expect(items.at(-1)).toMatchObject({ kind: 'sign-in' })
      // The dashboard counts sign-ins, not refusals.
      const rows = await harness.db.select().from(signInEvent).where(eq(signInEvent.userId, ada.id))
      expect(rows.filter((row) => !row.failed)).toHaveLength(1)
    })

    it('records nothing for an address without an account, and answers it the same', async () => {
      const stranger = uniqueEmail('stranger')
      const browser = laptop()
      const before = await harness.db.select().from(signInEvent)
      const code = await requestCode(stranger, browser)
      const refused = await browser.request('/sign-in/email-otp', { email: stranger, otp: wrong(code) })
      expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } })
      expect(await harness.db.select().from(signInEvent)).toHaveLength(before.length)
      expect(await harness.db.select().from(user).where(eq(user.email, stranger))).toEqual([])
    })
  })

  describe("the person's own changes", () => {
    const auditOf = (userId: string, action: string) =>
      harness.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId), eq(auditLog.action, action)))

    it('records an e-mail change with the old and the new address', async () => {
      const ada = await person('mover')
      const newEmail = uniqueEmail('moved')
      const since = harness.sink.received.length
      await account.requestEmailChange(ada.caller, { newEmail }, harness.config.email)
      const code = extractCode(await harness.sink.waitForEmail(newEmail, { since }))
      await account.confirmEmailChange(ada.caller, { newEmail, code })

      const [row] = await auditOf(ada.id, 'user.change-email')
      expect(row).toMatchObject({
        actorId: ada.id,
        actorEmail: ada.email,
        ipAddress: '198.51.100.23',
        details: { changes: { email: { from: ada.email, to: newEmail } }, userAgent: MAC_FIREFOX },
      })
      const [latest] = (await own(ada.id)).items
      expect(latest).toMatchObject({
        kind: 'change',
        action: 'user.change-email',
        browser: 'Firefox',
        os: 'macOS',
        network: '198.51.100.x',
        byAdmin: false,
      })
    })

    it('records a passkey added and one removed', async () => {
      const ada = await person('keys')
      const device = new SoftwareAuthenticator(TEST_BASE_URL)
      const since = harness.sink.received.length
      expect((await registerPasskey(ada.browser, device, { name: 'Phone' })).status).toBe(200)
      const [added] = await auditOf(ada.id, 'user.add-passkey')
      expect(added).toMatchObject({ actorId: ada.id, ipAddress: '203.0.113.7', details: { name: 'Phone' } })
      // The owner is told, whichever page or client added it.
      const notice = await harness.sink.waitForEmail(ada.email, { since })
      expect(notice.subject).toBe('A passkey was added to your Threshold account')
      expect(notice.text).toContain('The passkey "Phone" was added')

      const [listed] = await passkeys.listPasskeys(harness.db, ada.id)
      await passkeys.removePasskey(
        harness.db,
        { userId: ada.id, impersonatedBy: null },
        { id: listed!.id },
        { id: ada.id, email: ada.email, ipAddress: '203.0.113.8', userAgent: ANDROID_CHROME },
        securityNotifier(harness.config, 'en'),
      )
      const [removed] = await auditOf(ada.id, 'user.remove-passkey')
      expect(removed).toMatchObject({ details: { passkeyId: listed!.id, name: 'Phone' } })

      const actions = (await own(ada.id)).items.map((item) => item.action ?? item.kind)
      expect(actions).toEqual(['user.remove-passkey', 'user.add-passkey', 'sign-in'])
    })

    it('records a session signed out, and all other sessions signed out', async () => {
      const ada = await person('sessions')
      const other = await signedIn(ada.email, laptop())
      await signedIn(ada.email, laptop())
      await account.revokeSession(ada.caller, { id: other.session.id })
      const [one] = await auditOf(ada.id, 'session.revoke')
      expect(one).toMatchObject({ actorId: ada.id, details: { sessionId: other.session.id } })

      await account.revokeOtherSessions(ada.caller)
      const [all] = await auditOf(ada.id, 'session.revoke-others')
      expect(all).toMatchObject({ actorId: ada.id, details: { keptSessionId: ada.sessionId } })
      const actions = (await own(ada.id)).items.map((item) => item.action ?? item.kind)
      // Both can share the database clock's tick: they are the two newest, each once.
      expect(actions.slice(0, 2).sort()).toEqual(['session.revoke', 'session.revoke-others'])
    })

    it('records nothing when the change is refused', async () => {
      const ada = await person('refusing')
      await expect(account.revokeSession(ada.caller, { id: crypto.randomUUID() })).rejects.toMatchObject({
        status: 404,
      })
      expect(await auditOf(ada.id, 'session.revoke')).toEqual([])
    })
  })

  describe("an administrator's actions", () => {
    it('tells the person an administrator acted, never which one nor from where; the admin view names them', async () => {
      const adminId = crypto.randomUUID()
      const adminEmail = uniqueEmail('admin')
      await harness.db
        .insert(user)
        .values({ id: adminId, email: adminEmail, name: 'Grace Admin', role: 'admin', emailVerified: true })
      const actor = { id: adminId, email: adminEmail, ipAddress: '192.0.2.44' }
      const ada = await person('managed')
      await revokeUserSession(harness.db, actor, { userId: ada.id, sessionId: ada.sessionId })
      await setUserRole(harness.db, actor, { id: ada.id, role: 'admin' }, { passesStepUp: true })
      await banUser(harness.db, actor, { id: ada.id, reason: 'Spam', expiresAt: null })

      const seen = (await own(ada.id)).items
      // The three changes can share the database clock's tick (then their order among themselves is the ids'):
      // they come before the sign-in, each once.
      expect(
        seen
          .slice(0, 3)
          .map((item) => item.action)
          .sort(),
      ).toEqual(['session.revoke', 'user.ban', 'user.set-role'])
      expect(seen[3]).toMatchObject({ kind: 'sign-in' })
      for (const item of seen.slice(0, 3))
        expect(item).toMatchObject({ byAdmin: true, admin: null, network: null, browser: null, os: null })
      expect(seen.find((item) => item.action === 'user.set-role')?.role).toBe('admin')
      expect(JSON.stringify(seen)).not.toMatch(/Grace|admin-|192\.0\.2/)

      const asAdmin = (await listSecurityActivity(harness.db, ada.id, {}, 'admin')).items
      expect(asAdmin.slice(0, 3).map((item) => [item.admin, item.network])).toEqual([
        ['Grace Admin', '192.0.2.x'],
        ['Grace Admin', '192.0.2.x'],
        ['Grace Admin', '192.0.2.x'],
      ])
      expect(asAdmin[3]).toMatchObject({ kind: 'sign-in', byAdmin: false, admin: null })
    })
  })

  describe('pages', () => {
    it('gives 20 a page, newest first, each once, even when events share their time', async () => {
      const ada = await person('busy')
      const sameTime = new Date(Date.now() - 3_600_000)
      await harness.db.insert(signInEvent).values(
        Array.from({ length: 44 }, (_, index) => ({
          userId: ada.id,
          method: 'passkey' as const,
          failed: index % 3 === 0,
          createdAt: index < 10 ? sameTime : new Date(sameTime.getTime() - index * 1000),
        })),
      )
      const seen: ActivityItem[] = []
      let cursor: string | undefined
      const sizes: number[] = []
      do {
        const page = await own(ada.id, cursor)
        sizes.push(page.items.length)
        seen.push(...page.items)
        cursor = page.nextCursor ?? undefined
      } while (cursor && sizes.length < 5)
      expect(sizes).toEqual([ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE, 5])
      expect(new Set(seen.map((item) => item.id)).size).toBe(45)
      const times = seen.map((item) => Date.parse(item.at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(seen.filter((item) => item.kind === 'sign-in-refused')).toHaveLength(15)
    })

    it('starts again from the first page with an unreadable cursor', async () => {
      const ada = await person('cursor')
      expect((await own(ada.id, 'not-a-cursor')).items).toHaveLength(1)
    })
  })

  describe('who may read', () => {
    it("never shows another person's events", async () => {
      const ada = await person('ada-private')
      const bob = await person('bob-private')
      await account.revokeOtherSessions(bob.caller)
      const adaSees = (await own(ada.id)).items
      expect(adaSees).toHaveLength(1)
      const bobRows = await harness.db
        .select({ id: signInEvent.id })
        .from(signInEvent)
        .where(eq(signInEvent.userId, bob.id))
      expect(adaSees.map((item) => item.id)).not.toContain(bobRows[0]!.id)
      // The person's function reads the session's account only: an id in its input is dropped.
      expect(listActivitySchema.parse({ id: bob.id, userId: bob.id })).toEqual({})
    })

    it("lets only administrators read someone's activity", () => {
      const permission = userApi.listUserActivity.permission
      expect(hasPermission({ id: 'u', role: 'user' }, permission)).toBe(false)
      expect(hasPermission({ id: 'a', role: 'admin' }, permission)).toBe(true)
      expect(hasPermission({ id: 'u', role: 'user' }, api.listMyActivity.permission)).toBe(true)
    })
  })
})
