import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseConnection, type DatabaseOptions, createPglite, openDatabase } from '@/server/db/client'
import { workerDatabase } from './worker-database'

const serverUrl = process.env.TEST_DATABASE_URL

/** Which database the integration tests run on: the PostgreSQL server of TEST_DATABASE_URL, else PGlite in memory. */
export const testDatabaseDriver = serverUrl ? 'postgres' : 'pglite'

/** On the PostgreSQL server, this worker's own database (worker-database.ts). */
export const testDatabaseUrl = serverUrl ? workerDatabase(serverUrl).url : undefined

/** A migrated database for one test file (`options.logger`: see `statementLog`). */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  const connection = testDatabaseUrl
    ? await openDatabase({ driver: 'postgres', url: testDatabaseUrl }, options)
    : await openDatabase(
        { driver: 'pglite', client: createPglite('memory://', { loadDataDir: migratedSnapshot() }) },
        options,
      )
  // Nothing left to apply on a copy of the migrated database: this checks it is up to date.
  await connection.migrate()
  return connection
}

/** The migrated database the global setup kept (integration-global-setup.ts), read once per test file. */
let snapshot: Blob | undefined
function migratedSnapshot() {
  const file = inject('migratedPgliteSnapshot')
  if (!file) return undefined
  snapshot ??= new Blob([readFileSync(file)])
  return snapshot
}

/** An address no other test uses. */
export function uniqueEmail(label = 'person') {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`
}

export { rowsOf as queryRows } from '@/server/db/rows-of'

/**
 * The SQL statements a connection sends, when opened with `openTestDatabase({ logger })`: `during(run)`
 * gives those `run` sent (the tests of a file run one after another, so nothing else is counted).
 */
export function statementLog() {
  const statements: string[] = []
  return {
    logger: { logQuery: (query: string) => void statements.push(query) },
    async during(run: () => Promise<unknown>) {
      const from = statements.length
      await run()
      return statements.slice(from)
    },
  }
}
