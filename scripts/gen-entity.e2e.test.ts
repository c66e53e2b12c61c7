import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The generator's promise, proven on a copy of the project: after `npm run gen:entity -- book`, what
 * an entity can break still holds. The copy type-checks; the files the generator wrote pass the lint
 * and Prettier; the entity's own tests pass, and so do the tests that see it without importing it
 * (on PGlite). The rest of the tree is the project's own, proven by the project's run. Also: a dry
 * run writes nothing, and a second run refuses and writes nothing. `npm run test:generator` runs it
 * (vitest.generator.config.ts), not `npm test`: it type-checks, lints and tests a whole project again,
 * about three minutes of CPU.
 */

const root = join(import.meta.dirname, '..')
const MINUTES = 60_000

/**
 * Outside its own tests, a new entity is seen by the tests that read folders (import.meta.glob,
 * readdirSync: the server functions with their input rules and demo policy, the routes, the locales,
 * the namespaces the components name), and by two that read shared files the generator changes: the
 * sidebar, and an audit sentence for every permission statement. The UI gallery reads
 * src/components/ui only. The other tests do not see the entity: the project's own run proves them.
 */
const READS_SHARED_FILES = ['src/features/shell/navigation.test.ts', 'src/components/audit-log-list.test.tsx']
const READS_AN_UNTOUCHED_FOLDER = 'src/features/dev/ui-gallery/page-ui-gallery.test.tsx'

function testsThatSeeTheEntity(dir: string): string[] {
  const readingFolders = ['src', 'locales']
    .flatMap((folder) => walk(join(dir, folder), [], dir))
    .filter(
      (path) =>
        /\.test\.tsx?$/.test(path) && /import\.meta\.glob|readdirSync/.test(readFileSync(join(dir, path), 'utf8')),
    )
  return [...readingFolders.filter((path) => path !== READS_AN_UNTOUCHED_FOLDER), ...READS_SHARED_FILES]
}

/** The files the generator lists as created or changed. */
const filesListedIn = (output: string) =>
  [...output.matchAll(/^\s*(?:create|change) {2}(\S+)/gm)].map((match) => match[1]!)

/** The project's files: git's tracked and untracked-but-not-ignored files, else every file outside the ignored folders. */
function projectFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const listed =
    git.status === 0
      ? git.stdout.split('\0').filter(Boolean)
      : walk(root, [
          'node_modules',
          '.git',
          '.data',
          '.output',
          '.output-demo',
          '.nitro',
          '.tanstack',
          'dist',
          'test-results',
          'playwright-report',
          'coverage',
        ])
  // Files git lists but that were deleted in the working tree are skipped.
  return listed.filter((path) => existsSync(join(root, path)) && lstatSync(join(root, path)).isFile())
}

function walk(dir: string, skip: string[] = [], base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.includes(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return walk(path, [], base)
    return entry.isFile() ? [relative(base, path)] : []
  })
}

/** Every file of the copy (node_modules aside) with a hash of its content. */
function snapshot(dir: string) {
  return Object.fromEntries(
    walk(dir, ['node_modules'])
      .sort()
      .map((path) => [
        path,
        createHash('sha1')
          .update(readFileSync(join(dir, path)))
          .digest('hex'),
      ]),
  )
}

/** Runs a command in the copy; resolves with its exit code and the end of its output (without colours). */
function run(command: string, args: string[], cwd: string) {
  // The copy's own tools, with no trace of this (outer) Vitest run, nor of a shared database or Redis.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
    NO_COLOR: '1',
  }
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITEST') || name.startsWith('TEST_') || name === 'NODE_OPTIONS' || name === 'FORCE_COLOR')
      delete env[name]
  }
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-40_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    // The end of the output is enough to tell what failed.
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output).slice(-8_000) }))
  })
}

