import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alwaysLoadedNamespaces } from './languages'

const root = join(import.meta.dirname, '../../..')

function components(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return components(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

/** The namespaces a file names in its useTranslation calls: the ones the server reports the page uses. */
const named = (source: string) =>
  new Set(
    [...source.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((call) =>
      [...(call[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((name) => name[1]!),
    ),
  )

/** The namespaces of keys a file translates with an explicit prefix: t('dev:mailbox.open'). */
const prefixed = (source: string) => [...source.matchAll(/\bt\(\s*['`]([a-z-]+):/g)].map((key) => key[1]!)

// The browser loads, before hydrating, the namespaces the server saw the page use (decision 019): those named in
// useTranslation. A key of another namespace renders on the server and hydrates as a raw key (a mismatch).
describe('translation namespaces', () => {
  it('every namespace a component translates with is named in its useTranslation, or always loaded', () => {
    const unnamed = components(join(root, 'src')).flatMap((path) => {
      const source = readFileSync(path, 'utf8')
      const known = new Set<string>([...alwaysLoadedNamespaces, ...named(source)])
      return prefixed(source)
        .filter((namespace) => !known.has(namespace))
        .map((namespace) => `${relative(root, path)}: ${namespace}`)
    })
    expect(unnamed).toEqual([])
  })
})
