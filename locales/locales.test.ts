import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'

const root = join(import.meta.dirname)
const pluralSuffix = /_(zero|one|two|few|many|other)$/

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(pluralSuffix, '')]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

function load(language: string, file: string) {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Record<string, unknown>
}

const files = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'))

describe('locales', () => {
  it('has a folder per language of the product', () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual([...appConfig.languages].sort())
  })

  describe.each(appConfig.languages.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(files)('%s has exactly the English keys', (file) => {
      expect(new Set(keysOf(load(language, file)))).toEqual(new Set(keysOf(load('en', file))))
    })

    it.each(files)('%s keeps every placeholder of the English text', (file) => {
      const english = load('en', file)
      const translated = load(language, file)
      const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
      const walk = (en: unknown, other: unknown, path: string) => {
        if (typeof en === 'string') {
          const siblings = typeof other === 'string' ? [other] : []
          for (const text of siblings) expect(placeholders(text), path).toEqual(placeholders(en))
          return
        }
        for (const [key, child] of Object.entries(en as Record<string, unknown>)) {
          walk(child, (other as Record<string, unknown> | undefined)?.[key], `${path}.${key}`)
        }
      }
      walk(english, translated, file)
    })
  })
})
