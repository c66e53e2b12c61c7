import type { OpenApiDocument, OpenApiOperation, PermissionStatements } from './types'

export type AuthEndpoint = {
  /** `POST /sign-out`: unique, stable. */
  id: string
  method: string
  path: string
  tag: string
  operation: OpenApiOperation
}

const methodOrder = ['get', 'post', 'put', 'patch', 'delete']

// One collator for the whole sort: its compare is about ten times faster than String#localeCompare, which
// works out the comparison anew on every call (the page sorts its hundred endpoints as it starts).
const compareText = new Intl.Collator().compare

export function authEndpoints(document: OpenApiDocument): AuthEndpoint[] {
  const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methodOrder.includes(method))
      .map(([method, operation]) => ({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? 'Default',
        operation,
      })),
  )
  return endpoints.sort(
    (a, b) =>
      (a.tag === b.tag ? 0 : a.tag === 'Default' ? -1 : b.tag === 'Default' ? 1 : compareText(a.tag, b.tag)) ||
      compareText(a.path, b.path) ||
      methodOrder.indexOf(a.method.toLowerCase()) - methodOrder.indexOf(b.method.toLowerCase()),
  )
}

/** `{ repository: ['create'] }` -> `repository: create`; several resources joined by "; ". */
export function permissionLabel(permission: PermissionStatements) {
  return Object.entries(permission)
    .map(([resource, actions]) => `${resource}: ${actions.join(', ')}`)
    .join('; ')
}

/**
 * Whether every word of the search appears in one of the texts (case- and accent-insensitive). The texts are
 * asked for only when there is a search: translating every entry's for an empty one slowed the page's start.
 */
export function matchesSearch(search: string, texts: () => ReadonlyArray<string | null | undefined>) {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const words = fold(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold(texts().filter(Boolean).join('\n'))
  return words.every((word) => haystack.includes(word))
}

export function firstSentence(text: string | undefined) {
  if (!text) return ''
  const line = text.trim().split('\n')[0] ?? ''
  const end = line.search(/\.(\s|$)/)
  return end === -1 ? line : line.slice(0, end + 1)
}
