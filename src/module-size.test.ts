import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A module longer than this holds more than one concern (docs/decisions/064-modules-under-300-lines.md).
const MAX_LINES = 300

const modules = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path))
  // Tests are held to no size, and generated files (`*.gen.ts`, the route tree) are written by their tools.
  .filter((path) => !/\.(test|gen)\.tsx?$/.test(path))

function lineCount(path: string) {
  const text = readFileSync(join(import.meta.dirname, path), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

describe('the size of modules', () => {
  it('reads every module of src but tests and generated files', () => {
    expect(modules).toContain(join('server', 'db', 'schema.ts'))
    expect(modules).toContain(join('features', 'user', 'user-sessions.tsx'))
    expect(modules).not.toContain('routeTree.gen.ts')
    expect(modules).not.toContain('module-size.test.ts')
  })

  it(`keeps every module within ${MAX_LINES} lines`, () => {
    const tooLong = modules
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `src/${path}: ${lines} lines`)
    expect(tooLong).toEqual([])
  })
})
