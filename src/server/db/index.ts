import { serverConfig } from '../config'
import { log } from '../log'
import { type DatabaseConnection, openDatabase } from './client'
import { isDatabaseEmpty, seedDemoData } from './seed'

export type { Database } from './client'

// Kept on globalThis so that a module reload in development does not open a second PGlite.
const state = globalThis as typeof globalThis & { thresholdDatabase?: Promise<DatabaseConnection> }

async function startDatabase() {
  const config = serverConfig()
  const connection = await openDatabase(config.database)
  await connection.migrate()
  if (!config.isProduction && (await isDatabaseEmpty(connection.db))) {
    await seedDemoData(connection.db)
    log.info('Seeded the demo data into the empty database')
  }
  log.info({ driver: connection.driver }, 'Database ready')
  return connection
}

/** The process-wide database, opened, migrated (and seeded in development) on first use. */
export function getDatabaseConnection(): Promise<DatabaseConnection> {
  state.thresholdDatabase ??= startDatabase().catch((error: unknown) => {
    log.error({ err: error }, 'The database could not be opened')
    state.thresholdDatabase = undefined
    throw new DatabaseUnavailableError({ cause: error })
  })
  return state.thresholdDatabase
}

export async function getDb() {
  return (await getDatabaseConnection()).db
}

export async function closeDatabase() {
  const pending = state.thresholdDatabase
  state.thresholdDatabase = undefined
  if (pending) await (await pending.catch(() => undefined))?.close()
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  constructor(options?: ErrorOptions) {
    super('The database is unavailable', options)
  }
}
