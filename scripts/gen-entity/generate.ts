import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { AnchorError } from './anchors'
import { type Json, LocaleError, patchSharedLocales, translatedNamespace } from './locales'
import { type EntityNames, entityNames, nameProblem, renderTemplate } from './names'
import { sharedFilePatches } from './shared-files'

export const TEMPLATES_DIR = join(import.meta.dirname, 'templates')
export const DEFAULT_ICON = 'Shapes'

export interface GenerateOptions {
  /** The project's root folder. */
  root: string
  /** Singular kebab-case name, e.g. `book` or `book-club`. */
  name: string
  plural?: string
  /** lucide-react icon of the sidebar entries. */
  icon?: string
  dryRun?: boolean
  log?: (line: string) => void
}

export interface GenerateResult {
  ok: boolean
  /** Files were written, then a step failed: they were all put back. */
  failed?: boolean
  names?: EntityNames
  /** Why nothing was written. */
  problems: string[]
  /** Paths (relative to the root) created and changed, or that would be. */
  created: string[]
  changed: string[]
  /** What is added to each changed file. */
  notes: Record<string, string>
  warnings: string[]
}

/** Names that would collide with the product's words, areas, tables or namespaces. */
const RESERVED = new Set([
  'account',
  'admin',
  'api',
  'api-doc',
  'app',
  'apps',
  'audit',
  'audit-log',
  'auth',
  'auth-error',
  'common',
  'dashboard',
  'demo',
  'dev',
  'email',
  'entity',
  'error',
  'index',
  'invitation',
  'layout',
  'login',
  'logout',
  'manager',
  'member',
  'new',
  'onboarding',
  'organization',
  'rate-limit',
  'repository',
  'route',
  'session',
  'shell',
  'sign-in-event',
  'team',
  'team-member',
  'ui',
  'update',
  'user',
  'verification',
])

/** JavaScript and TypeScript words a generated identifier may not be. */
const KEYWORDS = new Set(
  (
    'abstract any as async await bigint boolean break case catch class const constructor continue debugger declare default delete do else enum ' +
    'export extends false finally for from function get global if implements import in infer instanceof interface is keyof let module namespace ' +
    'never new null number object of package private protected public readonly require return satisfies set static string super switch symbol ' +
    'this throw true try type typeof undefined unique unknown var void while with yield arguments eval'
  ).split(' '),
)

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8')

/** Every template file, as a path relative to the templates folder. */
function templateFiles(dir = TEMPLATES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? templateFiles(path) : [relative(TEMPLATES_DIR, path)]
  })
}

/** The identifiers (not comments, not strings) of TypeScript sources. */
function identifiersOf(sources: Array<{ path: string; text: string }>) {
  const found = new Set<string>()
  for (const { path, text } of sources) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) found.add(node.text)
      node.forEachChild(visit)
    }
    visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind))
  }
  return found
}

