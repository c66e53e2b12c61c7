import { appConfig } from '~/app.config'
import { serverConfig } from '@/server/config'
import { serverI18n } from '@/server/i18n'
import { inputJsonSchema } from './input-json-schema'
import { API_BASE_PATH } from '@/server/http/server-functions/declaration'
import { type RestRoute, restRoutes } from './rest-routes'
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './types'

const problem = { $ref: '#/components/schemas/Problem' }
const problemContent = { 'application/problem+json': { schema: problem } }

/** The refusals every endpoint may answer, besides its own 404 and 409. */
const refusals = {
  '400': {
    description: 'The input is not valid: `detail` says why, `code` is the stable key.',
    content: problemContent,
  },
  '401': { description: 'No API key, or one that was revoked, expired or never made.', content: problemContent },
  '403': {
    description: 'The key (or the person it acts as) may not do this, or it belongs to another organization.',
    content: problemContent,
  },
  '404': { description: 'No such resource, or not one the key may see.', content: problemContent },
  '429': {
    description: 'The key made too many calls in its window: `Retry-After` tells how many seconds to wait.',
    content: problemContent,
  },
}

/** What every answer tells of the key's rate limit. */
const rateLimitHeaders = {
  RateLimit: {
    description: 'What is left of the key’s window: `"key";r=<calls left>;t=<seconds until it ends>`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The key’s limit: `"key";q=<calls>;w=<seconds>`.',
    schema: { type: 'string' },
  },
}

function operationOf(route: RestRoute, describe: (key: string) => string): OpenApiOperation {
  const schema = inputJsonSchema(route.input)
  const properties = schema?.properties ?? {}
  const required = new Set(schema?.required ?? [])
  const inPath = new Set(route.pathParameters)
  const parameters: OpenApiParameter[] = route.pathParameters.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }))
  const rest = Object.entries(properties).filter(([name]) => !inPath.has(name))
  const readsQuery = route.rest.method === 'GET' || route.rest.method === 'DELETE'
  if (readsQuery)
    parameters.push(
      ...rest.map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property })),
    )
  const body: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(rest),
    required: [...required].filter((name) => !inPath.has(name)),
    additionalProperties: false,
  }
  return {
    operationId: route.name,
    tags: [route.rest.path.split('/')[1] ?? ''],
    summary: describe(route.description),
    parameters,
    ...(!readsQuery && rest.length > 0
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: {
      '200': {
        description: 'Done: the same JSON the product’s pages receive.',
        headers: rateLimitHeaders,
        content: { 'application/json': {} },
      },
      ...refusals,
    },
  } as OpenApiOperation
}

/**
 * The API's OpenAPI 3.1 document, made from the declarations (each feature's api.ts) of the functions that have an
 * endpoint: their paths, input schemas, permissions and descriptions (in English). Nothing here is written per endpoint.
 */
export function openApiDocument(baseUrl = serverConfig().baseUrl): OpenApiDocument {
  const { t } = serverI18n('en')
  const paths: OpenApiDocument['paths'] = {}
  for (const route of restRoutes) {
    const operation = operationOf(route, (key) => t(key))
    const permission = Object.entries(route.permission ?? {})
      .flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`))
      .join(', ')
    if (permission) operation.description = `Permission: \`${permission}\`.`
    paths[route.rest.path] = { ...paths[route.rest.path], [route.rest.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${appConfig.name} API`,
      version: '1',
      description:
        'Called with an API key made on the account page (acting as you) or on an organization’s page (acting within it): `Authorization: Bearer <key>` or `x-api-key: <key>`. Errors are `application/problem+json` (RFC 9457) with the message in the language of `Accept-Language` and its stable `code`.',
    },
    servers: [{ url: `${baseUrl}${API_BASE_PATH}` }],
    security: [{ bearer: [] }, { apiKeyHeader: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string', description: 'The message, in the caller’s language.' },
            code: { type: 'string', description: 'The message’s stable key, e.g. `errors:apiKey.forbidden`.' },
          },
          required: ['type', 'title', 'status', 'detail', 'code'],
        },
      },
    },
    paths,
  } as OpenApiDocument
}
