import { sql } from 'drizzle-orm'
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

/** Opened, migrated (and seeded in development) on first use. */
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

export async function pingDatabase() {
  await (await getDb()).execute(sql`select 1`)
}

/** Libraries such as better-auth replace the driver's error with their own: then a `select 1` tells. */
export async function databaseUnreachableAfter(error: unknown): Promise<boolean> {
  if (isDatabaseUnavailable(error)) return true
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 1000)))
  try {
    await Promise.race([pingDatabase(), timeout])
    return false
  } catch {
    return true
  } finally {
    clearTimeout(timer)
  }
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

// postgres.js connection errors, socket errors, and PostgreSQL's connection-exception (08xxx),
// shutdown (57P01-57P03) and too-many-connections (53300) SQLSTATEs.
const UNAVAILABLE_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

/** Drizzle wraps driver errors: the causes are checked too. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseUnavailableError) return true
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true
  }
  return false
}
