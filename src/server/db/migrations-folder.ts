import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** The built server ships its migrations beside it, so it does not depend on the source tree. */
export function migrationsFolder() {
  const candidates = [
    process.argv[1] ? join(dirname(resolve(process.argv[1])), 'drizzle') : undefined,
    resolve(process.cwd(), 'drizzle'),
  ].filter((path): path is string => Boolean(path))
  const found = candidates.find((path) => existsSync(join(path, 'meta', '_journal.json')))
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`)
  return found
}
