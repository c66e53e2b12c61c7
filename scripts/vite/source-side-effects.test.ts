import { globSync, readFileSync } from 'node:fs'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { sourceModuleSideEffects, sourceModulesWithSideEffects } from './source-side-effects'

/** Whether a top-level statement does something when its module is imported (anything but a declaration). */
function actsOnImport(statement: { type: string; specifiers?: unknown[]; importKind?: string }) {
  if (statement.type === 'ImportDeclaration')
    return statement.specifiers!.length === 0 && statement.importKind !== 'type'
  return !statement.type.endsWith('Declaration')
}

/** The modules of src/ but the tests and their helpers. */
const sourceModules = globSync('src/**/*.{ts,tsx}').filter(
  (path) => !/\.test\.tsx?$|^src\/test\//.test(path.replaceAll('\\', '/')),
)

describe('the source modules with side effects', () => {
  it('are exactly those with a top-level statement other than a declaration', () => {
    const acting = sourceModules.filter((path) => {
      const program = parseAst(readFileSync(path, 'utf8'), { lang: path.endsWith('x') ? 'tsx' : 'ts' })
      return program.body.some((statement) => actsOnImport(statement as never))
    })
    expect(acting.map((path) => path.replaceAll('\\', '/')).sort()).toEqual([...sourceModulesWithSideEffects].sort())
  })

  it('are kept by the browser build whatever a page uses of them; the others, and styles, are left to it', () => {
    expect(sourceModuleSideEffects(`${process.cwd()}/src/lib/validation/zod-without-eval.ts`)).toBe(true)
    expect(sourceModuleSideEffects(`${process.cwd()}/src/features/user/schema.ts`)).toBe(false)
    expect(sourceModuleSideEffects(`${process.cwd()}/src/routes/app/route.tsx?tsr-split=component`)).toBe(false)
    expect(sourceModuleSideEffects(`${process.cwd()}/src/styles/app.css?url`)).toBeUndefined()
    expect(sourceModuleSideEffects(`${process.cwd()}/node_modules/zod/v4/classic/schemas.js`)).toBeUndefined()
  })
})