/** Why this entity cannot be added to this project (it exists, or its names collide), as messages. */
function collisions(root: string, n: EntityNames): string[] {
  const problems: string[] = []
  if (RESERVED.has(n.entity) || RESERVED.has(n.entities))
    problems.push(`"${n.entity}" is a reserved word of the product`)
  for (const identifier of [n.entityCamel, n.entitiesCamel]) {
    if (KEYWORDS.has(identifier)) problems.push(`"${identifier}" is a JavaScript or TypeScript keyword`)
  }

  // The generated names must not meet an identifier of the code they are written into.
  const dummy = entityNames('zqxjv')
  const sources = templateFiles()
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => ({ path, text: renderTemplate(readFileSync(join(TEMPLATES_DIR, path), 'utf8'), dummy) }))
  if (existsSync(join(root, 'src/server/db/schema.ts')))
    sources.push({ path: 'src/server/db/schema.ts', text: read(root, 'src/server/db/schema.ts') })
  const taken = new Set([...identifiersOf(sources)].filter((identifier) => !/zqxjv/i.test(identifier)))
  for (const identifier of new Set([n.entityCamel, n.entitiesCamel, n.Entity, n.Entities])) {
    if (taken.has(identifier))
      problems.push(`"${identifier}" is already an identifier of the templates or src/server/db/schema.ts`)
  }

  const exists = (what: string, path: string, test: (text: string) => boolean) => {
    if (existsSync(join(root, path)) && test(read(root, path))) problems.push(`${path} already has ${what}`)
  }
  const quoted = (value: string) => `'${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`
  exists(`the table "${n.entity_table}"`, 'src/server/db/schema.ts', (text) =>
    new RegExp(`pgTable\\(\\s*${quoted(n.entity_table)}`).test(text),
  )
  exists(`the permission resource "${n.entity}"`, 'src/server/auth/access-control.ts', (text) =>
    new RegExp(`^\\s*(?:${n.entity}|${quoted(n.entity)}):`, 'm').test(text),
  )
  exists(`the i18n namespace "${n.entity}"`, 'src/lib/i18n/languages.ts', (text) => text.includes(quoted(n.entity)))
  exists(`the sidebar entry "${n.entities}"`, 'src/features/shell/navigation.ts', (text) =>
    text.includes(`id: '${n.entities}'`),
  )
  for (const path of [
    `src/features/${n.entity}`,
    `src/routes/app/${n.entities}`,
    `src/routes/manager/${n.entities}`,
    `src/routes/app/${n.entities}.tsx`,
    `src/routes/manager/${n.entities}.tsx`,
  ]) {
    if (existsSync(join(root, path))) problems.push(`${path} already exists`)
  }
  return problems
}

interface Migration {
  tag: string
  sql: string
  snapshot: string
}

/** The files `drizzle-kit generate --name <table>` will write: the next index of the journal. */
function nextMigration(root: string, n: EntityNames): Migration {
  const journal = JSON.parse(read(root, 'drizzle/meta/_journal.json')) as { entries: unknown[] }
  const index = String(journal.entries.length).padStart(4, '0')
  const tag = `${index}_${n.entity_table}`
  return { tag, sql: `drizzle/${tag}.sql`, snapshot: `drizzle/meta/${index}_snapshot.json` }
}

const LOCALE_FILES = ['layout', 'api-docs', 'audit'] as const
const LOCALE_NOTES = {
  layout: 'the sidebar labels',
  'api-docs': 'the descriptions of the server functions',
  audit: 'the audit sentences',
}

