import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { TEMPLATES_DIR } from './gen-entity/generate'
import { entityNames, renderTemplate } from './gen-entity/names'

/**
 * The generator's templates are the repository feature with its names replaced: rendered for "repository", each
 * template must import from the same modules and export the same names as the file it was copied from. The
 * repository's own fields (what a new entity does not have) may add imports or exports; nothing else may differ.
 */
const repository = entityNames('repository')

/** What the repository has for its own fields (its link), which a generated entity does not. */
const repositoryFieldsOnly: Record<string, { imports?: string[]; exports?: string[] }> = {
  'src/features/repository/schema.ts': { exports: ['LINK_MIN_LENGTH', 'repositoryLinkSchema'] },
}
/** What a generated entity needs that the repository does not: its matrix rows use unknown ids, not fixtures. */
const templateOnly: Record<string, { imports?: string[] }> = {
  'e2e/permission-matrix/repository.rows.ts': { imports: ['node:crypto'] },
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** The modules a file imports from and the names it exports, read from its syntax. */
function outline(path: string, source: string) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const imports = new Set<string>()
  const exports = new Set<string>()
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier))
      imports.add(statement.moduleSpecifier.text)
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false
    if (!exported) continue
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) exports.add(declaration.name.getText(file))
    else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
      exports.add((statement.name as ts.Identifier).text)
  }
  return { imports: [...imports].sort(), exports: [...exports].sort() }
}

const codeTemplates = filesUnder(TEMPLATES_DIR).filter((path) => /\.tsx?$/.test(path))

describe('the generator templates follow the repository feature', () => {
  it('has templates to compare', () => {
    expect(codeTemplates.length).toBeGreaterThan(10)
  })

  it.each(codeTemplates.map((path) => [relative(TEMPLATES_DIR, path)]))('%s', (templatePath) => {
    const modelPath = renderTemplate(templatePath, repository)
    const template = outline(
      templatePath,
      renderTemplate(readFileSync(join(TEMPLATES_DIR, templatePath), 'utf8'), repository),
    )
    const model = outline(modelPath, readFileSync(modelPath, 'utf8'))
    const fieldsOnly = repositoryFieldsOnly[modelPath] ?? {}
    const extra = templateOnly[modelPath]?.imports ?? []
    expect(template).toEqual({
      imports: [...model.imports.filter((module) => !fieldsOnly.imports?.includes(module)), ...extra].sort(),
      exports: model.exports.filter((name) => !fieldsOnly.exports?.includes(name)),
    })
  })
})
