import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apikey, auditLog, member, user } from '@/server/db/schema'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { organisationPeople, type Person } from '@/test/organisation-people'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { authenticateApiKey } from './api-key-authentication'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys'
import { databaseRateLimitStore } from './rate-limit-store'

/**
 * A presented key as /api/v1 checks it, on a real database: what it acts as, when it is refused (and that the refusal
 * is on its owner's record), its window's count, its last use. The HTTP side is e2e/api.spec.ts.
 */
describe(`API keys, checked on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  const people = organisationPeople(() => harness, 'api-keys')

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  const limits = (max = 5) => ({ store: databaseRateLimitStore(harness.db), rule: { window: 60, max } })
  const bearer = (key: string) => new Headers({ authorization: `Bearer ${key}` })
  const check = (key: string, { max = 5, now = Date.now() } = {}) =>
    authenticateApiKey(harness.db, limits(max), bearer(key), '203.0.113.20', now)

  async function personalKey(who: Person, expiresInDays: number | null = null) {
    return createApiKey(
      harness.auth,
      harness.db,
      who,
      { kind: 'personal', userId: who.id },
      {
        name: 'Script',
        expiresInDays,
        permissions: { repository: ['read'] },
      },
    )
  }

  const refusalsOf = (who: Person) =>
    harness.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, who.id), eq(auditLog.action, 'user.refuse-api-key')))

  it('acts as its owner with the statements it was given, and keeps only a hash of the secret', async () => {
    const owner = await people.person(uniqueEmail('key-owner'))
    const { id, key } = await personalKey(owner)
    const result = await check(key)
    expect(result).toMatchObject({
      principal: { keyId: id, kind: 'personal', user: { id: owner.id }, permissions: { repository: ['read'] } },
      rateLimit: { limit: 5, window: 60, remaining: 4 },
    })
    const [row] = await harness.db.select().from(apikey).where(eq(apikey.id, id))
    expect(row!.key).not.toContain(key.slice(4))
    expect(key.startsWith(row!.start!)).toBe(true)
    // The same key in the other header.
    const byHeader = await authenticateApiKey(harness.db, limits(), new Headers({ 'x-api-key': key }), null)
    expect(byHeader).toMatchObject({ principal: { keyId: id } })
  })

  it('refuses a missing, malformed or unknown key without recording anything', async () => {
    expect(await authenticateApiKey(harness.db, limits(), new Headers(), null)).toEqual({
      refusal: { status: 401, message: 'errors:apiKey.required' },
    })
    for (const headers of [
      new Headers({ authorization: 'Basic abc' }),
      new Headers({ authorization: `Bearer thr_${'x'.repeat(48)}` }),
      new Headers({ 'x-api-key': `thr_org_${'y'.repeat(48)}` }),
    ]) {
      const result = await authenticateApiKey(harness.db, limits(), headers, null)
      expect(result).toMatchObject({ refusal: { status: expect.any(Number) } })
    }
  })

  it('counts each call in the key’s window and refuses past it, with the seconds to wait', async () => {
    const owner = await people.person(uniqueEmail('busy-key'))
    const { key } = await personalKey(owner)
    for (let call = 1; call <= 3; call++)
      expect(await check(key, { max: 3 })).toMatchObject({ rateLimit: { remaining: 3 - call } })
    const refused = await check(key, { max: 3 })
    expect(refused).toMatchObject({ refusal: { status: 429, retryAfter: expect.any(Number) } })
    expect('refusal' in refused && refused.refusal.message).toMatch(/^errors:rateLimited\.seconds\|/)
  })

  it('refuses an expired key and records it on its owner’s activity', async () => {
    const owner = await people.person(uniqueEmail('expired-key'))
    const { key } = await personalKey(owner, 7)
    const eightDaysLater = Date.now() + 8 * 24 * 60 * 60 * 1000
    expect(await check(key, { now: eightDaysLater })).toEqual({
      refusal: { status: 401, message: 'errors:apiKey.expired' },
    })
    expect(await refusalsOf(owner)).toEqual([
      { action: 'user.refuse-api-key', details: expect.objectContaining({ reason: 'expired' }) },
    ])
  })

  it('refuses the key of a banned person, and takes it back when the ban ends', async () => {
    const owner = await people.person(uniqueEmail('banned-key'))
    const { key } = await personalKey(owner)
    const inOneHour = new Date(Date.now() + 60 * 60 * 1000)
    await harness.db.update(user).set({ banned: true, banExpires: inOneHour }).where(eq(user.id, owner.id))
    expect(await check(key)).toEqual({ refusal: { status: 403, message: 'errors:apiKey.ownerRefused' } })
    expect(await check(key, { now: inOneHour.getTime() + 1000 })).toHaveProperty('principal')
  })

  it('refuses a revoked key as never made', async () => {
    const owner = await people.person(uniqueEmail('revoked-key'))
    const { id, key } = await personalKey(owner)
    expect(await revokeApiKey(harness.db, owner, { kind: 'personal', userId: owner.id }, id)).toBe(true)
    expect(await check(key)).toEqual({ refusal: { status: 401, message: 'errors:apiKey.invalid' } })
    // Another person cannot revoke it, nor see it.
    const stranger = await people.person(uniqueEmail('stranger'))
    const { id: other } = await personalKey(owner)
    expect(await revokeApiKey(harness.db, stranger, { kind: 'personal', userId: stranger.id }, other)).toBe(false)
    expect(await listApiKeys(harness.db, { kind: 'personal', userId: stranger.id })).toEqual([])
  })

  it('writes a key’s last use at most once a minute from one address', async () => {
    const owner = await people.person(uniqueEmail('last-use'))
    const { id, key } = await personalKey(owner)
    const now = Date.now()
    await check(key, { now })
    await check(key, { now: now + 30_000 })
    const [first] = await listApiKeys(harness.db, { kind: 'personal', userId: owner.id })
    expect(first).toMatchObject({ id, lastUsedAt: new Date(now).toISOString(), lastUsedFrom: '203.0.113.x' })
    await check(key, { now: now + 61_000 })
    const [later] = await listApiKeys(harness.db, { kind: 'personal', userId: owner.id })
    expect(later!.lastUsedAt).toBe(new Date(now + 61_000).toISOString())
  })

  it('lets an organisation’s key act within it as its maker, until the maker is no longer owner or admin', async () => {
    const owner = await people.person(uniqueEmail('org-key-owner'))
    const admin = await people.person(uniqueEmail('org-key-admin'))
    const { id: organizationId } = await people.organisationOf(owner, 'KeyOrg')
    await harness.db.insert(member).values({
      id: crypto.randomUUID(),
      organizationId,
      userId: admin.id,
      role: 'admin',
      createdAt: new Date(),
    })
    const { key } = await createApiKey(
      harness.auth,
      harness.db,
      admin,
      { kind: 'organization', organizationId },
      {
        name: 'Sync',
        expiresInDays: 30,
      },
    )
    expect(key.startsWith('thr_org_')).toBe(true)
    expect(await check(key)).toMatchObject({
      principal: { kind: 'organization', organizationId, user: { id: admin.id }, permissions: {} },
    })
    await harness.db
      .update(member)
      .set({ role: 'member' })
      .where(and(eq(member.userId, admin.id), eq(member.organizationId, organizationId)))
    expect(await check(key)).toEqual({ refusal: { status: 403, message: 'errors:apiKey.ownerRefused' } })
    const [recorded] = await harness.db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.refuse-api-key'))
    expect(recorded).toMatchObject({ targetId: organizationId, details: { reason: 'owner-left', name: 'KeyOrg' } })
  })
})
