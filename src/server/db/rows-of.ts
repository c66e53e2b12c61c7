import type { SQL } from 'drizzle-orm'
import type { DatabaseOrTransaction } from './client'

/** The rows of a raw SQL query: postgres.js returns them as an array, PGlite under `rows`. */
export async function rowsOf<Row>(db: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] }
  return Array.isArray(result) ? result : result.rows
}
