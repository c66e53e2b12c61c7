import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
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
  /** Applies pending migrations, one instance at a time. */
  migrate(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pglite'; client: PGlite }

/** An embedded database with the extensions the schema needs (pg_trgm for the users search). */
export function createPglite(dataDir = 'memory://') {
  return new PGlite(dataDir, { extensions: { pg_trgm } })
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

async function openPglite(target: Extract<DatabaseTarget, { driver: 'pglite' }>): Promise<DatabaseConnection> {
  let client: PGlite
  if ('client' in target) {
    client = target.client
  } else {
    if (target.dataDir !== 'memory://') mkdirSync(target.dataDir, { recursive: true })
    client = createPglite(target.dataDir)
  }
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => withMigrationLock(db, () => migratePglite(db, { migrationsFolder: migrationsFolder() })),
    close: () => client.close(),
  }
}

/**
 * Seconds postgres.js waits for a connection: with PostgreSQL down, requests fail within this (503)
 * instead of hanging; the next query connects again, so the app recovers by itself.
 */
export const POSTGRES_CONNECT_TIMEOUT_SECONDS = 2

async function openPostgres(url: string): Promise<DatabaseConnection> {
  const client = postgres(url, { max: 10, connect_timeout: POSTGRES_CONNECT_TIMEOUT_SECONDS, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  await db.execute(sql`select 1`)
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // An advisory lock belongs to one connection, so lock and migrate on a dedicated one.
      const migrationClient = postgres(url, { max: 1, connect_timeout: POSTGRES_CONNECT_TIMEOUT_SECONDS, onnotice: () => {} })
      const migrationDb = drizzlePostgres({ client: migrationClient, schema })
      try {
        await withMigrationLock(migrationDb, () => migratePostgres(migrationDb, { migrationsFolder: migrationsFolder() }))
      } finally {
        await migrationClient.end()
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

export function openDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  return target.driver === 'postgres' ? openPostgres(target.url) : openPglite(target)
}
