import postgres from 'postgres'

/**
 * With TEST_DATABASE_URL the integration tests share one PostgreSQL database: start each run
 * from an empty one so that migrations are exercised from scratch.
 */
export default async function resetTestDatabase() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`drop schema if exists drizzle cascade`
    await sql`drop schema if exists public cascade`
    await sql`create schema public`
  } finally {
    await sql.end()
  }
}
