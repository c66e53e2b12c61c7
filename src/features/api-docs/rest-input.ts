import type { z } from 'zod'
import { inputJsonSchema } from './input-json-schema'
import type { JsonSchema } from './types'

export type BodyRefusal = { status: 400 | 415; message: string }

/** A query value as the input's JSON Schema types it: numbers and booleans from their text, lists repeated. */
function queryValue(values: string[], schema: JsonSchema | undefined): unknown {
  const types = [schema?.type ?? []].flat()
  if (types.includes('array')) return values.map((value) => queryValue([value], schema?.items))
  const [value = ''] = values
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  return value
}

/** The input of a GET or DELETE: its query parameters. A value the schema cannot take is left for it to refuse. */
export function queryInput(input: z.ZodType | null, query: URLSearchParams) {
  const properties = inputJsonSchema(input)?.properties ?? {}
  const names = new Set(query.keys())
  return Object.fromEntries([...names].map((name) => [name, queryValue(query.getAll(name), properties[name])]))
}

/** The input of a POST, PUT or PATCH: its JSON body (an object), or nothing. */
export async function bodyInput(
  request: Request,
): Promise<{ input: Record<string, unknown> } | { refusal: BodyRefusal }> {
  const text = await request.text()
  if (!text.trim()) return { input: {} }
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? ''))
    return { refusal: { status: 415, message: 'errors:unsupportedMediaType' } }
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { input: parsed as Record<string, unknown> }
  } catch {
    // refused below
  }
  return { refusal: { status: 400, message: 'errors:invalidInput' } }
}
