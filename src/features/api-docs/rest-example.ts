import type { AuthEndpoint } from './api-reference'
import { refName, type SchemaDefinitions, unwrapSchema } from './schema-view'
import type { JsonSchema, JsonValue, OpenApiDocument, OpenApiParameter } from './types'

// Deep enough for any real body; stops a self-referencing schema.
const MAX_DEPTH = 6

/**
 * A placeholder for a value of `schema`: an enum's first value, a string "…", a number's minimum (or 1), false,
 * an empty array, or an object of its required properties.
 */
export function exampleValue(schema: JsonSchema, definitions: SchemaDefinitions = {}, depth = 0): JsonValue {
  const { schema: unwrapped } = unwrapSchema(schema)
  if (unwrapped.$ref) {
    const target = definitions[refName(unwrapped.$ref)]
    return target && depth < MAX_DEPTH ? exampleValue(target, definitions, depth + 1) : {}
  }
  if (unwrapped.const !== undefined) return unwrapped.const
  if (unwrapped.enum?.length) return unwrapped.enum[0] ?? null
  const variant = (unwrapped.anyOf ?? unwrapped.oneOf)?.[0]
  if (variant) return exampleValue(variant, definitions, depth + 1)
  const type = Array.isArray(unwrapped.type) ? unwrapped.type[0] : unwrapped.type
  switch (type ?? (unwrapped.properties ? 'object' : undefined)) {
    case 'string':
      return '…'
    case 'number':
    case 'integer':
      return unwrapped.minimum ?? unwrapped.exclusiveMinimum ?? 1
    case 'boolean':
      return false
    case 'array':
      return []
    case 'null':
      return null
    case 'object': {
      if (depth >= MAX_DEPTH) return {}
      const required = new Set(unwrapped.required ?? [])
      return Object.fromEntries(
        Object.entries(unwrapped.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleValue(property, definitions, depth + 1)]),
      )
    }
    default:
      return null
  }
}

/** The JSON schema of an operation's body, if it takes one. */
export function bodySchemaOf(endpoint: AuthEndpoint): JsonSchema | undefined {
  return endpoint.operation.requestBody?.content?.['application/json']?.schema
}

export function parametersOf(endpoint: AuthEndpoint, place: 'path' | 'query'): OpenApiParameter[] {
  return (endpoint.operation.parameters ?? []).filter((parameter) => parameter.in === place)
}

/** The API's base URL, as its document names it (`https://example.com/api/v1`). */
export function serverUrlOf(document: OpenApiDocument) {
  return document.servers?.[0]?.url ?? '/api/v1'
}

/**
 * `https://example.com/api/v1` -> `/api/v1`: the try-it form calls the server that served the page, whatever name
 * the page was reached by (another origin would need CORS, and would hide the RateLimit header).
 */
export function serverPathOf(serverUrl: string) {
  return new URL(serverUrl, 'http://localhost').pathname.replace(/\/$/, '')
}

/** `organizationId` -> `ORGANIZATION_ID`: the shell variable the curl example reads it from. */
export function shellVariable(name: string) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .toUpperCase()
}

/** A text in single quotes for a POSIX shell. */
function shellQuote(text: string) {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/** The placeholder of a query value in the curl example: a literal when there is a meaningful one. */
function queryExample(parameter: OpenApiParameter) {
  const value = exampleValue(parameter.schema ?? { type: 'string' })
  return typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value !== '…')
    ? encodeURIComponent(String(value))
    : `$${shellVariable(parameter.name)}`
}

/**
 * A curl command for the endpoint: the key and each path parameter (and each free-text required query value) from
 * a shell variable, the required query parameters, and an example body of the required properties.
 */
export function curlExample(serverUrl: string, endpoint: AuthEndpoint, definitions: SchemaDefinitions = {}) {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => `$${shellVariable(name)}`)
  const query = parametersOf(endpoint, 'query')
    .filter((parameter) => parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${queryExample(parameter)}`)
    .join('&')
  const url = `${serverUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`
  const bodySchema = bodySchemaOf(endpoint)
  const lines = [`curl${endpoint.method === 'GET' ? '' : ` -X ${endpoint.method}`} -H "Authorization: Bearer $KEY"`]
  if (bodySchema) {
    lines[0] += ` -H 'content-type: application/json'`
    lines.push(`  -d ${shellQuote(JSON.stringify(exampleValue(bodySchema, definitions)))}`)
  }
  lines.push(`  "${url}"`)
  return lines.join(' \\\n')
}
