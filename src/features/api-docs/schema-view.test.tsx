// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithI18n } from '@/test/render'
import { repositoryFormSchema } from '@/features/repository/schema'
import { inputJsonSchema } from './input-json-schema'
import { authEndpoints, firstSentence, matchesSearch, permissionLabel } from './api-reference'
import { SchemaView, typeLabel, unwrapSchema } from './schema-view'
import type { JsonSchema, OpenApiDocument } from './types'

afterEach(cleanup)

const property = (name: string) => document.querySelector(`[data-property="${name}"]`) as HTMLElement

describe('SchemaView', () => {
  it('lists the properties of a zod input with their type, whether required, and their limits', () => {
    renderWithI18n(<SchemaView schema={inputJsonSchema(repositoryFormSchema)} />)
    expect(property('name').textContent).toBe('namestringrequiredat least 1 characterat most 100 characters')
    expect(property('link').textContent).toContain('at least 4 characters')
    expect(property('link').textContent).toContain('at most 2,048 characters')
    expect(property('description').textContent).toBe('descriptionstringrequiredat most 1,000 characters')
  })

  it('shows optional fields, defaults, numbers, enums, formats and nullable values', () => {
    const schema = inputJsonSchema(
      z.object({
        limit: z.number().int().min(1).max(100).optional().default(20),
        role: z.enum(['user', 'admin']),
        id: z.uuid(),
        expiresAt: z.iso.datetime().nullable(),
        tags: z.array(z.object({ label: z.string().max(10) })).max(3),
      }),
    )
    renderWithI18n(<SchemaView schema={schema} />)
    expect(property('limit').textContent).toBe('limitintegeroptionalminimum 1maximum 100default: 20')
    expect(property('role').textContent).toBe('rolestringrequiredone of: "user", "admin"')
    expect(property('id').textContent).toContain('format: uuid')
    expect(property('expiresAt').textContent).toContain('stringor nullrequiredformat: date-time')
    expect(property('tags').textContent).toContain('object[]requiredat most 3 items')
    // Nested: the fields of each item.
    expect(property('label').textContent).toBe('labelstringrequiredat most 10 characters')
  })

  it('says when there is no input, or an empty object', () => {
    renderWithI18n(<SchemaView schema={inputJsonSchema(z.undefined())} />)
    expect(screen.getByText('No input.')).toBeTruthy()
    cleanup()
    renderWithI18n(<SchemaView schema={{ type: 'object', properties: {} }} />)
    expect(screen.getByText('Empty.')).toBeTruthy()
  })

  it('follows $ref into the named schemas, without looping on a schema that contains itself', () => {
    const definitions: Record<string, JsonSchema> = {
      User: {
        type: 'object',
        properties: { email: { type: 'string' }, manager: { $ref: '#/components/schemas/User' } },
        required: ['email'],
      },
    }
    renderWithI18n(
      <SchemaView
        schema={{ type: 'object', properties: { user: { $ref: '#/components/schemas/User' } } }}
        definitions={definitions}
      />,
    )
    expect(property('user').textContent).toContain('User')
    expect(property('email').textContent).toBe('emailstringrequired')
    // Inside User, a User is named, not expanded again.
    expect(property('manager').textContent).toBe('managerUseroptional')
    expect(document.querySelectorAll('[data-property="email"]')).toHaveLength(1)
  })

  it('translates the words, not the names and types', () => {
    renderWithI18n(<SchemaView schema={inputJsonSchema(repositoryFormSchema)} />, { language: 'fr' })
    expect(property('name').textContent).toBe('namestringobligatoireau moins 1 caractèreau plus 100 caractères')
  })
})

describe('schema helpers', () => {
  it('names types readably', () => {
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('string[]')
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number')
    expect(typeLabel({ const: 'sign-in' })).toBe('"sign-in"')
    expect(unwrapSchema({ type: ['string', 'null'] })).toEqual({ schema: { type: 'string' }, nullable: true })
  })

  it('lists the OpenAPI operations by tag, path and method', () => {
    const document: OpenApiDocument = {
      openapi: '3.1.1',
      info: { title: 'Better Auth', version: '1' },
      paths: {
        '/sign-out': { post: { tags: ['Default'] } },
        '/email-otp/send-verification-otp': { post: { tags: ['Email-otp'] } },
        '/get-session': { get: { tags: ['Default'] } },
      },
    }
    expect(authEndpoints(document).map((endpoint) => endpoint.id)).toEqual([
      'GET /get-session',
      'POST /sign-out',
      'POST /email-otp/send-verification-otp',
    ])
  })

  it('searches every word, ignoring case and accents', () => {
    expect(matchesSearch('', () => ['anything'])).toBe(true)
    expect(matchesSearch('Repo CREATE', () => ['createRepository', 'POST'])).toBe(true)
    expect(matchesSearch('depot', () => ['Crée un dépôt de code.'])).toBe(true)
    expect(matchesSearch('repo delete', () => ['createRepository'])).toBe(false)
    const texts = vi.fn(() => ['anything'])
    expect(matchesSearch('  ', texts)).toBe(true)
    expect(texts).not.toHaveBeenCalled()
    expect(permissionLabel({ repository: ['create'], user: ['list', 'get'] })).toBe(
      'repository: create; user: list, get',
    )
    expect(firstSentence('Get the session. Returns null.\nMore')).toBe('Get the session.')
  })
})
