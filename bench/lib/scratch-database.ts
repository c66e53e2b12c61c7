import postgres from 'postgres'

/** The maintenance database of the machine's PostgreSQL, where scratch databases are created. */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (any database there), named
 * `<prefix>_<time>_<random>`; `drop()` removes it, closing what is still connected to it.
 */
export async function createScratchDatabase(adminUrl = DEFAULT_ADMIN_URL, prefix = 'threshold_load') {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = () => postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} })
  const sql = admin()
  try {
    await sql.unsafe(`create database "${name}"`)
  } catch (error) {
    throw new Error(`Could not create a database on ${redact(adminUrl)} (set DATABASE_URL to use an existing one)`, {
      cause: error,
    })
  } finally {
    await sql.end({ timeout: 1 })
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const sql = admin()
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await sql.end({ timeout: 1 })
      }
    },
  }
}

/** A connection URL without its password, to print. */
export function redact(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(invalid URL)'
  }
}