describe('npm run gen:entity on a copy of the project', () => {
  let copy: string
  let written: string[] = []
  const bin = (name: string) => join(copy, 'node_modules/.bin', name)

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'threshold-gen-entity-'))
    for (const path of projectFiles()) {
      mkdirSync(dirname(join(copy, path)), { recursive: true })
      copyFileSync(join(root, path), join(copy, path))
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  }, 5 * MINUTES)

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it(
    'lists what --dry-run would write, and writes nothing',
    async () => {
      const before = snapshot(copy)
      const { code, output } = await run('npm', ['run', '--silent', 'gen:entity', '--', 'book', '--dry-run'], copy)
      expect(code, output).toBe(0)
      for (const line of [
        'create  src/features/book/book.server.ts',
        'create  src/features/book/book.integration.test.ts',
        'create  src/routes/manager/books/$id/update.tsx',
        'create  locales/fr/book.json',
        'create  src/features/book/api-input-rules.ts',
        'create  src/features/book/audit-icons.ts',
        'create  e2e/permission-matrix/book.rows.ts',
      ]) {
        expect(output).toContain(line)
      }
      // Outside its own files and translations, an entity changes five hand-written files (and generated ones).
      const changed = [...output.matchAll(/^\s*change {2}(\S+)/gm)].map((match) => match[1])
      expect(changed.filter((path) => !/^(locales|drizzle)\/|^src\/routeTree\.gen\.ts$/.test(path!))).toEqual([
        'src/server/db/schema.ts',
        'src/lib/webhook-events.ts',
        'src/server/auth/access-control.ts',
        'src/features/shell/navigation.ts',
        'src/lib/i18n/languages.ts',
      ])
      expect(output).toMatch(/create {2}drizzle\/\d{4}_book\.sql/)
      expect(snapshot(copy)).toEqual(before)
      written = filesListedIn(output)
    },
    5 * MINUTES,
  )

  it(
    'adds the entity, with its migration and routes',
    async () => {
      const { code, output } = await run('npm', ['run', '--silent', 'gen:entity', '--', 'book'], copy)
      expect(code, output).toBe(0)
      expect(filesListedIn(output)).toEqual(written)
      expect(existsSync(join(copy, 'src/features/book/page-book-form.tsx'))).toBe(true)
      expect(readFileSync(join(copy, 'src/routeTree.gen.ts'), 'utf8')).toContain("'/manager/books/$id/update'")
      const migration = readdirSync(join(copy, 'drizzle')).find((file) => file.endsWith('_book.sql'))
      expect(readFileSync(join(copy, 'drizzle', migration ?? 'missing'), 'utf8')).toContain('CREATE TABLE "book"')
      expect(readFileSync(join(copy, 'locales/fr/book.json'), 'utf8')).toContain('[TODO translate] ')
    },
    5 * MINUTES,
  )

  it(
    'refuses a second run, and writes nothing',
    async () => {
      const before = snapshot(copy)
      const { code, output } = await run('npm', ['run', '--silent', 'gen:entity', '--', 'book'], copy)
      expect(code, output).toBe(1)
      expect(output).toContain('refused, nothing was written')
      expect(output).toContain('src/features/book already exists')
      expect(snapshot(copy)).toEqual(before)
    },
    5 * MINUTES,
  )

  it(
    'leaves drizzle-kit nothing to generate',
    async () => {
      const { code, output } = await run(bin('drizzle-kit'), ['generate'], copy)
      expect(code, output).toBe(0)
      expect(output).toContain('No schema changes')
    },
    5 * MINUTES,
  )

  // The checks below read the copy and write nothing in it: they run side by side.

  it.concurrent(
    'type-checks',
    async () => {
      // Incremental, its build info in node_modules reached through the copy's link: the paths it records are then
      // the same from copy to copy, and a run checks again only the files changed since the last one, and their
      // dependents.
      const buildInfo = 'node_modules/.cache/gen-entity.tsbuildinfo'
      const { code, output } = await run(
        bin('tsc'),
        ['--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo],
        copy,
      )
      expect(code, output).toBe(0)
    },
    10 * MINUTES,
  )

  it.concurrent(
    'passes the lint on the files it wrote, import direction included',
    async () => {
      // src/routeTree.gen.ts is left out of the lint, as in the project.
      const sources = written.filter((path) => /\.tsx?$/.test(path))
      const { code, output } = await run(bin('eslint'), ['--no-warn-ignored', ...sources], copy)
      expect(code, output).toBe(0)
    },
    10 * MINUTES,
  )

  it.concurrent(
    'leaves the files it wrote as Prettier writes them',
    async () => {
      // Prettier skips what .prettierignore names, and with --ignore-unknown what it has no parser for (the SQL).
      const { code, output } = await run(bin('prettier'), ['--check', '--ignore-unknown', ...written], copy)
      expect(code, output).toBe(0)
    },
    10 * MINUTES,
  )

  it.concurrent(
    "passes the entity's own tests, and those that see it",
    async () => {
      const files = [
        ...new Set([...written.filter((path) => /\.test\.tsx?$/.test(path)), ...testsThatSeeTheEntity(copy)]),
      ]
      // Generous timeouts for the unit files (the integration project sets its own): this run shares the machine with
      // the outer one and the checks beside it.
      const { code, output } = await run(
        bin('vitest'),
        ['run', '--reporter=dot', '--testTimeout=60000', '--hookTimeout=120000', ...files],
        copy,
      )
      expect(code, output).toBe(0)
      // Every file named ran: a name that matches no file (a test renamed since) would be passed over in silence.
      expect(output).toMatch(new RegExp(`Test Files\\s+${files.length} passed`))
    },
    10 * MINUTES,
  )
})
