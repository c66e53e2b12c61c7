import { insertAbove, insertIntoNextLine, requireText } from './anchors'
import type { EntityNames } from './names'

/**
 * The shared TypeScript files a new entity is added to, each at its anchor comments. Every edit
 * mirrors what the repository feature has in that file.
 */
export interface SharedFilePatch {
  file: string
  /** What the edit adds, for the dry run. */
  summary: string
  apply: (source: string, names: EntityNames) => string
}

export interface PatchOptions {
  /** lucide-react icon of the navigation entries. */
  icon: string
}

/** Icons of the audit log sentences of a generated entity. */
export const AUDIT_ICONS = { create: 'FilePlus', update: 'FilePen', delete: 'FileMinus' } as const

/** `Icon,` lines for the icons not yet in the lucide-react import block that holds the anchor. */
function missingIcons(source: string, file: string, anchor: string, icons: string[]) {
  const block = new RegExp(`import \\{([^}]*gen:entity:${anchor}[^}]*)\\} from 'lucide-react'`).exec(source)?.[1]
  if (block === undefined)
    throw new Error(`${file}: the anchor "gen:entity:${anchor}" must be inside the lucide-react import`)
  const imported = new Set(
    [...block.replace(/\/\/.*$/gm, '').matchAll(/(?:type\s+)?(\w+)\s*,?/g)].map((match) => match[1]),
  )
  return [...new Set(icons)].filter((icon) => !imported.has(icon)).map((icon) => `${icon},`)
}

const functionNames = (n: EntityNames) => ({
  list: `list${n.Entities}`,
  get: `get${n.Entity}`,
  create: `create${n.Entity}`,
  update: `update${n.Entity}`,
  delete: `delete${n.Entity}`,
})

