import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import english from '~/locales/en/api-docs.json'
import { apiCatalog } from './api-catalog'
import { describeServerFunctions } from './api-docs.server'

const root = join(import.meta.dirname, '../../..')
const featuresDir = join(import.meta.dirname, '..')

/** Every `export const X = createServerFn(...)` of src/features/*\/*.functions.ts, with the text of its definition. */
function scanServerFunctions() {
  const found: Array<{ name: string; file: string; source: string; fileSource: string }> = []
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const fileName of readdirSync(join(featuresDir, feature.name)).filter((name) =>
      name.endsWith('.functions.ts'),
    )) {
      const path = join(featuresDir, feature.name, fileName)
      const fileSource = readFileSync(path, 'utf8')
      const exports = [...fileSource.matchAll(/^export const (\w+)\s*=\s*createServerFn\b/gm)]
      exports.forEach((match, index) => {
        const end = exports[index + 1]?.index ?? fileSource.length
        found.push({
          name: match[1]!,
          file: relative(root, path),
          source: fileSource.slice(match.index, end),
          fileSource,
        })
      })
    }
  }
  return found
}

/** `{ repository: ['create'] }` (an object literal of the source) as a value. */
function parseStatements(literal: string) {
  return JSON.parse(literal.replace(/'/g, '"').replace(/([\w-]+)\s*:/g, '"$1":')) as Record<string, string[]>
}

/** The statements given to requirePermission by a function, directly or through a constant of its file. */
function requiredPermission(source: string, fileSource: string) {
  const middleware = /\.middleware\(\[\s*(.*?)\s*\]\)$/m.exec(source)?.[1]
  if (!middleware) return null
  const inline = /^requirePermission\((\{[^)]*\})\)$/.exec(middleware)?.[1]
  if (inline) return parseStatements(inline)
  const constant = new RegExp(`const ${middleware}\\s*=\\s*requirePermission\\((\\{[^)]*\\})\\)`).exec(fileSource)?.[1]
  if (!constant) throw new Error(`Cannot read the permission of middleware ${middleware}`)
  return parseStatements(constant)
}

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/*/schema.ts', '/src/lib/validation.ts'],
  { eager: true },
)
const functionModules = import.meta.glob<Record<string, unknown>>('/src/features/*/*.functions.ts', { eager: true })

describe('apiCatalog', () => {
  const scanned = scanServerFunctions()
  const byName = new Map(apiCatalog.map((entry) => [entry.name, entry]))

  it('lists every server function of src/features/*/*.functions.ts, once', () => {
    const missing = scanned.filter((fn) => !byName.has(fn.name)).map((fn) => `${fn.name} (${fn.file})`)
    expect(missing, 'server functions missing from src/features/api-docs/api-catalog.ts').toEqual([])
    expect(apiCatalog.map((entry) => entry.name).sort()).toEqual(scanned.map((fn) => fn.name).sort())
    expect(new Set(apiCatalog.map((entry) => entry.name)).size).toBe(apiCatalog.length)
  })

  it('holds the functions themselves', () => {
    for (const fn of scanned) {
      expect(byName.get(fn.name)?.fn, fn.name).toBe(functionModules[`/${fn.file}`]?.[fn.name])
    }
  })

  it.each(scanned.map((fn) => [fn.name, fn] as const))(
    '%s: method, permission and input as in its source',
    (name, fn) => {
      const entry = byName.get(name)!
      expect(entry.method).toBe(/createServerFn\(\{\s*method:\s*'(GET|POST)'/.exec(fn.source)?.[1] ?? 'GET')
      expect(entry.permission).toEqual(requiredPermission(fn.source, fn.fileSource))

      const validator = /\.validator\(\s*([\w.]+)/.exec(fn.source)?.[1]
      if (!validator) expect(entry.input).toBeNull()
      else if (validator === 'z.undefined') expect(entry.input?.def.type).toBe('undefined')
      else {
        const schemas = Object.values(schemaModules)
          .map((module) => module[validator])
          .filter(Boolean)
        expect(schemas, `the schema ${validator}`).toHaveLength(1)
        expect(entry.input).toBe(schemas[0])
      }
    },
  )

  it('describes every function in the api-docs namespace', () => {
    const functions = english.functions as Record<string, string>
    for (const entry of apiCatalog) {
      expect(entry.description).toBe(`api-docs:functions.${entry.name}`)
      expect(functions[entry.name], entry.name).toEqual(expect.any(String))
    }
    expect(Object.keys(functions).sort()).toEqual(apiCatalog.map((entry) => entry.name).sort())
  })
})

describe('describeServerFunctions', () => {
  const functions = describeServerFunctions()
  const byName = new Map(functions.map((fn) => [fn.name, fn]))

  it('gives the input JSON Schema of each function, from its zod schema', () => {
    expect(byName.get('createRepository')).toMatchObject({
      method: 'POST',
      permission: { repository: ['create'] },
      inputJsonSchema: {
        type: 'object',
        required: ['name', 'link', 'description'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          link: { type: 'string', minLength: 4, maxLength: 2048 },
          description: { type: 'string', maxLength: 1000 },
        },
      },
    })
    // The input side: a field with a default may be left out.
    expect(byName.get('listRepositories')?.inputJsonSchema).toMatchObject({
      properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    })
    expect(byName.get('listRepositories')?.inputJsonSchema?.required ?? []).not.toContain('limit')
    expect(byName.get('setUserRole')?.inputJsonSchema?.properties?.role).toMatchObject({ enum: ['user', 'admin'] })
    expect(Object.keys(byName.get('createUser')?.inputJsonSchema ?? {})).not.toContain('$schema')
  })

  it('marks the functions without input, and the one anyone may call', () => {
    expect(byName.get('listSessions')?.inputJsonSchema).toBeNull()
    expect(byName.get('getDashboard')).toMatchObject({ inputJsonSchema: null, permission: { apps: ['manager'] } })
    expect(byName.get('getAppContext')).toMatchObject({ method: 'GET', inputJsonSchema: null, permission: null })
  })
})
