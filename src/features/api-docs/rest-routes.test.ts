import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { inputJsonSchema } from './input-json-schema'
import { queryInput } from './rest-input'
import { matchRoute, restRoutes } from './rest-routes'

describe('the HTTP API’s routes, derived from the declarations', () => {
  it('gives no endpoint to a sensitive action: a key never passes a step-up check', () => {
    expect(restRoutes.filter((route) => route.stepUp).map((route) => route.name)).toEqual([])
  })

  it('names in each path only properties of the function’s input', () => {
    for (const route of restRoutes) {
      const properties = Object.keys(inputJsonSchema(route.input)?.properties ?? {})
      expect(properties, route.name).toEqual(expect.arrayContaining(route.pathParameters))
    }
  })

  it('has one function per method and path', () => {
    const endpoints = restRoutes.map((route) => `${route.rest.method} ${route.rest.path}`)
    expect(new Set(endpoints).size).toBe(endpoints.length)
  })

  it('matches a path to its function and its parameters, decoded', () => {
    const match = matchRoute('PATCH', '/repositories/a%20b')
    expect(match && 'route' in match ? [match.route.name, match.parameters] : match).toEqual([
      'updateRepository',
      { id: 'a b' },
    ])
    expect(matchRoute('GET', '/repositories/')).toMatchObject({ route: { name: 'listRepositories' } })
  })

  it('answers the methods a known path takes, and nothing for an unknown or malformed one', () => {
    expect(matchRoute('PUT', '/repositories')).toEqual({ allowed: ['GET', 'POST'] })
    expect(matchRoute('GET', '/repositories/x/y')).toBeUndefined()
    expect(matchRoute('GET', '/repositories/%E0%A4%A')).toBeUndefined()
    expect(matchRoute('GET', '/')).toBeUndefined()
  })
})

describe('a query as a function’s input', () => {
  const schema = z.object({
    searchTerm: z.string(),
    limit: z.number(),
    archived: z.boolean(),
    tags: z.array(z.string()),
  })

  it('reads numbers, booleans and repeated values as the schema types them', () => {
    const query = new URLSearchParams('searchTerm=42&limit=5&archived=true&tags=a&tags=b')
    expect(queryInput(schema, query)).toEqual({ searchTerm: '42', limit: 5, archived: true, tags: ['a', 'b'] })
  })

  it('leaves a value the schema cannot take as it came, for the schema to refuse', () => {
    const input = queryInput(schema, new URLSearchParams('limit=many&archived=maybe'))
    expect(input).toEqual({ limit: 'many', archived: 'maybe' })
    expect(schema.partial().safeParse(input).success).toBe(false)
  })
})
