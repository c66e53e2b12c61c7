import { describe, expect, it } from 'vitest'
import english from '~/locales/en/api-docs.json'
import { describeServerFunctions } from './api-docs.server'
import { type RegisteredServerFunction, serverFunctionRegistry } from './server-function-registry'

const functionModules = import.meta.glob<Record<string, { method?: unknown }>>('/src/features/*/*.functions.ts', {
  eager: true,
})
const exported = Object.entries(functionModules).flatMap(([file, module]) =>
  Object.entries(module).map(([name, fn]) => ({ file, name, fn })),
)

describe('serverFunctionRegistry', () => {
  const byName: ReadonlyMap<string, RegisteredServerFunction> = new Map(
    serverFunctionRegistry.map((entry) => [entry.name, entry]),
  )

  it('declares every export of src/features/*/*.functions.ts, and nothing else', () => {
    const undeclared = exported.filter((fn) => !byName.has(fn.name)).map((fn) => `${fn.name} (${fn.file})`)
    expect(undeclared, 'server functions missing from their feature api.ts or the registry').toEqual([])
    expect(serverFunctionRegistry.map((entry) => entry.name).sort()).toEqual(exported.map((fn) => fn.name).sort())
  })

  it('names each server function once across the features', () => {
    expect(new Set(exported.map((fn) => fn.name)).size).toBe(exported.length)
  })

  it.each(exported.map((fn) => [fn.name, fn.fn] as const))('%s is built with its declared method', (name, fn) => {
    expect(fn.method).toBe(byName.get(name)?.method)
  })

  it('describes every function in the api-docs namespace', () => {
    const functions = english.functions as Record<string, string>
    for (const entry of serverFunctionRegistry) {
      expect(entry.description).toBe(`api-docs:functions.${entry.name}`)
      expect(functions[entry.name], entry.name).toEqual(expect.any(String))
    }
    expect(Object.keys(functions).sort()).toEqual(serverFunctionRegistry.map((entry) => entry.name).sort())
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
