import type { Auth } from '@/server/auth/auth'
import { inputJsonSchema } from './input-json-schema'
import { openApiDocument } from './openapi.server'
import { type RegisteredServerFunction, serverFunctionRegistry } from './server-function-registry'
import { shareEqualValues } from './share-equal-values'
import type { ApiReference, JsonValue, OpenApiDocument, PermissionStatements, ServerFunctionDoc } from './types'

export function describeServerFunctions(
  registry: readonly RegisteredServerFunction[] = serverFunctionRegistry,
): ServerFunctionDoc[] {
  return registry.map((entry) => ({
    name: entry.name,
    method: entry.method,
    permission: (entry.permission as PermissionStatements | null) ?? null,
    stepUp: entry.stepUp === true,
    description: entry.description,
    inputJsonSchema: inputJsonSchema(entry.input),
  }))
}

export async function buildApiReference(auth: Auth): Promise<ApiReference> {
  const document = await auth.api.generateOpenAPISchema()
  // A JSON round trip: model defaults may be functions (e.g. `() => new Date()`), which are not JSON.
  const plain = shareEqualValues(JSON.parse(JSON.stringify(document)) as JsonValue) as OpenApiDocument
  // The HTTP API's document, exactly as /api/v1/openapi.json serves it.
  const rest = shareEqualValues(openApiDocument() as unknown as JsonValue) as unknown as OpenApiDocument
  return { rest, auth: plain, functions: describeServerFunctions() }
}
