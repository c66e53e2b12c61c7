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
 * The generator's promise, proven on a copy of the project: `npm run gen:entity -- book`, then
 * the copy type-checks and passes its whole unit and integration suites (on PGlite). Also: a dry
 * run writes nothing, and a second run refuses and writes nothing. It takes minutes (a type check
 * and a full test run), so the PostgreSQL pass of CI (TEST_DATABASE_URL) leaves it out (vitest.config.ts): the generated
 * code is the same, and the nested run must not reset the shared database.
 */

const root = join(import.meta.dirname, '..')
const thisFile = relative(root, import.meta.filename)
const MINUTES = 60_000

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
  // Files git lists but that were deleted in the working tree are skipped; so is this test (the copy's vitest must not run it again).
  return listed.filter(
    (path) => path !== thisFile && existsSync(join(root, path)) && lstatSync(join(root, path)).isFile(),
  )
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
        'create  src/routes/manager/books/$id/update.tsx',
        'create  locales/fr/book.json',
        'create  src/features/book/api-input-rules.ts',
        'create  src/features/book/audit-icons.ts',
        'create  e2e/permission-matrix/book.rows.ts',
      ]) {
        expect(output).toContain(line)
      }
      // Outside its own files and translations, an entity changes four hand-written files (and generated ones).
      const changed = [...output.matchAll(/^\s*change {2}(\S+)/gm)].map((match) => match[1])
      expect(changed.filter((path) => !/^(locales|drizzle)\/|^src\/routeTree\.gen\.ts$/.test(path!))).toEqual([
        'src/server/db/schema.ts',
        'src/server/auth/access-control.ts',
        'src/features/shell/navigation.ts',
        'src/lib/i18n/languages.ts',
      ])
      expect(output).toMatch(/create {2}drizzle\/\d{4}_book\.sql/)
      expect(snapshot(copy)).toEqual(before)
    },
    5 * MINUTES,
  )

  it(
    'adds the entity, with its migration and routes',
    async () => {
      const { code, output } = await run('npm', ['run', '--silent', 'gen:entity', '--', 'book'], copy)
      expect(code, output).toBe(0)
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
      const { code, output } = await run(join(copy, 'node_modules/.bin/drizzle-kit'), ['generate'], copy)
      expect(code, output).toBe(0)
      expect(output).toContain('No schema changes')
    },
    5 * MINUTES,
  )

  it(
    'type-checks',
    async () => {
      const { code, output } = await run('npm', ['run', '--silent', 'typecheck'], copy)
      expect(code, output).toBe(0)
    },
    20 * MINUTES,
  )

  it(
    'passes the lint, import direction included',
    async () => {
      const { code, output } = await run(join(copy, 'node_modules/.bin/eslint'), ['src', 'locales'], copy)
      expect(code, output).toBe(0)
    },
    10 * MINUTES,
  )

  it(
    'leaves every file as Prettier writes it',
    async () => {
      const { code, output } = await run(join(copy, 'node_modules/.bin/prettier'), ['--check', '.'], copy)
      expect(code, output).toBe(0)
    },
    5 * MINUTES,
  )

  it(
    'passes every unit and integration test of the copy',
    async () => {
      // A generous per-test timeout: this run shares the machine with the outer one; it proves the
      // generated code right, not fast.
      const { code, output } = await run(
        join(copy, 'node_modules/.bin/vitest'),
        ['run', '--reporter=dot', '--testTimeout=60000', '--hookTimeout=120000'],
        copy,
      )
      expect(code, output).toBe(0)
      expect(output).toMatch(/Test Files\s+\d+ passed/)
    },
    40 * MINUTES,
  )
})
