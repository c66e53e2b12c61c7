import { insertAbove, requireText } from './anchors'
import type { EntityNames } from './names'

/**
 * The shared TypeScript files a new entity is added to, each at its anchor comments: its table, its permission
 * statements, its sidebar entries and its i18n namespace. Every edit mirrors what the repository feature has in that
 * file; the rest (server functions, audit icons, input rules, permission-matrix rows) is found in its own files.
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

export function sharedFilePatches({ icon }: PatchOptions): SharedFilePatch[] {
  return [
    {
      file: 'src/server/db/schema.ts',
      summary: 'the table',
      apply: (source, n) => {
        requireText(
          source,
          'src/server/db/schema.ts',
          /import \{ timestamps \} from '\.\/columns'/,
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
      file: 'src/lib/webhook-events.ts',
      summary: 'its created, updated and deleted webhook events',
      apply: (source, n) =>
        insertAbove(
          source,
          'src/lib/webhook-events.ts',
          'webhook-events',
          `'${n.entity}.created',\n'${n.entity}.updated',\n'${n.entity}.deleted',`,
        ),
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
  ]
}
