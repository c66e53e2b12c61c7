import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { workerDatabase } from './worker-database'

/**
 * With TEST_DATABASE_URL, creates the database of each worker (worker-database.ts) empty, dropping what an earlier
 * run left, so that migrations are exercised from scratch; drops them at the end so that the server does not fill up.
 */
export default async function createWorkerDatabases(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return
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
