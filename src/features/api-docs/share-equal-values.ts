import type { JsonValue } from './types'

/**
 * The same JSON with every set of equal objects and arrays turned into one shared value. better-auth's
 * OpenAPI document repeats the same response schemas under each of its hundred endpoints; the page's
 * serialised state writes a shared value once and refers to it after, which makes it about a third as large.
 */
export function shareEqualValues<T extends JsonValue>(value: T): T {
  const shared = new Map<string, JsonValue>()
  const visit = (node: JsonValue): JsonValue => {
    if (node === null || typeof node !== 'object') return node
    const copy = Array.isArray(node)
      ? node.map(visit)
      : Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]))
    const key = JSON.stringify(copy)
    const existing = shared.get(key)
    if (existing) return existing
    shared.set(key, copy)
    return copy
  }
  return visit(value) as T
}
