import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { createPglite, openDatabase } from '@/server/db/client'
import { startJobQueue } from '@/server/jobs/job-queue'
import { workerDatabase } from './worker-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files of a migrated PGlite database (dumpDataDir), which each test file's database starts from. */
    migratedPgliteSnapshot?: string
  }
}

export default async function setUpTestDatabases(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  return serverUrl ? createWorkerDatabases(project, serverUrl) : snapshotMigratedPglite(project)
}

/**
 * Migrates one PGlite database from scratch, with the job queue's schema, and keeps a copy of its files: a test file's database starts from that
 * copy in about a second, where creating and migrating one takes three to five.
 */
async function snapshotMigratedPglite(project: TestProject) {
  const client = await createPglite()
  const connection = await openDatabase({ driver: 'pglite', client })
  await connection.migrate()
  // pg-boss installs its schema when it first starts (a third of a second): once here, not once per test file.
  await (await startJobQueue({ connection, handlers: { email: async () => {}, webhook: async () => {} } })).stop()
  const snapshot = await client.dumpDataDir('none')
  await connection.close()
  const folder = mkdtempSync(join(tmpdir(), 'threshold-pglite-snapshot-'))
  const file = join(folder, 'migrated.tar')
  writeFileSync(file, new Uint8Array(await snapshot.arrayBuffer()))
  project.provide('migratedPgliteSnapshot', file)
  return () => rmSync(folder, { recursive: true, force: true })
}

/**
 * With TEST_DATABASE_URL, creates the database of each worker (worker-database.ts) empty, dropping what an earlier
 * run left, so that migrations are exercised from scratch; drops them at the end so that the server does not fill up.
 */
async function createWorkerDatabases(project: TestProject, serverUrl: string) {
  const databases = Array.from({ length: project.config.maxWorkers }, (_, index) =>
    workerDatabase(serverUrl, `${index + 1}`),
  )

  const forEachDatabase = async (run: (sql: postgres.Sql, name: string) => Promise<unknown>) => {
    const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
    try {
      for (const { name } of databases) await run(sql, name)
    } finally {
      await sql.end()
    }
  }
  // `with (force)`: Vitest runs the teardown before its workers have exited.
  const drop = (sql: postgres.Sql, name: string) => sql`drop database if exists ${sql(name)} with (force)`

  await forEachDatabase(async (sql, name) => {
    await drop(sql, name)
    await sql`create database ${sql(name)}`
  })
  return () => forEachDatabase(drop)
}
