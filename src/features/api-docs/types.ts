/** Plain JSON, as the API reference travels from the server function to the page. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** The part of JSON Schema (zod's z.toJSONSchema, OpenAPI 3.1) the reference renders. */
export type JsonSchema = {
  type?: string | string[]
  format?: string
  description?: string
  properties?: { [name: string]: JsonSchema }
  required?: string[]
  items?: JsonSchema
  additionalProperties?: boolean | JsonSchema
  enum?: JsonValue[]
  const?: JsonValue
  default?: JsonValue
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  nullable?: boolean
}

export type OpenApiParameter = {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: JsonSchema
}

export type OpenApiOperation = {
  tags?: string[]
  operationId?: string
  summary?: string
  description?: string
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content?: { [mediaType: string]: { schema?: JsonSchema } } }
  responses?: { [status: string]: OpenApiResponse }
}

export type OpenApiResponse = {
  description?: string
  headers?: { [name: string]: { description?: string; schema?: JsonSchema } }
  content?: { [mediaType: string]: { schema?: JsonSchema } }
}

export type OpenApiSecurityScheme = {
  type: string
  scheme?: string
  in?: string
  name?: string
  description?: string
}

/**
 * An OpenAPI document as far as the page reads it: better-auth's (auth.api.generateOpenAPISchema()) and the
 * product's HTTP API's (openApiDocument(), served at /api/v1/openapi.json).
 */
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string }
  servers?: { url: string; description?: string }[]
  security?: { [scheme: string]: string[] }[]
  components?: {
    schemas?: { [name: string]: JsonSchema }
    securitySchemes?: { [name: string]: OpenApiSecurityScheme }
  }
  paths: { [path: string]: { [method: string]: OpenApiOperation } }
}

export type PermissionStatements = { [resource: string]: string[] }

export type ServerFunctionDoc = {
  name: string
  method: 'GET' | 'POST'
  /** null: anyone may call it, even signed out. */
  permission: PermissionStatements | null
  /** A sensitive action: it asks for a step-up check. */
  stepUp: boolean
  description: string
  /** null: it takes no input. */
  inputJsonSchema: JsonSchema | null
}

export type ApiReference = {
  /** The HTTP API's document (/api/v1/openapi.json). */
  rest: OpenApiDocument
  auth: OpenApiDocument
  functions: ServerFunctionDoc[]
}
