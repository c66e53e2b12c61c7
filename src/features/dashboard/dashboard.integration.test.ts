import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConnection } from '@/server/db/client'
import { auditLog, repository, session, signInEvent, user } from '@/server/db/schema'
import { rowsOf } from '@/server/db/rows-of'
import { openTestDatabase, testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { DASHBOARD_DAYS, type Dashboard, figuresStatement, getDashboard } from './dashboard.server'

const DAY = 24 * 60 * 60 * 1000

describe(`dashboard on ${testDatabaseDriver}`, () => {
  let connection: DatabaseConnection
  // A "now" of this run's own, far in the past, so the days it looks at hold only the rows this
  // file inserts, even on a PostgreSQL database shared with other test files (and earlier runs).
  // A random day among 250,000 or so: two runs on one database hardly ever share a window.
  const now = new Date(Date.UTC(1200 + Math.floor(Math.random() * 690), 0, 1 + Math.floor(Math.random() * 365), 10, 30))
  const today = now.toISOString().slice(0, 10)
  const daysAgo = (days: number, hour = 12) => {
    const date = new Date(now.getTime() - days * DAY)
    date.setUTCHours(hour, 0, 0, 0)
    return date
  }
  const dayOf = (date: Date) => date.toISOString().slice(0, 10)
  const countOn = (series: Dashboard['signUpsPerDay'], day: string) => series.find((entry) => entry.day === day)?.count

  async function insertUser(values: Partial<typeof user.$inferInsert> = {}) {
    const id = crypto.randomUUID()
    await connection.db.insert(user).values({ id, name: 'Dashboard test', email: uniqueEmail('dashboard'), ...values })
    return id
  }

  beforeAll(async () => {
    connection = await openTestDatabase()
  })
  afterAll(() => connection.close())

  it('has 30 UTC days ending today, with zeros on days without events', async () => {
    const dashboard = await getDashboard(connection.db, now)
    for (const series of [dashboard.signUpsPerDay, dashboard.signInsPerDay]) {
      expect(series).toHaveLength(DASHBOARD_DAYS)
      expect(series.at(-1)?.day).toBe(today)
      expect(series[0]?.day).toBe(dayOf(daysAgo(DASHBOARD_DAYS - 1)))
      // Consecutive days, no gap.
      series.slice(1).forEach((entry, index) => {
        expect(Date.parse(entry.day) - Date.parse(series[index]!.day)).toBe(DAY)
      })
      expect(series.every((entry) => entry.count === 0)).toBe(true)
    }
  })

  it('counts users, new users, active sessions, repositories and banned users', async () => {
    const before = (await getDashboard(connection.db, now)).figures

    const recent = await insertUser({ createdAt: daysAgo(3) })
    await insertUser({ createdAt: daysAgo(45) }) // too old to be new
    await insertUser({ createdAt: daysAgo(10), banned: true }) // banned for good
    await insertUser({ createdAt: daysAgo(10), banned: true, banExpires: new Date(now.getTime() + DAY) }) // still banned
    await insertUser({ createdAt: daysAgo(10), banned: true, banExpires: new Date(now.getTime() - DAY) }) // ban over
    const token = () => crypto.randomUUID()
    await connection.db.insert(session).values([
      { id: token(), token: token(), userId: recent, expiresAt: new Date(now.getTime() + 60_000) },
      { id: token(), token: token(), userId: recent, expiresAt: new Date(now.getTime() + 7 * DAY) },
      { id: token(), token: token(), userId: recent, expiresAt: new Date(now.getTime() - 60_000) }, // expired
    ])
    await connection.db.insert(repository).values({ name: `zz-dashboard-${token()}`, link: 'https://example.com' })

    const after = (await getDashboard(connection.db, now)).figures
    expect({
      users: after.users - before.users,
      newUsers: after.newUsers - before.newUsers,
      activeSessions: after.activeSessions - before.activeSessions,
      repositories: after.repositories - before.repositories,
      bannedUsers: after.bannedUsers - before.bannedUsers,
    }).toEqual({ users: 5, newUsers: 4, activeSessions: 2, repositories: 1, bannedUsers: 2 })
  })

  it('puts sign-ups and sign-ins on their UTC day and leaves out other days', async () => {
    const before = await getDashboard(connection.db, now)

    // Sign-ups: two on day -2 (at 00:00 and 23:59 UTC), one today, one 30 days ago (outside).
    const startOfDay = daysAgo(2, 0)
    await insertUser({ createdAt: startOfDay })
    await insertUser({ createdAt: new Date(startOfDay.getTime() + DAY - 1000) })
    await insertUser({ createdAt: daysAgo(0, 1) })
    await insertUser({ createdAt: daysAgo(DASHBOARD_DAYS, 23) })

    // Sign-ins: three on the first day of the window, one tomorrow and one the day before the window (outside).
    const first = DASHBOARD_DAYS - 1
    await connection.db.insert(signInEvent).values([
      { userId: 'someone', createdAt: daysAgo(first, 0) },
      { userId: 'someone', createdAt: daysAgo(first, 8) },
      { userId: 'someone', createdAt: daysAgo(first, 23) },
      { userId: 'someone', createdAt: daysAgo(-1, 0) },
      { userId: 'someone', createdAt: new Date(daysAgo(first, 0).getTime() - 1000) },
    ])

    const after = await getDashboard(connection.db, now)
    const difference = (series: 'signUpsPerDay' | 'signInsPerDay') =>
      Object.fromEntries(
        after[series]
          .map((entry) => [entry.day, entry.count - (countOn(before[series], entry.day) ?? 0)] as const)
          .filter(([, count]) => count !== 0),
      )
    expect(difference('signUpsPerDay')).toEqual({ [dayOf(daysAgo(2))]: 2, [today]: 1 })
    expect(difference('signInsPerDay')).toEqual({ [dayOf(daysAgo(first))]: 3 })
    expect(after.signInsPerDay).toHaveLength(DASHBOARD_DAYS)
  })

  it('lists the latest admin actions, newest first, at most 10', async () => {
    const targets: string[] = []
    const start = Date.now()
    for (let index = 0; index < 12; index++) {
      const targetId = `dashboard-${crypto.randomUUID()}`
      targets.push(targetId)
      // A millisecond apart (the database's now() may give several the same time), from now on:
      // newer than anything other test files wrote before.
      await connection.db.insert(auditLog).values({
        actorId: 'admin-id',
        actorEmail: 'admin@example.com',
        action: 'repository.create',
        targetType: 'repository',
        targetId,
        details: { name: `repo-${index}` },
        ipAddress: '203.0.113.7',
        createdAt: new Date(start + index),
      })
    }

    const { latestActions } = await getDashboard(connection.db)
    expect(latestActions).toHaveLength(10)
    expect(latestActions.map((entry) => entry.targetId)).toEqual(targets.slice(2).reverse())
    expect(latestActions[0]).toEqual({
      id: expect.any(String),
      actorEmail: 'admin@example.com',
      action: 'repository.create',
      targetType: 'repository',
      targetId: targets[11],
      details: { name: 'repo-11' },
      ipAddress: '203.0.113.7',
      createdAt: expect.any(Date),
    })
  })

  it('names the account an entry is about by its e-mail when the details do not', async () => {
    const email = uniqueEmail('target')
    const id = await insertUser({ email })
    const start = Date.now() + 100
    const entry = { actorId: 'admin-id', actorEmail: 'admin@example.com', ipAddress: null }
    await connection.db.insert(auditLog).values([
      {
        ...entry,
        action: 'user.ban',
        targetType: 'user',
        targetId: id,
        details: { reason: 'spam' },
        createdAt: new Date(start),
      },
      {
        ...entry,
        action: 'session.revoke',
        targetType: 'session',
        targetId: 'a-session',
        details: { userId: id },
        createdAt: new Date(start + 1),
      },
    ])
    const { latestActions } = await getDashboard(connection.db)
    expect(latestActions.slice(0, 2).map((action) => [action.action, action.details])).toEqual([
      ['session.revoke', { userId: id, email }],
      ['user.ban', { reason: 'spam', email }],
    ])
  })

  it('counts the banned users through the index of banned users, not by reading every user', async () => {
    // Sequential scans priced out, the planner still picks the cheapest index that answers the statement: one whose
    // condition the statement does not imply would leave it a full scan.
    const indexes = await connection.db.transaction(async (transaction) => {
      await transaction.execute(sql`set local enable_seqscan = off`)
      const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
        transaction,
        sql`explain (format json) ${figuresStatement(now)}`,
      )
      return [...JSON.stringify(row?.['QUERY PLAN']).matchAll(/Index Name\\?":\\?"(\w+)/g)].map((match) => match[1])
    })
    expect(indexes).toContain('user_banned_idx')
  })
})
