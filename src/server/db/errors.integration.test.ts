import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseDriver } from '@/test/test-database'
import type { DatabaseConnection } from './client'
import { isDataException, isUniqueViolation } from './errors'
import { auditLog, repository } from './schema'

/**
 * The database's refusals of a value's characters, as the driver reports them: src/server/http/server-functions/error-responses.ts
 * answers them (SQLSTATE class 22) with 400 (the validators refuse these characters first; this is the net under them).
 */
describe(`database errors on ${testDatabaseDriver}`, () => {
  let connection: DatabaseConnection

  beforeAll(async () => {
    connection = await openTestDatabase()
  })
  afterAll(() => connection.close())

  const failure = async (write: () => Promise<unknown>) => {
    try {
      await write()
    } catch (error) {
      return error
    }
    throw new Error('the write succeeded')
  }

  it('recognises a NUL character in text', async () => {
    const error = await failure(() =>
      connection.db.insert(repository).values({ name: `nul\u0000${crypto.randomUUID()}`, link: 'https://example.com' }),
    )
    expect(isDataException(error)).toBe(true)
    expect(isUniqueViolation(error)).toBe(false)
  })

  it('recognises a NUL character and a lone surrogate in jsonb', async () => {
    const row = (details: Record<string, unknown>) => ({
      action: 'test',
      targetType: 'test',
      targetId: crypto.randomUUID(),
      details,
    })
    expect(isDataException(await failure(() => connection.db.insert(auditLog).values(row({ name: 'a\u0000b' }))))).toBe(
      true,
    )
    expect(
      isDataException(await failure(() => connection.db.insert(auditLog).values(row({ name: 'lone \ud800' })))),
    ).toBe(true)
  })

  it('recognises text that is no timestamp', async () => {
    const error = await failure(() => connection.db.execute(sql`select ${'1'}::timestamptz`))
    expect(isDataException(error)).toBe(true)
  })

  it('still tells a unique violation apart', async () => {
    const name = `unique ${crypto.randomUUID()}`
    await connection.db.insert(repository).values({ name, link: 'https://example.com' })
    const error = await failure(() => connection.db.insert(repository).values({ name, link: 'https://example.com' }))
    expect(isUniqueViolation(error)).toBe(true)
    expect(isDataException(error)).toBe(false)
  })
})