export function sharedFilePatches({ icon }: PatchOptions): SharedFilePatch[] {
  return [
    {
      file: 'src/server/db/schema.ts',
      summary: 'the table',
      apply: (source, n) => {
        requireText(
          source,
          'src/server/db/schema.ts',
          /const timestamps = \{/,
          'the generated table uses the shared `timestamps` columns',
        )
        return insertAbove(
          source,
          'src/server/db/schema.ts',
          'tables',
          `export const ${n.entityCamel} = pgTable(
  '${n.entity_table}',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('${n.entity_table}_name_unique').on(table.name),
    index('${n.entity_table}_name_lower_idx').on(sql\`lower(\${table.name})\`, table.id),
  ],
)
`,
        )
      },
    },
    {
      file: 'src/server/auth/access-control.ts',
      summary: 'the permission statements; users read, admins do everything',
      apply: (source, n) => {
        const file = 'src/server/auth/access-control.ts'
        let result = insertAbove(source, file, 'statements', `${n.resource}: ['read', 'create', 'update', 'delete'],`)
        result = insertAbove(result, file, 'user-role', `${n.resource}: ['read'],`)
        return insertAbove(result, file, 'admin-role', `${n.resource}: ['read', 'create', 'update', 'delete'],`)
      },
    },
    {
      file: 'src/features/api-docs/server-function-registry.ts',
      summary: 'the declarations of the five server functions',
      apply: (source, n) => {
        const file = 'src/features/api-docs/server-function-registry.ts'
        const result = insertAbove(
          source,
          file,
          'imports',
          `import * as ${n.entityCamel} from '@/features/${n.entity}/api'`,
        )
        return insertAbove(result, file, 'registry', `...${n.entityCamel},`)
      },
    },
    {
      file: 'src/features/shell/navigation.ts',
      summary: 'a sidebar entry in both areas',
      apply: (source, n) => {
        const file = 'src/features/shell/navigation.ts'
        const entry = (area: string) =>
          `{ id: '${n.entities}', label: 'nav.${n.entitiesCamel}', shortLabel: 'nav.short.${n.entitiesCamel}', icon: ${icon}, to: '/${area}/${n.entities}' },`
        let result = source
        const icons = missingIcons(result, file, 'icons', [icon])
        if (icons.length) result = insertAbove(result, file, 'icons', icons.join('\n'))
        result = insertAbove(result, file, 'manager-entries', entry('manager'))
        return insertAbove(result, file, 'app-entries', entry('app'))
      },
    },
    {
      file: 'src/lib/i18n/languages.ts',
      summary: 'the i18n namespace',
      apply: (source, n) => insertAbove(source, 'src/lib/i18n/languages.ts', 'namespaces', `'${n.entity}',`),
    },
    {
      file: 'src/lib/audit-actions.ts',
      summary: 'the audit actions, with their icons',
      apply: (source, n) => {
        const file = 'src/lib/audit-actions.ts'
        let result = source
        const icons = missingIcons(result, file, 'icons', Object.values(AUDIT_ICONS))
        if (icons.length) result = insertAbove(result, file, 'icons', icons.join('\n'))
        return insertAbove(
          result,
          file,
          'actions',
          `'${n.entity}.create': ${AUDIT_ICONS.create},\n'${n.entity}.update': ${AUDIT_ICONS.update},\n'${n.entity}.delete': ${AUDIT_ICONS.delete},`,
        )
      },
    },
    {
      file: 'src/components/audit-log-list.test.tsx',
      summary: 'the English audit sentences',
      apply: (source, n) =>
        insertAbove(
          source,
          'src/components/audit-log-list.test.tsx',
          'sentences',
          // The test's entries of unknown kinds name their target by an e-mail address.
          `'${n.entity}.create': 'admin@example.com created the ${n.entity_words} ada@example.com',
'${n.entity}.update': 'admin@example.com updated the ${n.entity_words} ada@example.com',
'${n.entity}.delete': 'admin@example.com deleted the ${n.entity_words} ada@example.com',`,
        ),
    },
    {
      file: 'src/lib/input-schemas.property.test.ts',
      summary: 'the input rules and generators of valid input of the five functions',
      apply: (source, n) => {
        const file = 'src/lib/input-schemas.property.test.ts'
        const fn = functionNames(n)
        for (const name of ['list', 'validUuid', 'printable'])
          requireText(source, file, new RegExp(`^const ${name} = `, 'm'), `the generated generators use \`${name}\``)
        for (const check of ['uuid', 'repositoryName', 'description', 'searchTerm', 'cursor', 'limit']) {
          requireText(
            source,
            file,
            new RegExp(`^\\s+${check}: `, 'm'),
            `the generated rules use the \`${check}\` check`,
          )
        }
        const form = `name: printable(100), description: fc.oneof(fc.constant(''), printable(1000))`
        const result = insertAbove(
          source,
          file,
          'fields',
          `${fn.list}: { searchTerm: 'searchTerm', cursor: 'cursor', limit: 'limit' },
${fn.get}: { id: 'uuid' },
${fn.create}: { name: 'repositoryName', description: 'description' },
${fn.update}: { id: 'uuid', name: 'repositoryName', description: 'description' },
${fn.delete}: { id: 'uuid' },`,
        )
        return insertAbove(
          result,
          file,
          'valid-inputs',
          `${fn.list}: list,
${fn.get}: fc.record({ id: validUuid }),
${fn.create}: fc.record({ ${form} }),
${fn.update}: fc.record({ id: validUuid, ${form} }),
${fn.delete}: fc.record({ id: validUuid }),`,
        )
      },
    },
    {
      file: 'e2e/permission-matrix.spec.ts',
      summary: 'the roles’ statements and a row per server function',
      apply: (source, n) => {
        const file = 'e2e/permission-matrix.spec.ts'
        const fn = functionNames(n)
        requireText(
          source,
          file,
          /import \{[^}]*\brandomUUID\b[^}]*\} from 'node:crypto'/,
          'the generated rows use randomUUID',
        )
        let result = insertIntoNextLine(source, file, 'user-role', / \},?\s*$/, `, ${n.resource}: ['read']`)
        result = insertAbove(result, file, 'admin-role', `${n.resource}: ['read', 'create', 'update', 'delete'],`)
        return insertAbove(
          result,
          file,
          'rows',
          `{ name: '${fn.list}', input: (f) => ({ searchTerm: f.tag }) },
// Unknown ids: an allowed call gets past the permission check and finds nothing (404).
{ name: '${fn.get}', input: () => ({ id: randomUUID() }), allowedStatus: 404 },
{ name: '${fn.create}', input: (f, c) => ({ name: attempt(f, c, '${n.entity_words}'), description: '' }) },
{
  name: '${fn.update}',
  input: (f, c) => ({ id: randomUUID(), name: attempt(f, c, 'rename'), description: '' }),
  allowedStatus: 404,
},
{ name: '${fn.delete}', input: () => ({ id: randomUUID() }), allowedStatus: 404 },
`,
        )
      },
    },
  ]
}
