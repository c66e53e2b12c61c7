import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, queryRows, testDatabaseDriver, testDatabaseUrl } from '@/test/test-database'
import type { DatabaseConnection } from './client'
import { openDatabase } from './client'
import { auditLog, repository, user } from './schema'
import { demoUsers, isDatabaseEmpty, seedDemoData } from './seed'

describe(`database on ${testDatabaseDriver}`, () => {
  let connection: DatabaseConnection

  beforeAll(async () => {
    connection = await openTestDatabase()
  })
  afterAll(() => connection.close())

  it('creates every better-auth, organisation and product table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      connection.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )
    const tables = rows.map((row) => row.table_name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'organization',
        'member',
        'invitation',
        'team',
        'team_member',
        'repository',
      ]),
    )
  })

  it('applies migrations again without error, even from several instances at once', async () => {
    await expect(Promise.all([connection.migrate(), connection.migrate(), connection.migrate()])).resolves.toBeDefined()
  })

  it('seeds the demo accounts and repositories once, whatever the number of runs', async () => {
    await seedDemoData(connection.db)
    const repositoriesAfterFirstRun = await connection.db.select({ value: count() }).from(repository)
    await seedDemoData(connection.db)
    const repositoriesAfterSecondRun = await connection.db.select({ value: count() }).from(repository)
    expect(repositoriesAfterSecondRun).toEqual(repositoriesAfterFirstRun)
    expect(repositoriesAfterFirstRun[0]?.value).toBeGreaterThanOrEqual(24)

    for (const demo of demoUsers) {
      const rows = await connection.db.select().from(user).where(eq(user.email, demo.email))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ name: demo.name, role: demo.role, emailVerified: true })
    }
    expect(await isDatabaseEmpty(connection.db)).toBe(false)
  })

  it('keeps what exists when seeding again', async () => {
    await connection.db.update(user).set({ name: 'Renamed' }).where(eq(user.email, 'user@example.com'))
    await seedDemoData(connection.db)
    const [row] = await connection.db.select({ name: user.name }).from(user).where(eq(user.email, 'user@example.com'))
    expect(row?.name).toBe('Renamed')
  })

  it('keeps the audit log append-only', async () => {
    const [entry] = await connection.db
      .insert(auditLog)
      .values({ action: 'user.ban', targetType: 'user', targetId: 'someone', actorEmail: 'admin@example.com' })
      .returning()
    await expect(
      connection.db.update(auditLog).set({ action: 'user.unban' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow()
    await expect(connection.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    const [kept] = await connection.db.select().from(auditLog).where(eq(auditLog.id, entry!.id))
    expect(kept?.action).toBe('user.ban')
  })

  it('refuses two repositories with the same name at the database level', async () => {
    const values = { name: `unique-${crypto.randomUUID()}`, link: 'https://example.com' }
    await connection.db.insert(repository).values(values)
    await expect(connection.db.insert(repository).values(values)).rejects.toThrow()
  })
})

// Only a server can be opened by several processes at once; PGlite allows a single one.
if (testDatabaseDriver === 'postgres')
  describe('migrations on a PostgreSQL server', () => {
    it('lets several instances start at once: the advisory lock serialises them', async () => {
      const url = testDatabaseUrl as string
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ driver: 'postgres', url })))
      try {
        await Promise.all(instances.map((instance) => instance.migrate()))
        const [first] = instances
        const rows = await queryRows<{ n: number }>(
          first!.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
        expect(rows[0]?.n).toBeGreaterThan(0)
      } finally {
        await Promise.all(instances.map((instance) => instance.close()))
      }
    })
  })
