/**
 * npm run gen:entity -- <name> [--plural <plural>] [--icon <LucideIcon>] [--dry-run]
 *
 * Scaffolds an entity the way the repositories are built (table and migration, zod schema, server
 * functions and permissions, queries, pages in /manager and /app, sidebar entry, locales, tests).
 * Templates: scripts/gen-entity/templates; the hand-written steps: docs/adding-an-entity.md.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_ICON, generateEntity } from './gen-entity/generate'
import { TODO_TRANSLATE } from './gen-entity/locales'

const usage = `Usage: npm run gen:entity -- <name> [--plural <plural>] [--icon <LucideIcon>] [--dry-run]

  <name>      the singular, lower-case letters and dashes: book, book-club
  --plural    the plural when the simple English rules get it wrong (default: books, book-clubs, cities, boxes)
  --icon      lucide-react icon of the sidebar entry (default: ${DEFAULT_ICON})
  --dry-run   list the files it would create or change, and write nothing
`

const say = (line = '') => process.stdout.write(`${line}\n`)

function main(): number {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse()
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    say(usage)
    return 0
  }
  if (positionals.length !== 1) {
    process.stderr.write(usage)
    return 2
  }

  const root = join(import.meta.dirname, '..')
  const dryRun = values['dry-run'] ?? false
  const result = generateEntity({
    root,
    name: positionals[0]!,
    plural: values.plural,
    icon: values.icon,
    dryRun,
    log: (line) => say(`  … ${line}`),
  })

  if (!result.ok) {
    process.stderr.write(
      `gen:entity: ${result.failed ? 'failed, every file was put back as it was' : 'refused, nothing was written'}:\n${result.problems.map((problem) => `  - ${problem}\n`).join('')}`,
    )
    return 1
  }
  const n = result.names!
  say(
    `${dryRun ? 'Would add' : 'Added'} the entity "${n.entity}" (plural "${n.entities}")${dryRun ? ' — dry run, nothing written' : ''}:`,
  )
  const note = (path: string) => (result.notes[path] ? `  (${result.notes[path]})` : '')
  for (const path of result.created) say(`  create  ${path}${note(path)}`)
  for (const path of result.changed) say(`  change  ${path}${note(path)}`)
  for (const warning of result.warnings) say(`  warning: ${warning}`)
  if (!dryRun) {
    say()
    say('Next:')
    say(`  - translate the texts marked "${TODO_TRANSLATE.trim()}": grep -rn "TODO translate" locales`)
    say('  - npm run typecheck && npm test')
    say(`  - add your fields: docs/adding-an-entity.md (then npm run db:generate for the migration)`)
  }
  return 0
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      plural: { type: 'string' },
      icon: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

process.exitCode = main()
