/**
 * Times listUsers on the database of DATABASE_URL (seed it first: npm run db:seed-users -- --count 1000000).
 * Not a test: prints p50 / p95 / max per case. See docs/benchmarks/users-search.md.
 *
 *   DATABASE_URL=postgres://... npm run bench:users-search -- [--runs 100] [--limit 50]
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { listUsers, userCountStatement } from '@/features/user/user-list.server'
import { openDatabase } from '@/server/db/client'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '100' }, limit: { type: 'string', default: '50' } },
})
const runs = Number(values.runs)
const limit = Number(values.limit)
const url = process.env.DATABASE_URL
if (!url) {
  process.stderr.write('Set DATABASE_URL to the PostgreSQL database to measure.\n')
  process.exit(1)
}

const print = (line = '') => process.stdout.write(`${line}\n`)
const connection = await openDatabase({ driver: 'postgres', url })
const { db } = connection

type Input = Parameters<typeof listUsers>[1]
type Result = Awaited<ReturnType<typeof listUsers>>

/** A cursor some pages deep, reached by following nextCursor. */
async function cursorAfterPages(pages: number) {
  let cursor: string | undefined
  for (let page = 0; page < pages; page += 1)
    cursor = (await listUsers(db, { searchTerm: '', cursor, limit })).nextCursor ?? undefined
  return cursor
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function time(run: () => Promise<unknown>) {
  const durations: number[] = []
  for (let i = 0; i < 5; i += 1) await run() // warm-up
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await run()
    durations.push(performance.now() - started)
  }
  return durations.sort((a, b) => a - b)
}

try {
  const [{ users }] = (await db.execute<{ users: number }>(
    sql`select count(*)::int as users from "user"`,
  )) as unknown as [{ users: number }]
  const [{ version }] = (await db.execute<{ version: string }>(
    sql`select current_setting('server_version') as version`,
  )) as unknown as [{ version: string }]
  const deepCursor = await cursorAfterPages(200)
  const cases: Array<[label: string, input: Input]> = [
    ['first page, no search', { searchTerm: '', limit }],
    ['page 201 via cursor, no search', { searchTerm: '', cursor: deepCursor, limit }],
    ['common fragment "mar"', { searchTerm: 'mar', limit }],
    ['surname "Kimani" (2.5%)', { searchTerm: 'Kimani', limit }],
    ['rare e-mail fragment "kimani.1"', { searchTerm: 'kimani.1', limit }],
    ['rare "987654"', { searchTerm: '987654', limit }],
    ['e-mail fragment "@example.test" (all)', { searchTerm: '@example.test', limit }],
    ['no match "zzqxj"', { searchTerm: 'zzqxj', limit }],
  ]

  print(
    `PostgreSQL ${version}, ${users.toLocaleString('en')} users, ${runs} runs per case (after 5 warm-up runs), limit ${limit}`,
  )
  print()
  print('| Case | rows | total | listUsers p50 | p95 | max | count query p50 | p95 |')
  print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  const ms = (value: number) => `${value.toFixed(1)} ms`
  for (const [label, input] of cases) {
    let result: Result | undefined
    const whole = await time(async () => {
      result = await listUsers(db, input)
    })
    // The capped count alone (listUsers reads it in the same statement as the page).
    const countOnly = await time(() => userCountStatement(db, input))
    const total = result ? `${result.total.toLocaleString('en')}${result.totalCapped ? '+' : ''}` : '?'
    print(
      `| ${label} | ${result?.items.length ?? 0} | ${total} | ${ms(percentile(whole, 50))} | ${ms(percentile(whole, 95))} | ${ms(whole.at(-1) ?? Number.NaN)} | ${ms(percentile(countOnly, 50))} | ${ms(percentile(countOnly, 95))} |`,
    )
  }
} finally {
  await connection.close()
}
