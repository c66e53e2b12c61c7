import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import { lookupSession } from '@/server/auth/session'
import { auditLog, passkey, user } from '@/server/db/schema'
import { noticesSettled } from '@/server/email/notices'
import { type SecurityNotifier, securityNotifier } from '@/server/email/security-notices'
import { Refusal } from '@/server/http/refusal'
import { type AuthCaller, type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { registerPasskey, signInWithPasskey } from '@/test/passkey-ceremonies'
import { SoftwareAuthenticator } from '@/test/software-authenticator'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { removeUserPasskeys } from '../user/user-credentials.server'
import { deleteUser } from '../user/user.server'
import { deleteAccount } from './account.server'
import * as passkeys from './passkey.server'
import { passkeyIdSchema, renamePasskeySchema } from './schema'

describe(`managing one's passkeys on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  /** Who the server functions act for: the session of `browser`, as the permission middleware reads it. */
  async function ownerOf(browser: AuthCaller): Promise<passkeys.PasskeyOwner> {
    const found = await lookupSession(harness.auth, harness.db, browser.headersForServer)
    if (!found) throw new Error('Not signed in')
    return { userId: found.user.id, impersonatedBy: found.session.impersonatedBy }
  }

  /** A person signed in by code, with passkeys of the given names made on one device. */
  async function personWithPasskeys(label: string, names: string[]) {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    // A device holds one passkey per account: each is made on its own.
    const devices = names.map(() => new SoftwareAuthenticator(TEST_BASE_URL))
    for (const [index, name] of names.entries()) {
      expect((await registerPasskey(browser, devices[index]!, { name })).status).toBe(200)
    }
    const owner = await ownerOf(browser)
    // Each addition was e-mailed to the owner after its answer: none may pass for a later notice.
    await noticesSettled()
    return { email, browser, authenticator: devices[0]!, owner, id: owner.userId }
  }

  /** The security notices, mailed for real to the harness's SMTP sink, in English. */
  const notify: SecurityNotifier = (...notice) => securityNotifier(harness.config, 'en')(...notice)

  /** The owner as the audit log records them. */
  const actorOf = (owner: passkeys.PasskeyOwner) => ({
    id: owner.userId,
    email: 'owner@example.test',
    ipAddress: null,
    userAgent: null,
  })

  const rowsOf = (userId: string) =>
    harness.db.select().from(passkey).where(eq(passkey.userId, userId)).orderBy(passkey.name)

  async function expectRefused(action: Promise<unknown>, status: number, message: string) {
    const error = await action.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Refusal)
    expect(error).toMatchObject({ status, message })
  }

  it("lists the caller's passkeys only, newest first, without their keys", async () => {
    const ada = await personWithPasskeys('ada', ['Laptop', 'Phone'])
    await personWithPasskeys('bob', ['Bob key'])

    const listed = await passkeys.listPasskeys(harness.db, ada.id)
    expect(listed.map((item) => item.name)).toEqual(['Phone', 'Laptop'])
    expect(listed[0]).toEqual({
      id: expect.any(String),
      name: 'Phone',
      provider: null,
      synced: false,
      createdAt: expect.any(Date),
      lastUsedAt: null,
    })
  })

  it('shows the last use of a passkey once it signed in', async () => {
    const { id, authenticator } = await personWithPasskeys('user', ['Laptop'])
    expect((await signInWithPasskey(harness.caller(), authenticator)).status).toBe(200)
    const [listed] = await passkeys.listPasskeys(harness.db, id)
    expect(listed?.lastUsedAt).toBeInstanceOf(Date)
  })

  describe('rename', () => {
    it('renames one of the caller’s passkeys, trimmed by the schema', async () => {
      const { id, owner } = await personWithPasskeys('renamer', ['Laptop'])
      const [row] = await rowsOf(id)
      const input = renamePasskeySchema.parse({ id: row!.id, name: '  Work laptop ' })
      expect(await passkeys.renamePasskey(harness.db, owner, input)).toEqual({ id: row!.id, name: 'Work laptop' })
      expect((await rowsOf(id))[0]?.name).toBe('Work laptop')
    })

    it("refuses another person's passkey as not found, and changes nothing", async () => {
      const caller = await personWithPasskeys('caller', ['Mine'])
      const other = await personWithPasskeys('other', ['Theirs'])
      const [theirs] = await rowsOf(other.id)
      await expectRefused(
        passkeys.renamePasskey(harness.db, caller.owner, { id: theirs!.id, name: 'Stolen' }),
        404,
        'passkeys:notFound',
      )
      expect((await rowsOf(other.id)).map((row) => row.name)).toEqual(['Theirs'])
      expect((await rowsOf(caller.id)).map((row) => row.name)).toEqual(['Mine'])
    })

    it.each([
      ['', 'auth:validation.passkeyNameRequired'],
      ['   ', 'auth:validation.passkeyNameRequired'],
      ['x'.repeat(appConfig.validation.passkeyNameMaxLength + 1), 'auth:validation.passkeyNameTooLong'],
      ['Lap\u0000top', 'auth:validation.passkeyNameInvalid'],
      [42, 'auth:validation.passkeyNameRequired'],
    ])('refuses the name %j with %s', (name, message) => {
      const parsed = renamePasskeySchema.safeParse({ id: crypto.randomUUID(), name })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message])
    })

    it('takes an id that is not a passkey id for an unknown passkey', () => {
      for (const schema of [renamePasskeySchema, passkeyIdSchema]) {
        const parsed = schema.safeParse({ id: 'not-a-uuid', name: 'Laptop' })
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['passkeys:notFound'])
      }
    })
  })

  describe('remove', () => {
    it('removes one of the caller’s passkeys, which then no longer signs in', async () => {
      const { email, id, owner, authenticator } = await personWithPasskeys('remover', ['Laptop'])
      const [row] = await rowsOf(id)
      const since = harness.sink.received.length
      expect(await passkeys.removePasskey(harness.db, owner, { id: row!.id }, actorOf(owner), notify)).toEqual({
        id: row!.id,
      })
      expect(await rowsOf(id)).toEqual([])
      const notice = await harness.sink.waitForEmail(email, { since })
      expect(notice.subject).toBe('A passkey was removed from your Threshold account')
      expect(notice.text).toContain('The passkey "Laptop" was removed')
      const browser = harness.caller()
      expect(await signInWithPasskey(browser, authenticator)).toMatchObject({
        status: 401,
        body: { code: 'PASSKEY_NOT_FOUND' },
      })
    })

    it("refuses another person's passkey as not found, and removes nothing", async () => {
      const caller = await personWithPasskeys('caller', ['Mine'])
      const other = await personWithPasskeys('other', ['Theirs'])
      const [theirs] = await rowsOf(other.id)
      await expectRefused(
        passkeys.removePasskey(harness.db, caller.owner, { id: theirs!.id }, actorOf(caller.owner), notify),
        404,
        'passkeys:notFound',
      )
      await expectRefused(
        passkeys.removePasskey(harness.db, caller.owner, { id: crypto.randomUUID() }, actorOf(caller.owner), notify),
        404,
        'passkeys:notFound',
      )
      expect(await rowsOf(other.id)).toHaveLength(1)
      expect(await rowsOf(caller.id)).toHaveLength(1)
      expect((await signInWithPasskey(harness.caller(), other.authenticator)).status).toBe(200)
    })
  })

  it('lets an admin browsing as the person see their passkeys, not rename or remove them', async () => {
    const adminEmail = uniqueEmail('admin')
    await harness.db
      .insert(user)
      .values({ id: crypto.randomUUID(), email: adminEmail, name: 'Admin', role: 'admin', emailVerified: true })
    const person = await personWithPasskeys('person', ['Laptop'])
    const [row] = await rowsOf(person.id)
    const { browser } = await harness.signIn(adminEmail)
    expect((await browser.request('/admin/impersonate-user', { userId: person.id })).status).toBe(200)
    const asPerson = await ownerOf(browser)
    expect(asPerson).toMatchObject({ userId: person.id, impersonatedBy: expect.any(String) })

    expect((await passkeys.listPasskeys(harness.db, asPerson.userId)).map((item) => item.id)).toEqual([row!.id])
    await expectRefused(
      passkeys.renamePasskey(harness.db, asPerson, { id: row!.id, name: 'Renamed' }),
      403,
      'passkeys:impersonating',
    )
    await expectRefused(
      passkeys.removePasskey(harness.db, asPerson, { id: row!.id }, actorOf(asPerson), notify),
      403,
      'passkeys:impersonating',
    )
    expect(await rowsOf(person.id)).toEqual([expect.objectContaining({ id: row!.id, name: 'Laptop' })])
  })

  describe('by an admin', () => {
    const admin = { id: crypto.randomUUID(), email: uniqueEmail('admin'), ipAddress: '203.0.113.9' }

    beforeAll(async () => {
      await harness.db
        .insert(user)
        .values({ id: admin.id, email: admin.email, name: 'Admin', role: 'admin', emailVerified: true })
    })

    // The admin's rows: the person's own passkeys were recorded as they added them.
    const auditOf = (targetId: string) =>
      harness.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, targetId), eq(auditLog.actorId, admin.id)))

    it("removes all of a person's passkeys, no one else's, and records it in the audit log", async () => {
      const person = await personWithPasskeys('person', ['Laptop', 'Phone'])
      const bystander = await personWithPasskeys('bystander', ['Laptop'])

      const since = harness.sink.received.length
      expect(await removeUserPasskeys(harness.db, admin, { userId: person.id }, notify)).toEqual({
        id: person.id,
        removed: 2,
      })
      expect((await harness.sink.waitForEmail(person.email, { since })).subject).toBe(
        'An administrator removed your Threshold passkeys',
      )
      expect(await rowsOf(person.id)).toEqual([])
      expect(await rowsOf(bystander.id)).toHaveLength(1)
      expect(await auditOf(person.id)).toEqual([
        expect.objectContaining({
          action: 'user.remove-passkeys',
          actorId: admin.id,
          actorEmail: admin.email,
          ipAddress: admin.ipAddress,
          targetType: 'user',
          details: { removedPasskeys: 2 },
        }),
      ])
    })

    it('refuses an unknown person, recording nothing', async () => {
      const unknown = crypto.randomUUID()
      await expectRefused(
        removeUserPasskeys(harness.db, admin, { userId: unknown }, notify),
        404,
        'user:errors.notFound',
      )
      expect(await auditOf(unknown)).toEqual([])
    })

    it("removes a person's passkeys with the person", async () => {
      const person = await personWithPasskeys('departing', ['Laptop', 'Phone'])
      const bystander = await personWithPasskeys('bystander', ['Laptop'])
      await deleteUser(harness.db, admin, person.id)
      expect(await rowsOf(person.id)).toEqual([])
      expect(await rowsOf(bystander.id)).toHaveLength(1)
      expect(await signInWithPasskey(harness.caller(), person.authenticator)).toMatchObject({ status: 401 })
    })

    it("removes a person's passkeys when they delete their own account", async () => {
      const person = await personWithPasskeys('leaving', ['Laptop'])
      expect(
        await deleteAccount({ auth: harness.auth, db: harness.db, headers: person.browser.headersForServer }),
      ).toEqual({
        deleted: true,
      })
      expect(await rowsOf(person.id)).toEqual([])
    })
  })
})
