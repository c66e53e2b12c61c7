import { like, sql, type SQLWrapper } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListInput } from '@/lib/validation/list-input'
import type { Database, DatabaseConnection } from '@/server/db/client'
import { user } from '@/server/db/schema'
import { LIST_TOTAL_CAP, listStatementParams } from '@/server/db/list-page'
import { seedUsers } from '@/server/db/seed-users'
import { openTestDatabase, queryRows, statementLog, testDatabaseDriver } from '@/test/test-database'
import { listUsers, userListOptions, userListStatement } from './user-list.server'

// The PostgreSQL test database is shared with other files: every row here carries this prefix
// (lowercase letters and digits, so that it sorts the same in every collation) and is removed at the end.
const prefix = `ul${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
const domain = `${prefix}.example.test`

let connection: DatabaseConnection
let db: Database
const log = statementLog()

beforeAll(async () => {
  connection = await openTestDatabase({ logger: log.logger })
  db = connection.db
})

afterAll(async () => {
  await db.delete(user).where(like(user.email, `%@%${prefix}%`))
  await connection.close()
})

interface NewUser {
  id: string
  name: string
  email?: string
  createdAt: Date
  banned?: boolean | null
}

async function insertUsers(users: NewUser[]) {
  await db.insert(user).values(users.map((row) => ({ email: `${row.id}@${domain}`, ...row })))
}

/** Every page of a search, followed by nextCursor. */
async function allPages(searchTerm: string, limit: number) {
  const pages: Array<Awaited<ReturnType<typeof listUsers>>> = []
  let cursor: string | undefined
  do {
    const page = await listUsers(db, { searchTerm, cursor, limit })
    pages.push(page)
    cursor = page.nextCursor ?? undefined
  } while (cursor && pages.length < 100)
  return pages
}

describe(`users list on ${testDatabaseDriver}`, () => {
  describe('keyset paging', () => {
    const term = `${prefix}page`
    // In 2001, below the users of other test files on an unfiltered first page.
    const tie = new Date('2001-06-01T12:00:00.123Z')
    const users: NewUser[] = [
      { id: `${term}a`, name: `${term} Ada`, createdAt: new Date('2001-01-01T00:00:00Z') },
      { id: `${term}b`, name: `${term} Bea`, createdAt: new Date('2001-09-01T00:00:00Z') },
      // Five at the same instant: the id breaks the tie.
      { id: `${term}c3`, name: `${term} Cy`, createdAt: tie },
      { id: `${term}c1`, name: `${term} Cal`, createdAt: tie },
      { id: `${term}c5`, name: `${term} Cem`, createdAt: tie },
      { id: `${term}c2`, name: `${term} Cid`, createdAt: tie },
      { id: `${term}c4`, name: `${term} Col`, createdAt: tie },
      { id: `${term}d`, name: `${term} Dee`, createdAt: new Date('2001-03-01T00:00:00Z') },
    ]
    // Newest first, then the highest id first.
    const expected = [
      `${term}b`,
      `${term}c5`,
      `${term}c4`,
      `${term}c3`,
      `${term}c2`,
      `${term}c1`,
      `${term}d`,
      `${term}a`,
    ]

    beforeAll(() => insertUsers(users))

    it.each([1, 2, 3, 7, 8, 50])('walks every user once, newest first, %i per page', async (limit) => {
      const pages = await allPages(term, limit)
      const ids = pages.flatMap((page) => page.items.map((item) => item.id))
      expect(ids).toEqual(expected)
      expect(pages).toHaveLength(Math.ceil(expected.length / limit))
      for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(limit)
      expect(pages.at(-1)?.nextCursor).toBeNull()
      for (const page of pages) expect(page).toMatchObject({ total: expected.length, totalCapped: false })
    })

    it('returns the listed fields, dates as dates', async () => {
      const { items } = await listUsers(db, { searchTerm: term, limit: 1 })
      expect(items[0]).toEqual({
        id: `${term}b`,
        name: `${term} Bea`,
        email: `${term}b@${domain}`,
        role: null,
        banned: false,
        banExpires: null,
        createdAt: new Date('2001-09-01T00:00:00Z'),
      })
    })

    it('keeps microseconds in the cursor, so that no user at the same millisecond is skipped', async () => {
      const micro = `${prefix}micro`
      await db.execute(sql`
        insert into "user" (id, name, email, created_at)
        values (${`${micro}1`}, ${micro}, ${`${micro}1@${domain}`}, '2001-02-02 00:00:00.000100+00'),
               (${`${micro}2`}, ${micro}, ${`${micro}2@${domain}`}, '2001-02-02 00:00:00.000900+00')
      `)
      const ids = (await allPages(micro, 1)).flatMap((page) => page.items.map((item) => item.id))
      expect(ids).toEqual([`${micro}2`, `${micro}1`])
    })

    it.each([
      ['not base64 at all', '%%%not a cursor%%%'],
      ['not JSON', Buffer.from('{oops').toString('base64url')],
      ['JSON of the wrong shape', Buffer.from(JSON.stringify({ createdAt: 1 })).toString('base64url')],
      ['an invalid date', Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url')],
      // Dates JavaScript reads but the database cannot cast (they answered 500), and text it refuses.
      ['a date only JavaScript reads', Buffer.from(JSON.stringify(['1', 'x'])).toString('base64url')],
      [
        'a date beyond the database',
        Buffer.from(JSON.stringify(['+275760-09-13T00:00:00.000Z', 'x'])).toString('base64url'),
      ],
      [
        'an id with a NUL character',
        Buffer.from(JSON.stringify(['2001-02-02 00:00:00.0009+00', 'a\u0000'])).toString('base64url'),
      ],
    ])('starts again from the first page given a cursor that is %s', async (_label, cursor) => {
      const first = await listUsers(db, { searchTerm: term, limit: 3 })
      const restarted = await listUsers(db, { searchTerm: term, cursor, limit: 3 })
      expect(restarted).toEqual(first)
      expect(restarted.items.map((item) => item.id)).toEqual(expected.slice(0, 3))
    })
  })

  describe('search', () => {
    const term = `${prefix}find`
    beforeAll(() =>
      insertUsers([
        {
          id: `${term}name`,
          name: `Grace ${term.toUpperCase()}Hopper`,
          email: `grace.${prefix}@${domain}`,
          createdAt: new Date('2002-01-01Z'),
        },
        {
          id: `${term}mail`,
          name: 'Someone Else',
          email: `${term}.ada.LOVELACE@${domain}`,
          createdAt: new Date('2002-01-02Z'),
        },
        { id: `${term}pct`, name: `${term} 100% sure`, createdAt: new Date('2002-01-03Z') },
        { id: `${term}pcx`, name: `${term} 1000 sure`, createdAt: new Date('2002-01-04Z') },
        { id: `${term}und`, name: `${term} snake_case`, createdAt: new Date('2002-01-05Z') },
        { id: `${term}unx`, name: `${term} snakeXcase`, createdAt: new Date('2002-01-06Z') },
        { id: `${term}bsl`, name: `${term} back\\slash`, createdAt: new Date('2002-01-07Z') },
      ]),
    )

    const idsFor = async (searchTerm: string) =>
      (await listUsers(db, { searchTerm, limit: 50 })).items.map((item) => item.id).sort()

    it('finds by name, whatever the case', async () => {
      expect(await idsFor(`${term}hopper`)).toEqual([`${term}name`])
      expect(await idsFor(`GRACE ${term.toUpperCase()}`)).toEqual([`${term}name`])
    })

    it('finds by e-mail, whatever the case, and trims the term', async () => {
      expect(await idsFor(`${term}.Ada.Lovelace@`)).toEqual([`${term}mail`])
      expect(await idsFor(`  ${term.toUpperCase()}.ADA  `)).toEqual([`${term}mail`])
      expect(await idsFor(`grace.${prefix}@`)).toEqual([`${term}name`])
    })

    it('takes %, _ and \\ literally', async () => {
      expect(await idsFor(`${term} 100%`)).toEqual([`${term}pct`])
      expect(await idsFor(`${term} 100`)).toEqual([`${term}pct`, `${term}pcx`])
      expect(await idsFor(`${term} snake_case`)).toEqual([`${term}und`])
      expect(await idsFor(`${term} %`)).toEqual([])
      expect(await idsFor(`${term} _`)).toEqual([])
      expect(await idsFor(`${term} back\\slash`)).toEqual([`${term}bsl`])
    })

    it('never matches across the name and the e-mail, even with a line break in the term', async () => {
      // Grace's name ends with "hopper", her e-mail starts with "grace.": search_text joins them with a line break.
      expect(await idsFor(`hopper grace.${prefix}`)).toEqual([])
      expect(await idsFor(`hopper\ngrace.${prefix}`)).toEqual([])
      expect(await idsFor(`hopper\r\ngrace.${prefix}`)).toEqual([])
    })

    it('finds nothing for an unknown term', async () => {
      expect(await listUsers(db, { searchTerm: `${prefix}nobody`, limit: 10 })).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
        totalCapped: false,
      })
    })
  })

  it('reports the banned flag, false when unset', async () => {
    const term = `${prefix}ban`
    await insertUsers([
      { id: `${term}yes`, name: term, banned: true, createdAt: new Date('2003-01-03Z') },
      { id: `${term}no`, name: term, banned: false, createdAt: new Date('2003-01-02Z') },
      { id: `${term}null`, name: term, banned: null, createdAt: new Date('2003-01-01Z') },
    ])
    const { items } = await listUsers(db, { searchTerm: term, limit: 10 })
    expect(items.map((item) => [item.id, item.banned])).toEqual([
      [`${term}yes`, true],
      [`${term}no`, false],
      [`${term}null`, false],
    ])
  })

  describe('total', () => {
    const capDomain = `${prefix}cap.example.test`

    beforeAll(async () => {
      const { inserted } = await seedUsers(db, { count: LIST_TOTAL_CAP + 5, domain: capDomain })
      expect(inserted).toBe(LIST_TOTAL_CAP + 5)
    })

    it('stops counting at the cap', async () => {
      const page = await listUsers(db, { searchTerm: `@${capDomain}`, limit: 25 })
      expect(page).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true })
      expect(page.items).toHaveLength(25)
      expect(page.nextCursor).not.toBeNull()
    })

    it('counts exactly below the cap', async () => {
      // Generated addresses are first.last.N@domain: ".N@" belongs to user N alone.
      const page = await listUsers(db, { searchTerm: `.${LIST_TOTAL_CAP - 1}@${capDomain}`, limit: 25 })
      expect(page).toMatchObject({ total: 1, totalCapped: false, nextCursor: null })
      // "00@" matches users 100, 200 ... 1,000: the same total on each of three pages.
      const ten = await allPages(`00@${capDomain}`, 4)
      expect(ten.map((each) => [each.items.length, each.total, each.totalCapped])).toEqual([
        [4, 10, false],
        [4, 10, false],
        [2, 10, false],
      ])
    })

    it('counts exactly at the cap, and caps one user more', async () => {
      const exactDomain = `${prefix}exact.example.test`
      await seedUsers(db, { count: LIST_TOTAL_CAP, domain: exactDomain })
      expect(await listUsers(db, { searchTerm: `@${exactDomain}`, limit: 10 })).toMatchObject({
        total: LIST_TOTAL_CAP,
        totalCapped: false,
      })
      await seedUsers(db, { count: LIST_TOTAL_CAP + 1, domain: exactDomain })
      expect(await listUsers(db, { searchTerm: `@${exactDomain}`, limit: 10 })).toMatchObject({
        total: LIST_TOTAL_CAP,
        totalCapped: true,
      })
    })

    it('reads the page and the total with one statement, and the total again only for an empty page after a cursor', async () => {
      const search = { searchTerm: `@${capDomain}`, limit: 25 }
      // The very statement the plans below are checked on, prepared once with placeholders.
      expect(await log.during(() => listUsers(db, search))).toEqual([statementOf(db, search).toSQL().sql])
      const { nextCursor } = await listUsers(db, search)
      expect(await log.during(() => listUsers(db, { ...search, cursor: nextCursor ?? undefined }))).toHaveLength(1)
      expect(await log.during(() => listUsers(db, { searchTerm: '', limit: 25 }))).toHaveLength(1)
      expect(await log.during(() => listUsers(db, { searchTerm: `${prefix}nobody`, limit: 25 }))).toHaveLength(1)

      // A cursor past the last match (the users after it were deleted since): no items, and still the
      // total of the search, read with a second statement.
      const pastTheEnd = Buffer.from(JSON.stringify(['1970-01-01 00:00:00+00', 'x'])).toString('base64url')
      const onlyOne = { searchTerm: `.${LIST_TOTAL_CAP - 1}@${capDomain}`, cursor: pastTheEnd, limit: 25 }
      expect(await log.during(() => listUsers(db, onlyOne))).toHaveLength(2)
      expect(await listUsers(db, onlyOne)).toEqual({ items: [], nextCursor: null, total: 1, totalCapped: false })
      expect(await listUsers(db, { ...onlyOne, searchTerm: `${prefix}nobody` })).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
        totalCapped: false,
      })
    })

    it('seeds only what is missing when run again', async () => {
      expect(await seedUsers(db, { count: LIST_TOTAL_CAP + 5, domain: capDomain, batchSize: 4000 })).toEqual({
        inserted: 0,
      })
      const [row] = await queryRows<{ users: number }>(
        db,
        sql`select count(*)::int as users from "user" where email like ${`%@${capDomain}`}`,
      )
      expect(row?.users).toBe(LIST_TOTAL_CAP + 5)
    })

    it('generates plain, mostly unbanned users over the last two years', async () => {
      const [row] = await queryRows<{ roles: string[]; banned: number; oldest: string; newest: string }>(
        db,
        sql`select array_agg(distinct role) as roles, count(*) filter (where banned)::int as banned,
                   min(created_at)::text as oldest, max(created_at)::text as newest
            from "user" where email like ${`%@${capDomain}`}`,
      )
      expect(row?.roles).toEqual(['user'])
      expect(row?.banned).toBeGreaterThan(0)
      expect(row?.banned).toBeLessThan((LIST_TOTAL_CAP + 5) * 0.05)
      const twoYears = 2 * 366 * 24 * 3600 * 1000
      expect(Date.now() - Date.parse(row?.oldest ?? '')).toBeLessThanOrEqual(twoYears)
      expect(Date.parse(row?.newest ?? '')).toBeLessThanOrEqual(Date.now())
    })
  })
})

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Plan Rows': number
  Plans?: PlanNode[]
}

type PlanNodes = Array<[string, string | undefined]>

const described = (nodes: PlanNode[]): PlanNodes => nodes.map((node) => [node['Node Type'], node['Index Name']])

/** Every node of a plan, the root first. */
function allNodes(root: PlanNode): PlanNode[] {
  return [root, ...(root.Plans ?? []).flatMap(allNodes)]
}

/**
 * The plan PostgreSQL would run for the statement of listUsers, in its parts: the capped count (the
 * Aggregate of the subquery), the page (every other node) and the sorts with the rows each expects.
 */
async function planOf(executor: Pick<Database, 'execute'>, query: SQLWrapper) {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(executor as Database, sql`explain (format json) ${query}`)
  const raw = row?.['QUERY PLAN']
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>
  if (!plan) throw new Error('No plan')
  const nodes = allNodes(plan.Plan)
  const total = nodes.find((node) => node['Node Type'] === 'Aggregate')
  const inTotal = new Set(total ? allNodes(total) : [])
  const page = nodes.filter((node) => !inTotal.has(node))
  const sorts = nodes.filter((node) => node['Node Type'] === 'Sort').map((node) => node['Plan Rows'])
  return { total: described([...inTotal]), page: described(page), sorts }
}

/** The exact statement of a listUsers call, with its values (the call itself runs it prepared). */
const statementOf = (executor: Database, input: ListInput) =>
  userListStatement(executor, listStatementParams(input, userListOptions))

const trigramScans = (nodes: PlanNodes) =>
  nodes.filter(([type, index]) => type === 'Bitmap Index Scan' && index === 'user_search_text_trgm_idx')
const keysetScans = (nodes: PlanNodes) =>
  nodes.filter(
    ([type, index]) => (type === 'Index Scan' || type === 'Index Only Scan') && index === 'user_created_at_id_idx',
  )

// EXPLAIN proves the indexes serve the exact SQL of listUsers. PostgreSQL only: PGlite's plans
// follow the same planner but the embedded database is not where the scale matters.
if (testDatabaseDriver === 'postgres')
  describe('query plans on postgres (60,000 more users, analysed)', () => {
    // Below some 50,000 users PostgreSQL 15 prefers a sequential scan for a rare term. From there on (and on
    // 1,000,000 users) the trigram index wins.
    beforeAll(async () => {
      await seedUsers(db, { count: 60_000, domain: `${prefix}plan.example.test` })
      await db.execute(sql`vacuum analyze "user"`)
    }, 120_000)

    it('searches through the trigram index, for the page and for the total', async () => {
      for (const searchTerm of [`${prefix}needle`, `kimani.1234@${prefix}plan`]) {
        const plan = await planOf(db, statementOf(db, { searchTerm, limit: 50 }))
        expect(trigramScans(plan.page), `page for ${searchTerm}`).not.toEqual([])
        expect(trigramScans(plan.total), `total for ${searchTerm}`).not.toEqual([])
      }
    })

    it('reads the first page and the next ones in index order, without sorting the table', async () => {
      const first = await planOf(db, statementOf(db, { searchTerm: '', limit: 50 }))
      expect(keysetScans(first.page)).not.toEqual([])
      expect(first.sorts).toEqual([])

      const { nextCursor } = await listUsers(db, { searchTerm: '', limit: 50 })
      const next = await planOf(db, statementOf(db, { searchTerm: '', cursor: nextCursor ?? undefined, limit: 50 }))
      expect(keysetScans(next.page)).not.toEqual([])
      expect(next.sorts).toEqual([])
    })

    it('shows other plans once the indexes are gone (so the checks above can fail)', async () => {
      const rollback = new Error('rollback')
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`drop index user_search_text_trgm_idx, user_created_at_id_idx`)
          const searched = await planOf(tx, statementOf(db, { searchTerm: `${prefix}needle`, limit: 50 }))
          const unfiltered = await planOf(tx, statementOf(db, { searchTerm: '', limit: 50 }))
          expect(trigramScans(searched.page)).toEqual([])
          expect(trigramScans(searched.total)).toEqual([])
          expect(keysetScans(unfiltered.page)).toEqual([])
          expect(Math.max(...unfiltered.sorts)).toBeGreaterThan(LIST_TOTAL_CAP)
          throw rollback
        }),
      ).rejects.toBe(rollback)
      const { page } = await planOf(db, statementOf(db, { searchTerm: `${prefix}needle`, limit: 50 }))
      expect(trigramScans(page)).not.toEqual([])
    })
  })
