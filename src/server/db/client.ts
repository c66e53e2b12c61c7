import { mkdirSync } from 'node:fs'
// PGlite is imported only when the embedded database is used: about 9 MB and 70 ms that a process on
// PostgreSQL does not need.
import type { PGlite } from '@electric-sql/pglite'
import { type Logger, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'
import { migrationsFolder } from './migrations-folder'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either the database or an open transaction: for writes that must join the caller's transaction. */
export type DatabaseOrTransaction = Database | Transaction

export interface DatabaseConnection {
  db: Database
  driver: 'pglite' | 'postgres'
  /** What a second client of the same database (the job queue) connects to. */
  source: { driver: 'postgres'; url: string } | { driver: 'pglite'; client: PGlite }
  migrate(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pglite'; client: PGlite | Promise<PGlite> }

export interface DatabaseOptions {
  /** Sees every SQL statement the connection sends (the tests count them). */
  logger?: Logger
}

/** `loadDataDir`: starts from a copy of another database's files (see PGlite's dumpDataDir) instead of an empty one. */
export async function createPglite(dataDir = 'memory://', { loadDataDir }: { loadDataDir?: Blob } = {}) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  return new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir })
}

// Any fixed number works; it only has to be the same for every instance of the product.
const MIGRATION_LOCK_ID = 7_268_110_331

async function withMigrationLock(db: Database, run: () => Promise<void>) {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`)
  try {
    await run()
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`)
  }
}

async function openPglite(
  target: Extract<DatabaseTarget, { driver: 'pglite' }>,
  { logger }: DatabaseOptions,
): Promise<DatabaseConnection> {
  let client: PGlite
  if ('client' in target) {
    client = await target.client
  } else {
    if (target.dataDir !== 'memory://') mkdirSync(target.dataDir, { recursive: true })
    client = await createPglite(target.dataDir)
  }
  await client.waitReady
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const db = drizzlePglite({ client, schema, logger })
  return {
    db,
    driver: 'pglite',
    source: { driver: 'pglite', client },
    migrate: () => withMigrationLock(db, () => migratePglite(db, { migrationsFolder: migrationsFolder() })),
    close: () => client.close(),
  }
}

/** With PostgreSQL down, requests fail within this (503) instead of hanging; the next query connects again. */
export const POSTGRES_CONNECT_TIMEOUT_SECONDS = 2

/**
 * No reconnection back-off: postgres.js shares one that grows to 20 s across the pool, so during an outage
 * requests would hang instead of answering 503, and keep hanging after PostgreSQL is back.
 */
function postgresOptions({ max }: { max: number }) {
  return { max, connect_timeout: POSTGRES_CONNECT_TIMEOUT_SECONDS, backoff: () => 0, onnotice: () => {} }
}

async function openPostgres(url: string, { logger }: DatabaseOptions): Promise<DatabaseConnection> {
  const client = postgres(url, postgresOptions({ max: 10 }))
  const db = drizzlePostgres({ client, schema, logger })
  await db.execute(sql`select 1`)
  return {
    db,
    driver: 'postgres',
    source: { driver: 'postgres', url },
    async migrate() {
      // An advisory lock belongs to one connection, so lock and migrate on a dedicated one.
      const migrationClient = postgres(url, postgresOptions({ max: 1 }))
      const migrationDb = drizzlePostgres({ client: migrationClient, schema })
      try {
        await withMigrationLock(migrationDb, () =>
          migratePostgres(migrationDb, { migrationsFolder: migrationsFolder() }),
        )
      } finally {
        await migrationClient.end()
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  return target.driver === 'postgres' ? openPostgres(target.url, options) : openPglite(target, options)
}
