import type { EntityNames } from './names'

/**
 * The texts of a new entity in the shared locale files (layout, api-docs, audit), and its own
 * namespace in the other languages. English is written out; every other language gets the
 * English text after TODO_TRANSLATE, so the key-parity test passes and a reviewer finds them
 * with `grep -rn "TODO translate" locales` (a text the repositories namespace already has in
 * English is taken from its translation instead).
 */

export const TODO_TRANSLATE = '[TODO translate] '

type Json = { [key: string]: JsonValue }
type JsonValue = string | Json

export class LocaleError extends Error {
  override name = 'LocaleError'
}

/** A copy of `object` with `key` set to `value` right before `beforeKey` (at the end when absent); refuses an existing key. */
function withKey(object: Json, key: string, value: JsonValue, beforeKey: string | undefined, where: string): Json {
  if (Object.hasOwn(object, key)) throw new LocaleError(`${where} already has the key "${key}"`)
  const entries = Object.entries(object)
  const index = beforeKey === undefined ? -1 : entries.findIndex(([name]) => name === beforeKey)
  entries.splice(index < 0 ? entries.length : index, 0, [key, value])
  return Object.fromEntries(entries)
}

function child(object: Json, key: string, where: string): Json {
  const value = object[key]
  if (typeof value !== 'object') throw new LocaleError(`${where} has no "${key}" object`)
  return value
}

const functionDescriptions = (n: EntityNames): Record<string, string> => ({
  [`list${n.Entities}`]: `Lists the ${n.entities_words}, searched by name, page by page.`,
  [`get${n.Entity}`]: `Gives one ${n.entity_words}.`,
  [`create${n.Entity}`]: `Creates a ${n.entity_words}.`,
  [`update${n.Entity}`]: `Changes a ${n.entity_words}.`,
  [`delete${n.Entity}`]: `Deletes a ${n.entity_words}.`,
})

const auditSentences = (n: EntityNames): Json => ({
  create: `<actor>{{actor}}</actor> created the ${n.entity_words} <target>{{target}}</target>`,
  update: `<actor>{{actor}}</actor> updated the ${n.entity_words} <target>{{target}}</target>`,
  delete: `<actor>{{actor}}</actor> deleted the ${n.entity_words} <target>{{target}}</target>`,
})

/** Every string of `value` passed through `map` (with its dotted key path). */
function mapStrings(value: JsonValue, map: (text: string, path: string) => string, path = ''): JsonValue {
  if (typeof value === 'string') return map(value, path)
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, map, path ? `${path}.${key}` : key)]),
  )
}

function lookup(value: JsonValue | undefined, path: string): JsonValue | undefined {
  return path
    .split('.')
    .reduce<JsonValue | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), value)
}

/** The English text marked for translation. */
export const markForTranslation = (text: string) => `${TODO_TRANSLATE}${text}`

/**
 * The entity's own namespace in `language`, from its English one. `reference` holds the
 * repository namespace in English and in `language`: a text both English files share (Create,
 * Name, Description ...) is taken from the repository's translation.
 */
export function translatedNamespace(english: Json, reference?: { english: Json; translated: Json }): Json {
  return mapStrings(english, (text, path) => {
    const known = lookup(reference?.translated, path)
    if (
      reference &&
      lookup(reference.english, path) === text &&
      typeof known === 'string' &&
      !known.startsWith(TODO_TRANSLATE)
    )
      return known
    return markForTranslation(text)
  }) as Json
}

/** The shared locale files of one language with the entity's keys added (English texts, marked for translation unless `english`). */
export function patchSharedLocales(
  files: { layout: Json; 'api-docs': Json; audit: Json },
  n: EntityNames,
  language: string,
) {
  const text = (value: string) => (language === 'en' ? value : markForTranslation(value))
  const where = (file: string) => `locales/${language}/${file}.json`

  const layout = files.layout
  const nav = child(layout, 'nav', where('layout'))
  const short = child(nav, 'short', `${where('layout')} nav`)
  const newShort = withKey(short, n.entitiesCamel, text(n.Entities_words), 'account', `${where('layout')} nav.short`)
  const newNav = withKey(
    { ...nav, short: newShort },
    n.entitiesCamel,
    text(n.Entities_words),
    'account',
    `${where('layout')} nav`,
  )

  const apiDocs = files['api-docs']
  let functions = child(apiDocs, 'functions', where('api-docs'))
  for (const [name, description] of Object.entries(functionDescriptions(n))) {
    functions = withKey(functions, name, text(description), 'listDevMailbox', `${where('api-docs')} functions`)
  }

  const audit = files.audit
  const sentences = mapStrings(auditSentences(n), text)
  const actions = withKey(
    child(audit, 'actions', where('audit')),
    n.entity,
    sentences,
    'unknown',
    `${where('audit')} actions`,
  )

  return {
    layout: { ...layout, nav: newNav },
    'api-docs': { ...apiDocs, functions },
    audit: { ...audit, actions },
  }
}

export type { Json }
