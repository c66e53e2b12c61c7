import { relative } from 'node:path'

/**
 * The source modules that do something when imported (a statement at their top level): every other module of src/
 * only declares what it exports. Listed, so that the browser's build may leave out a module whose exports a page does
 * not use, and skip building its unused values (zod schemas above all) while the page's first script runs.
 * A test holds this list to what src/ contains (decision 083).
 */
export const sourceModulesWithSideEffects = [
  'src/client.tsx',
  'src/lib/validation/zod-without-eval.ts',
  // The server's: never in the browser's build.
  'src/server/db/cli-migrate.ts',
  'src/server/db/cli-seed-users.ts',
  'src/server/db/cli-seed.ts',
  'src/server/i18n.ts',
]

/** Rolldown's `treeshake.moduleSideEffects` for the browser's build: undefined leaves a module outside src/ to it. */
export function sourceModuleSideEffects(id: string) {
  const path = relative(process.cwd(), id.split('?', 1)[0]!).replaceAll('\\', '/')
  if (!path.startsWith('src/') || path.endsWith('.css')) return undefined
  return sourceModulesWithSideEffects.includes(path)
}
