/**
 * The forms of an entity's name, from its singular kebab-case name ("book-club"): what every
 * template placeholder (`__entity__`, `__Entities__` ...) and every patch of a shared file is
 * written with. Pure functions, unit-tested in scripts/gen-entity.test.ts.
 */

export interface EntityNames {
  /** Singular kebab case: feature folder, file names, i18n namespace, permission resource, audit actions. `book-club` */
  entity: string
  /** Plural kebab case: URL segments, navigation entry id, query keys. `book-clubs` */
  entities: string
  /** Singular Pascal case: components, types, server functions (`getBookClub`). `BookClub` */
  Entity: string
  /** Plural Pascal case: `listBookClubs`, `PageBookClubs`. `BookClubs` */
  Entities: string
  /** Singular camel case: the Drizzle table export, `bookClubPaths`. `bookClub` */
  entityCamel: string
  /** Plural camel case: `bookClubsQueryOptions`, layout `nav.bookClubs`. `bookClubs` */
  entitiesCamel: string
  /** Snake case: the SQL table and its indexes, the migration's name. `book_club` */
  entity_table: string
  /** The permission resource as an object key in TypeScript: `book` or `'book-club'`. */
  resource: string
  /** English words for texts: `book club`, `book clubs`, `Book club`, `Book clubs`. */
  entity_words: string
  entities_words: string
  Entity_words: string
  Entities_words: string
}

/** A name the generator accepts: lower-case words of letters joined by dashes. */
const KEBAB = /^[a-z]+(?:-[a-z]+)*$/
export const MAX_NAME_LENGTH = 30

/** Words with a plural the simple rules below get wrong (the others can use --plural). */
const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  goose: 'geese',
  foot: 'feet',
  tooth: 'teeth',
  analysis: 'analyses',
  criterion: 'criteria',
}

/** The plural of one English word by simple rules: city → cities, box → boxes, day → days, book → books. */
export function pluralizeWord(word: string): string {
  const irregular = IRREGULAR_PLURALS[word]
  if (irregular) return irregular
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`
  return `${word}s`
}

/** The plural of a kebab-case name: only its last word changes (book-club → book-clubs). */
export function pluralize(name: string): string {
  const words = name.split('-')
  const last = words.pop() ?? ''
  return [...words, pluralizeWord(last)].join('-')
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
const pascal = (kebab: string) => kebab.split('-').map(capitalize).join('')
const camel = (kebab: string) => {
  const value = pascal(kebab)
  return value.charAt(0).toLowerCase() + value.slice(1)
}
const words = (kebab: string) => kebab.split('-').join(' ')

/** Why `name` (and `plural`, when given) cannot name an entity, or undefined. Syntax only: see gen-entity.ts for collisions. */
export function nameProblem(name: string, plural?: string): string | undefined {
  for (const [label, value] of [
    ['name', name],
    ['plural', plural],
  ] as const) {
    if (value === undefined) continue
    if (/\d/.test(value)) {
      return `the ${label} "${value}" has digits: use letters and dashes only (an i18n namespace is letters and dashes, see src/lib/validation/input-schemas.property.test.ts)`
    }
    if (!KEBAB.test(value))
      return `the ${label} "${value}" must be lower-case letters, words joined by single dashes (e.g. book, book-club)`
    if (value.length > MAX_NAME_LENGTH) return `the ${label} "${value}" is longer than ${MAX_NAME_LENGTH} characters`
  }
  const plurals = plural ?? pluralize(name)
  if (plurals === name) return `the plural of "${name}" is the same word: give another one with --plural`
  if (camel(plurals) === camel(name)) return `"${name}" and its plural "${plurals}" differ only by dashes`
  return undefined
}

/** Every form of the name. Call nameProblem first: this does not validate. */
export function entityNames(name: string, plural: string = pluralize(name)): EntityNames {
  const entityWords = words(name)
  const entitiesWords = words(plural)
  return {
    entity: name,
    entities: plural,
    Entity: pascal(name),
    Entities: pascal(plural),
    entityCamel: camel(name),
    entitiesCamel: camel(plural),
    entity_table: name.replace(/-/g, '_'),
    resource: name.includes('-') ? `'${name}'` : name,
    entity_words: entityWords,
    entities_words: entitiesWords,
    Entity_words: capitalize(entityWords),
    Entities_words: capitalize(entitiesWords),
  }
}

const PLACEHOLDER = /__([A-Za-z][A-Za-z_]*?)__/g

/** A template's text (or path) with every `__form__` placeholder replaced; an unknown placeholder is an error. */
export function renderTemplate(text: string, names: EntityNames): string {
  return text.replace(PLACEHOLDER, (match, key: string) => {
    if (!Object.hasOwn(names, key)) throw new Error(`unknown placeholder ${match}`)
    return names[key as keyof EntityNames]
  })
}