function languagesOf(root: string) {
  return readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * Adds an entity modelled on the repositories: writes the feature, routes and locale files from
 * the templates, adds it to the shared files at their anchors, then runs drizzle-kit (the
 * migration) and TanStack Router's generator (src/routeTree.gen.ts). Everything is checked before
 * anything is written; if a later step fails, every file is put back as it was.
 */
export function generateEntity(options: GenerateOptions): GenerateResult {
  const log = options.log ?? (() => {})
  const { root } = options
  const result: GenerateResult = { ok: false, problems: [], created: [], changed: [], notes: {}, warnings: [] }

  const syntax = nameProblem(options.name, options.plural)
  if (syntax) {
    result.problems.push(syntax)
    return result
  }
  const n = entityNames(options.name, options.plural)
  result.names = n
  result.problems.push(...collisions(root, n))
  // An entity that exists (or a name that collides) says so once, rather than file by file.
  if (result.problems.length > 0) return result

  const icon = options.icon ?? DEFAULT_ICON
  if (!/^[A-Z][A-Za-z0-9]*$/.test(icon) || !lucideHasIcon(root, icon))
    result.problems.push(`lucide-react has no icon named "${icon}"`)

  // New files: the templates, and the entity's namespace in every language.
  const creates = new Map<string, string>()
  const languages = languagesOf(root)
  for (const template of templateFiles()) {
    const text = renderTemplate(readFileSync(join(TEMPLATES_DIR, template), 'utf8'), n)
    const target = renderTemplate(template.split('\\').join('/'), n)
    if (template.startsWith('locales/en/')) {
      const english = JSON.parse(text) as Json
      for (const language of languages) {
        const path = target.replace(/^locales\/en\//, `locales/${language}/`)
        creates.set(
          path,
          language === 'en' ? text : asJson(translatedNamespace(english, repositoryReference(root, language))),
        )
      }
    } else {
      creates.set(target, text)
    }
  }
  for (const path of creates.keys()) {
    if (existsSync(join(root, path))) result.problems.push(`${path} already exists: nothing is overwritten`)
  }

  // Changes of shared files, computed in memory.
  const changes = new Map<string, { before: string; after: string }>()
  for (const patch of sharedFilePatches({ icon })) {
    if (!existsSync(join(root, patch.file))) {
      result.problems.push(`${patch.file} is missing`)
      continue
    }
    const before = read(root, patch.file)
    try {
      changes.set(patch.file, { before, after: patch.apply(before, n) })
      result.notes[patch.file] = patch.summary
    } catch (error) {
      if (!(error instanceof AnchorError)) throw error
      result.problems.push(error.message)
    }
  }
  for (const language of languages) {
    try {
      const files = Object.fromEntries(
        LOCALE_FILES.map((file) => [file, JSON.parse(read(root, `locales/${language}/${file}.json`)) as Json]),
      )
      const patched = patchSharedLocales(files as Record<(typeof LOCALE_FILES)[number], Json>, n, language)
      for (const file of LOCALE_FILES) {
        const path = `locales/${language}/${file}.json`
        changes.set(path, { before: read(root, path), after: asJson(patched[file]) })
        result.notes[path] = LOCALE_NOTES[file]
      }
    } catch (error) {
      if (!(error instanceof LocaleError) && !(error instanceof SyntaxError) && !(error as NodeJS.ErrnoException).code)
        throw error
      result.problems.push(error instanceof Error ? error.message : String(error))
    }
  }

  let migration: Migration | undefined
  try {
    migration = nextMigration(root, n)
    for (const path of [migration.sql, migration.snapshot]) {
      if (existsSync(join(root, path))) result.problems.push(`${path} already exists: nothing is overwritten`)
    }
  } catch (error) {
    result.problems.push(
      `drizzle/meta/_journal.json cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }

  result.created = [...creates.keys(), ...(migration ? [migration.sql, migration.snapshot] : [])]
  result.changed = [...changes.keys(), 'drizzle/meta/_journal.json', 'src/routeTree.gen.ts']
  result.notes['drizzle/meta/_journal.json'] = 'the new migration, by drizzle-kit'
  result.notes['src/routeTree.gen.ts'] = 'the new routes, by the TanStack Router generator'
  if (migration) result.notes[migration.sql] = result.notes[migration.snapshot] = 'drizzle-kit generate'
  if (result.problems.length > 0 || !migration) return result

  if (options.dryRun) {
    result.ok = true
    return result
  }

  // Writing: kept reversible until the migration and the route tree are made.
  const written: string[] = []
  const journalBefore = read(root, 'drizzle/meta/_journal.json')
  const routeTreeBefore = existsSync(join(root, 'src/routeTree.gen.ts'))
    ? read(root, 'src/routeTree.gen.ts')
    : undefined
  const restore = () => {
    for (const path of written.reverse()) rmSync(join(root, path), { force: true })
    for (const [path, { before }] of changes) writeFileSync(join(root, path), before)
    for (const path of [migration.sql, migration.snapshot]) rmSync(join(root, path), { force: true })
    writeFileSync(join(root, 'drizzle/meta/_journal.json'), journalBefore)
    removeEmptyFolders(root, written)
    if (routeTreeBefore !== undefined) writeFileSync(join(root, 'src/routeTree.gen.ts'), routeTreeBefore)
  }
  try {
    for (const [path, text] of creates) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text, { flag: 'wx' })
      written.push(path)
    }
    for (const [path, { after }] of changes) writeFileSync(join(root, path), after)
    log(`wrote ${creates.size} files and changed ${changes.size}`)

    log(`drizzle-kit generate --name ${n.entity_table}`)
    result.warnings.push(...generateMigration(root, n, migration))
    log('TanStack Router: src/routeTree.gen.ts')
    generateRouteTree(root)
    const formatted = [...written, ...changes.keys()]
    log(`prettier --write (${formatted.length} files)`)
    formatWithPrettier(root, formatted)
  } catch (error) {
    restore()
    result.failed = true
    result.problems.push(error instanceof Error ? error.message : String(error))
    return result
  }
  result.ok = true
  return result
}

/** The repository namespace in English and in `language`, to reuse its translations of shared words. */
function repositoryReference(root: string, language: string) {
  const path = (lng: string) => join(root, 'locales', lng, 'repository.json')
  if (!existsSync(path('en')) || !existsSync(path(language))) return undefined
  return {
    english: JSON.parse(readFileSync(path('en'), 'utf8')) as Json,
    translated: JSON.parse(readFileSync(path(language), 'utf8')) as Json,
  }
}

function lucideHasIcon(root: string, icon: string) {
  try {
    const require = createRequire(join(root, 'package.json'))
    const types = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'lucide-react.d.ts')
    return readFileSync(types, 'utf8').includes(`declare const ${icon}:`)
  } catch {
    return false
  }
}

function removeEmptyFolders(root: string, files: string[]) {
  const folders = [...new Set(files.map((file) => dirname(file)))].sort((a, b) => b.length - a.length)
  for (const folder of folders) {
    let current = folder
    while (
      current &&
      current !== '.' &&
      existsSync(join(root, current)) &&
      statSync(join(root, current)).isDirectory() &&
      readdirSync(join(root, current)).length === 0
    ) {
      rmSync(join(root, current), { recursive: true })
      current = dirname(current)
    }
  }
}

/** Runs drizzle-kit generate; returns warnings about the migration's content. */
function generateMigration(root: string, n: EntityNames, expected: Migration): string[] {
  const require = createRequire(join(root, 'package.json'))
  const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs')
  const run = spawnSync(process.execPath, [bin, 'generate', '--name', n.entity_table], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (run.status !== 0) throw new Error(`drizzle-kit generate failed (exit ${run.status}):\n${run.stdout}${run.stderr}`)
  if (!existsSync(join(root, expected.sql)))
    throw new Error(`drizzle-kit generate did not write ${expected.sql}:\n${run.stdout}${run.stderr}`)
  const statements = read(root, expected.sql)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean)
  const others = statements.filter((statement) => !statement.includes(`"${n.entity_table}"`))
  return others.length
    ? [
        `${expected.sql} also holds changes of src/server/db/schema.ts that had no migration yet: review it (${others.length} statement(s) not about "${n.entity_table}")`,
      ]
    : []
}

/** Formats the files written or changed as `npm run format` would, so that `npm run lint` passes after generating. */
function formatWithPrettier(root: string, paths: string[]) {
  const require = createRequire(join(root, 'package.json'))
  const bin = join(dirname(require.resolve('prettier/package.json')), 'bin', 'prettier.cjs')
  const run = spawnSync(process.execPath, [bin, '--write', '--ignore-unknown', '--log-level', 'warn', ...paths], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (run.status !== 0) throw new Error(`prettier --write failed (exit ${run.status}):\n${run.stdout}${run.stderr}`)
}

/** src/routeTree.gen.ts regenerated as TanStack Start's Vite plugin does (so typecheck sees the new routes). */
function generateRouteTree(root: string) {
  const script = `
    const { Generator, getConfig } = await import('@tanstack/router-generator')
    const footer = [
      "import type { getRouter } from './router.tsx'\\nimport type { startInstance } from './start.ts'\\ndeclare module '@tanstack/react-start' {\\n  interface Register {\\n    ssr: true\\n    router: Awaited<ReturnType<typeof getRouter>>\\n    config: Awaited<ReturnType<typeof startInstance.getOptions>>\\n  }\\n}",
    ]
    const config = getConfig({ target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts', routeTreeFileFooter: footer }, process.cwd())
    await new Generator({ config, root: process.cwd() }).run()
  `
  // In a child process: the generator logs and keeps state of its own, and resolves from the project.
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (run.status !== 0)
    throw new Error(`the TanStack Router generator failed (exit ${run.status}):\n${run.stdout}${run.stderr}`)
}
