import { z } from 'zod'
import type { JsonSchema } from './types'

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
