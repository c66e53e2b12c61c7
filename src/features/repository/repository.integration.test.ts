import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, like } from 'drizzle-orm'
import { listInputSchema } from '@/lib/validation/list-input'
import type { DatabaseConnection } from '@/server/db/client'
import { LIST_TOTAL_CAP } from '@/server/db/list-page'
import { auditLog, repository } from '@/server/db/schema'
import { Refusal } from '@/server/http/refusal'
import { openTestDatabase, statementLog, testDatabaseDriver } from '@/test/test-database'
import {
  createRepository,
  deleteRepository,
  getRepository,
  listRepositories,
  updateRepository,
} from './repository.server'

describe(`repositories on ${testDatabaseDriver}`, () => {
  let connection: DatabaseConnection
  // A prefix of this run's own, so the tests also pass on a shared PostgreSQL database.
  const prefix = `zz-${crypto.randomUUID().slice(0, 6)}`
  const named = (suffix: string) => ({
    name: `${prefix}-${suffix}`,
    link: `https://example.com/${suffix}`,
    description: null,
  })
  const actor = { id: 'admin-id', email: 'admin@example.com', ipAddress: '203.0.113.7' }
  const list = (input: Parameters<typeof listInputSchema.parse>[0]) =>
    listRepositories(connection.db, listInputSchema.parse(input))
  const log = statementLog()

  beforeAll(async () => {
    connection = await openTestDatabase({ logger: log.logger })
    for (const suffix of ['alpha', 'Beta', 'gamma', 'delta', 'epsilon_1', 'epsilon%2']) {
      await createRepository(connection.db, actor, named(suffix))
    }
  })
  afterAll(async () => {
    await connection.db.delete(repository).where(like(repository.name, `${prefix}-%`))
    await connection.close()
  })

  it('pages through a search with a cursor, in name order, with the total', async () => {
    const first = await list({ searchTerm: prefix, limit: 4 })
    expect(first.total).toBe(6)
    expect(first.items.map((item) => item.name.slice(prefix.length + 1))).toEqual([
      'alpha',
      'Beta',
      'delta',
      'epsilon%2',
    ])
    expect(first.nextCursor).toEqual(expect.any(String))
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual([
      'createdAt',
      'description',
      'id',
      'link',
      'name',
      'updatedAt',
    ])

    const second = await list({ searchTerm: prefix, limit: 4, cursor: first.nextCursor ?? undefined })
    expect(second.items.map((item) => item.name.slice(prefix.length + 1))).toEqual(['epsilon_1', 'gamma'])
    expect(second.nextCursor).toBeNull()
    expect(second.total).toBe(6)
    expect(second.totalCapped).toBe(false)
  })

  it('reads the page and the total with one statement, and the total again only for an empty page after a cursor', async () => {
    const first = await list({ searchTerm: prefix, limit: 4 })
    expect(await log.during(() => list({ searchTerm: prefix, limit: 4 }))).toHaveLength(1)
    expect(
      await log.during(() => list({ searchTerm: prefix, limit: 4, cursor: first.nextCursor ?? undefined })),
    ).toHaveLength(1)
    expect(await log.during(() => list({ searchTerm: '' }))).toHaveLength(1)

    const pastTheEnd = Buffer.from(JSON.stringify([`${prefix}-zzz`, ''])).toString('base64url')
    expect(await log.during(() => list({ searchTerm: prefix, cursor: pastTheEnd }))).toHaveLength(2)
    expect(await list({ searchTerm: prefix, cursor: pastTheEnd })).toEqual({
      items: [],
      nextCursor: null,
      total: 6,
      totalCapped: false,
    })
    expect(await list({ searchTerm: `${prefix}-nothing` })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalCapped: false,
    })
  })

  it('counts exactly up to the cap, and says "cap+" past it', async () => {
    const bulk = `${prefix}-bulk`
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => ({
        name: `${bulk}-${from + index}`,
        link: `https://example.com/${from + index}`,
      }))
    await connection.db.insert(repository).values(rows(1, LIST_TOTAL_CAP))
    expect(await list({ searchTerm: bulk, limit: 10 })).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: false })

    await connection.db.insert(repository).values(rows(LIST_TOTAL_CAP + 1, LIST_TOTAL_CAP + 1))
    const capped = await list({ searchTerm: bulk, limit: 10 })
    expect(capped).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true })
    expect(capped.items.map((item) => item.name)).toEqual(
      [1, 10, 100, 1000, 1001, 101, 102, 103, 104, 105].map((n) => `${bulk}-${n}`),
    )
    // The items and the paging are those of the search, whatever the total.
    const next = await list({ searchTerm: bulk, limit: 10, cursor: capped.nextCursor ?? undefined })
    expect(next).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true })
    expect(next.items[0]?.name).toBe(`${bulk}-106`)
    // The other searches still count exactly.
    expect(await list({ searchTerm: `${bulk}-100` })).toMatchObject({ total: 3, totalCapped: false })
  })

  it('searches by name without regard to case', async () => {
    const result = await list({ searchTerm: `${prefix}-BETA` })
    expect(result.items.map((item) => item.name)).toEqual([`${prefix}-Beta`])
  })

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list({ searchTerm: `${prefix}-epsilon%` })).items.map((item) => item.name)).toEqual([
      `${prefix}-epsilon%2`,
    ])
    expect((await list({ searchTerm: `${prefix}-epsilon_` })).items.map((item) => item.name)).toEqual([
      `${prefix}-epsilon_1`,
    ])
  })

  it('starts from the beginning on a cursor it cannot read', async () => {
    const result = await list({ searchTerm: prefix, limit: 1, cursor: 'not-a-cursor' })
    expect(result.items[0]?.name).toBe(`${prefix}-alpha`)
    // A NUL character the database would refuse (the query failed with a 500).
    const withNul = Buffer.from(JSON.stringify([`${prefix}\u0000`, 'x'])).toString('base64url')
    expect((await list({ searchTerm: prefix, limit: 1, cursor: withNul })).items[0]?.name).toBe(`${prefix}-alpha`)
  })

  it('refuses a second repository with a taken name, and changes nothing', async () => {
    await expect(
      createRepository(connection.db, actor, { ...named('alpha'), link: 'https://other.example' }),
    ).rejects.toBeInstanceOf(Refusal)
    expect((await list({ searchTerm: `${prefix}-alpha` })).items[0]?.link).toBe('https://example.com/alpha')
  })

  it('lets exactly one of two simultaneous creates with the same name win', async () => {
    const results = await Promise.allSettled([
      createRepository(connection.db, actor, named('race')),
      createRepository(connection.db, actor, named('race')),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(Refusal)
  })

  it('gets, updates and deletes one repository', async () => {
    const created = await createRepository(connection.db, actor, named('lifecycle'))
    expect(await getRepository(connection.db, created.id)).toMatchObject({ name: named('lifecycle').name })

    const updated = await updateRepository(connection.db, actor, created.id, {
      ...named('lifecycle-2'),
      description: 'Renamed',
    })
    expect(updated).toMatchObject({ name: `${prefix}-lifecycle-2`, description: 'Renamed' })
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime())

    await expect(updateRepository(connection.db, actor, created.id, named('alpha'))).rejects.toBeInstanceOf(Refusal)

    expect(await deleteRepository(connection.db, actor, created.id)).toEqual({ id: created.id })
    expect(await getRepository(connection.db, created.id)).toBeUndefined()

    const trail = await connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.id))
      .orderBy(asc(auditLog.createdAt))
    expect(trail.map((entry) => entry.action)).toEqual(['repository.create', 'repository.update', 'repository.delete'])
    expect(trail[0]).toMatchObject({
      actorId: 'admin-id',
      actorEmail: 'admin@example.com',
      ipAddress: '203.0.113.7',
      targetType: 'repository',
    })
  })

  it('records nothing when a change is refused', async () => {
    const before = await connection.db.select().from(auditLog)
    await expect(createRepository(connection.db, actor, named('alpha'))).rejects.toBeInstanceOf(Refusal)
    expect(await connection.db.select().from(auditLog)).toHaveLength(before.length)
  })

  it('answers nothing for an unknown id', async () => {
    const unknown = crypto.randomUUID()
    expect(await getRepository(connection.db, unknown)).toBeUndefined()
    expect(await updateRepository(connection.db, actor, unknown, named('ghost'))).toBeUndefined()
    expect(await deleteRepository(connection.db, actor, unknown)).toBeUndefined()
  })
})
