import { describe, expect, it } from 'vitest'
import { withoutDeclaredInputs } from './server-only-inputs'

const api = `import { z } from 'zod'
import { userIdSchema } from './schema'

export const getUser = declareServerFunction({
  method: 'GET',
  permission: { user: ['get'] },
  input: userIdSchema,
  rest: { method: 'GET', path: '/users/{id}' },
})
export const findSsoSignIn = declareServerFunction({
  method: 'GET',
  permission: null,
  input: z.object(
    { email: z.string() },
    'errors:invalidInput',
  ),
})
const unrelated = { input: userIdSchema }
`

describe('withoutDeclaredInputs', () => {
  it("replaces each declaration's input by null and leaves everything else as it is", () => {
    const result = withoutDeclaredInputs(api, '/app/src/features/user/api.ts')
    expect(result?.code).toBe(
      api
        .replace('input: userIdSchema,\n  rest', 'input: null,\n  rest')
        .replace("input: z.object(\n    { email: z.string() },\n    'errors:invalidInput',\n  ),", 'input: null,'),
    )
    expect(result?.code).toContain('const unrelated = { input: userIdSchema }')
    expect(result?.map.sources).toEqual(['/app/src/features/user/api.ts'])
  })

  it('leaves a module without a declaration, or with one that has no input, unchanged', () => {
    expect(withoutDeclaredInputs('export const a = 1', 'a.ts')).toBeUndefined()
    expect(
      withoutDeclaredInputs("export const f = declareServerFunction({ method: 'GET', permission: null })", 'b.ts'),
    ).toBeUndefined()
    expect(
      withoutDeclaredInputs('export function declareServerFunction(declaration) { return declaration }', 'c.ts'),
    ).toBeUndefined()
  })
})
