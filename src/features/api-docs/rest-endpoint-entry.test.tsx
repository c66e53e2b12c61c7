// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { type AuthEndpoint, authEndpoints } from './api-reference'
import { curlExample, exampleValue, serverPathOf, shellVariable } from './rest-example'
import { RestEndpointEntry } from './rest-endpoint-entry'
import { RestTryIt, requestPath } from './rest-try-it'
import type { OpenApiDocument } from './types'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const serverUrl = 'https://example.com/api/v1'

const apiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Threshold API', version: '1' },
  servers: [{ url: serverUrl }],
  paths: {
    '/repositories': {
      get: {
        operationId: 'listRepositories',
        tags: ['repositories'],
        summary: 'Lists the code repositories, searched by name, page by page.',
        description: 'Permission: `repository:read`.',
        parameters: [
          { name: 'searchTerm', in: 'query', required: true, schema: { type: 'string', maxLength: 100 } },
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer', minimum: 5, maximum: 100 } },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'Done.' } },
      },
      post: {
        operationId: 'createRepository',
        tags: ['repositories'],
        summary: 'Creates a code repository.',
        description: 'Permission: `repository:create`.',
        parameters: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1 },
                  visibility: { type: 'string', enum: ['private', 'public'] },
                  stars: { type: 'integer', minimum: 0 },
                  archived: { type: 'boolean' },
                  tags: { type: 'array', items: { type: 'string' } },
                  note: { type: 'string' },
                },
                required: ['name', 'visibility', 'stars', 'archived', 'tags'],
                additionalProperties: false,
              },
            },
          },
        },
        responses: { '200': { description: 'Done.' }, '403': { description: 'Refused: `detail` says why.' } },
      },
    },
    '/organizations/{organizationId}/webhooks/{endpointId}': {
      delete: {
        operationId: 'removeWebhookEndpoint',
        tags: ['organizations'],
        parameters: [
          { name: 'organizationId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'endpointId', in: 'path', required: true, schema: { type: 'string' } },
        ],
      },
    },
  },
}

function endpoint(id: string): AuthEndpoint {
  const found = authEndpoints(apiDocument).find((candidate) => candidate.id === id)
  if (!found) throw new Error(`No endpoint ${id}`)
  return found
}

function renderOpened(id: string) {
  const result = renderWithI18n(<RestEndpointEntry endpoint={endpoint(id)} serverUrl={serverUrl} definitions={{}} />)
  const details = result.container.querySelector('details')!
  details.open = true
  fireEvent(details, new Event('toggle'))
  return result
}

const curlText = () => document.querySelector('[data-curl]')?.textContent ?? ''

describe('RestEndpointEntry', () => {
  it('shows a POST with its body: a curl example with the method, path, key header and an example body', () => {
    renderOpened('POST /repositories')
    expect(screen.getByText('/repositories').getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('Creates a code repository.').getAttribute('lang')).toBe('en')
    expect(document.querySelector('[data-permission]')?.textContent).toBe('Permission: repository:create.')
    expect(document.querySelector('[data-property="visibility"]')?.textContent).toContain('required')

    const curl = curlText()
    expect(curl).toContain('-X POST')
    expect(curl).toContain('https://example.com/api/v1/repositories')
    expect(curl).toContain('Authorization: Bearer $KEY')
    expect(curl).toContain("-H 'content-type: application/json'")
    // The required properties only, with a placeholder by type.
    expect(curl).toContain(`-d '{"name":"…","visibility":"private","stars":0,"archived":false,"tags":[]}'`)
    expect(screen.getByRole('button', { name: 'Copy the curl command' })).toBeTruthy()
  })

  it('shows a GET with its required query parameters in the URL, without -X or a body', () => {
    renderOpened('GET /repositories')
    const curl = curlText()
    expect(curl).not.toContain('-X')
    expect(curl).not.toContain('-d ')
    expect(curl).toContain('Authorization: Bearer $KEY')
    expect(curl).toContain('"https://example.com/api/v1/repositories?searchTerm=$SEARCH_TERM&limit=5"')
    expect(curl).not.toContain('cursor')
    expect(document.querySelector('[data-property="limit"]')?.textContent).toContain('query')
  })

  it('reads path parameters from shell variables', () => {
    expect(curlExample(serverUrl, endpoint('DELETE /organizations/{organizationId}/webhooks/{endpointId}'))).toBe(
      'curl -X DELETE -H "Authorization: Bearer $KEY" \\\n' +
        '  "https://example.com/api/v1/organizations/$ORGANIZATION_ID/webhooks/$ENDPOINT_ID"',
    )
    expect(shellVariable('organizationId')).toBe('ORGANIZATION_ID')
  })

  it('opens the try-it form on demand, with the example body', () => {
    renderOpened('POST /repositories')
    const tryIt = screen.getByRole('button', { name: 'Try it' })
    expect(tryIt.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    fireEvent.click(tryIt)
    expect(tryIt.getAttribute('aria-expanded')).toBe('true')
    const body = screen.getByLabelText('JSON body') as HTMLTextAreaElement
    expect(JSON.parse(body.value)).toEqual({ name: '…', visibility: 'private', stars: 0, archived: false, tags: [] })
  })
})

describe('RestTryIt', () => {
  it('sends the call from the browser and shows the status, RateLimit and the JSON answer', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ items: [] }, { status: 200, headers: { ratelimit: '"key";r=599;t=60' } }),
    )
    vi.stubGlobal('fetch', fetch)
    const remove = endpoint('DELETE /organizations/{organizationId}/webhooks/{endpointId}')
    renderWithI18n(<RestTryIt endpoint={remove} serverUrl={serverUrl} exampleBody={undefined} />)
    fireEvent.change(screen.getByLabelText(/^organizationId/), { target: { value: 'org 1' } })
    fireEvent.change(screen.getByLabelText(/^endpointId/), { target: { value: 'e/2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.querySelector('[data-status]')?.textContent).toBe('200'))
    expect(fetch).toHaveBeenCalledWith('/api/v1/organizations/org%201/webhooks/e%2F2', expect.anything())
    expect(document.querySelector('[data-rate-limit]')?.textContent).toBe('"key";r=599;t=60')
    expect(document.querySelector('[data-try-it-body]')?.textContent).toBe('{\n  "items": []\n}')
  })

  it('says when the call did not reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderWithI18n(<RestTryIt endpoint={endpoint('GET /repositories')} serverUrl={serverUrl} exampleBody={undefined} />)
    fireEvent.change(screen.getByLabelText(/^searchTerm/), { target: { value: 'x' } })
    fireEvent.change(screen.getByLabelText(/^limit/), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request did not reach the server: check the connection, then send it again.',
    )
  })
})

describe('examples', () => {
  it('builds placeholders by type, and the request path below the server that served the page', () => {
    expect(exampleValue({ type: 'number' })).toBe(1)
    expect(exampleValue({ type: ['string', 'null'] })).toBe('…')
    expect(exampleValue({ type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'] })).toEqual({
      a: false,
    })
    expect(serverPathOf('https://example.com/api/v1')).toBe('/api/v1')
    expect(requestPath(endpoint('GET /repositories'), serverUrl, {}, { searchTerm: 'a b', cursor: '' })).toBe(
      '/api/v1/repositories?searchTerm=a+b',
    )
  })
})
