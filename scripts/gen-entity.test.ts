import { describe, expect, it } from 'vitest'
import { AnchorError, insertAbove } from './gen-entity/anchors'
import { TODO_TRANSLATE, patchSharedLocales, translatedNamespace } from './gen-entity/locales'
import { entityNames, nameProblem, pluralize, renderTemplate } from './gen-entity/names'

describe('entity names', () => {
  it('gives every form of a one-word name', () => {
    expect(entityNames('book')).toEqual({
      entity: 'book',
      entities: 'books',
      Entity: 'Book',
      Entities: 'Books',
      entityCamel: 'book',
      entitiesCamel: 'books',
      entity_table: 'book',
      resource: 'book',
      entity_words: 'book',
      entities_words: 'books',
      Entity_words: 'Book',
      Entities_words: 'Books',
    })
  })

  it('gives every form of a name of several words, the resource quoted as an object key', () => {
    expect(entityNames('book-club')).toMatchObject({
      entities: 'book-clubs',
      Entity: 'BookClub',
      Entities: 'BookClubs',
      entityCamel: 'bookClub',
      entitiesCamel: 'bookClubs',
      entity_table: 'book_club',
      resource: "'book-club'",
      Entity_words: 'Book club',
      entities_words: 'book clubs',
    })
  })

  it.each([
    ['book', 'books'],
    ['city', 'cities'],
    ['day', 'days'],
    ['box', 'boxes'],
    ['class', 'classes'],
    ['match', 'matches'],
    ['wish', 'wishes'],
    ['person', 'people'],
    ['book-club', 'book-clubs'],
    ['country-city', 'country-cities'],
  ])('pluralizes %s as %s', (name, plural) => {
    expect(pluralize(name)).toBe(plural)
  })

  it('takes the plural given with --plural', () => {
    expect(entityNames('cactus', 'cacti')).toMatchObject({
      entities: 'cacti',
      Entities: 'Cacti',
      entitiesCamel: 'cacti',
    })
    expect(nameProblem('cactus', 'cacti')).toBeUndefined()
  })

  it.each([
    ['Book', /lower-case letters/],
    ['book_club', /lower-case letters/],
    ['book--club', /lower-case letters/],
    ['-book', /lower-case letters/],
    ['', /lower-case letters/],
    ['book2', /digits/],
    ['a'.repeat(31), /longer than 30/],
  ])('refuses the name %j', (name, message) => {
    expect(nameProblem(name)).toMatch(message)
  })

  it('refuses a plural that is the singular, or not kebab case', () => {
    expect(nameProblem('sheep', 'sheep')).toMatch(/same word/)
    expect(nameProblem('book', 'Books')).toMatch(/plural "Books" must be lower-case/)
    expect(nameProblem('book')).toBeUndefined()
  })
})

describe('renderTemplate', () => {
  const names = entityNames('book-club')

  it('replaces every placeholder, in code, paths and texts', () => {
    expect(
      renderTemplate('export function Page__Entities__() { return list__Entities__(__entityCamel__Keys.all) }', names),
    ).toBe('export function PageBookClubs() { return listBookClubs(bookClubKeys.all) }')
    expect(renderTemplate('src/routes/manager/__entities__/$id/update.tsx', names)).toBe(
      'src/routes/manager/book-clubs/$id/update.tsx',
    )
    expect(renderTemplate("index('__entity_table___name_lower_idx')", names)).toBe("index('book_club_name_lower_idx')")
    expect(renderTemplate('"New __entity_words__", "__Entities_words__"', names)).toBe('"New book club", "Book clubs"')
  })

  it('refuses a placeholder it does not know', () => {
    expect(() => renderTemplate('__entityy__', names)).toThrow(/unknown placeholder __entityy__/)
  })
})

describe('anchors', () => {
  const source = ['const list = [', "  'a',", '  // gen:entity:items — added above this line', ']'].join('\n')

  it('inserts above an anchor with its indentation', () => {
    expect(insertAbove(source, 'file.ts', 'items', "'b',\n'c',")).toContain(
      "  'a',\n  'b',\n  'c',\n  // gen:entity:items",
    )
  })

  it('refuses with the file and the anchor when the anchor is missing or found twice', () => {
    expect(() => insertAbove(source, 'src/x.ts', 'missing', 'x')).toThrow(
      new AnchorError(
        'src/x.ts: the anchor comment "gen:entity:missing" is missing (see docs/adding-an-entity.md to add the entity by hand)',
      ),
    )
    expect(() => insertAbove(`${source}\n// gen:entity:items`, 'src/x.ts', 'items', 'x')).toThrow(/appears 2 times/)
    // An anchor whose id only starts the same is another anchor.
    expect(() => insertAbove('// gen:entity:items-more', 'src/x.ts', 'items', 'x')).toThrow(/is missing/)
  })
})

describe('locales', () => {
  const names = entityNames('book')

  it('marks the other languages for translation, reusing what the repositories already translate', () => {
    const english = { title: 'Books', create: { submit: 'Create' }, update: { title: 'Edit {{name}}' } }
    const reference = {
      english: { create: { submit: 'Create' }, update: { title: 'Edit {{name}}' } },
      translated: { create: { submit: 'Créer' }, update: { title: 'Modifier {{name}}' } },
    }
    expect(translatedNamespace(english, reference)).toEqual({
      title: `${TODO_TRANSLATE}Books`,
      create: { submit: 'Créer' },
      update: { title: 'Modifier {{name}}' },
    })
  })

  it('adds the sidebar labels, function descriptions and audit sentences in place, and refuses existing keys', () => {
    const files = {
      layout: { nav: { repositories: 'R', account: 'A', short: { repositories: 'R', account: 'A' } } },
      'api-docs': { functions: { deleteRepository: 'D', listDevMailbox: 'M' } },
      audit: { actions: { repository: { create: 'c' }, unknown: 'u' } },
    }
    const patched = patchSharedLocales(files, names, 'fr')
    expect(Object.keys(patched.layout.nav)).toEqual(['repositories', 'books', 'account', 'short'])
    expect(patched.layout.nav).toMatchObject({
      books: `${TODO_TRANSLATE}Books`,
      short: { books: `${TODO_TRANSLATE}Books` },
    })
    expect(Object.keys(patched['api-docs'].functions as object)).toEqual([
      'deleteRepository',
      'listBooks',
      'getBook',
      'createBook',
      'updateBook',
      'deleteBook',
      'listDevMailbox',
    ])
    expect(Object.keys(patched.audit.actions as object)).toEqual(['repository', 'book', 'unknown'])
    expect(patchSharedLocales(files, names, 'en').audit.actions).toMatchObject({
      book: { create: '<actor>{{actor}}</actor> created the book <target>{{target}}</target>' },
    })
    expect(() => patchSharedLocales(patched, names, 'fr')).toThrow(/already has the key "books"/)
  })
})
