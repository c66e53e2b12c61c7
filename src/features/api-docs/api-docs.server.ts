import { z } from 'zod'
import type { Auth } from '@/server/auth/auth'
import { type RegisteredServerFunction, serverFunctionRegistry } from './server-function-registry'
import { shareEqualValues } from './share-equal-values'
import type {
  ApiReference,
  JsonSchema,
  JsonValue,
  OpenApiDocument,
  PermissionStatements,
  ServerFunctionDoc,
} from './types'

/**
 * The JSON Schema of what a caller sends (zod's input side: defaults make a field optional,
 * transforms are not applied yet); null for a function that takes no input.
 */
export function inputJsonSchema(input: z.ZodType | null): JsonSchema | null {
  if (!input || input.def.type === 'undefined') return null
  // Refinements and transforms have no JSON Schema: 'any' keeps the rest of the schema.
  const { $schema: _, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' })
  return schema as JsonSchema
}

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
  return { auth: plain, functions: describeServerFunctions() }
}
