import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import direction (docs/decisions/018-import-direction.md) is the lint's `boundaries/dependencies`
// rule. An import the rule cannot resolve is silently allowed, so these cases prove the rule sees
// the project's real files through the `@/` alias and refuses what it should.
// Only that rule runs: the others (import cycles above all) would walk the whole route tree for each probe.
const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
})

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(import.meta.dirname, filePath) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.line)
}

describe('the import direction, as the lint enforces it', () => {
  it('refuses shared code importing a feature, a route or an entry file', async () => {
    const code = [
      "import { userIdSchema } from '@/features/user/schema'",
      "import { Route } from '@/routes/__root'",
      "import { getRouter } from '@/router'",
      'export const all = [userIdSchema, Route, getRouter]',
    ].join('\n')
    expect(await boundaryErrors('server/probe.ts', code)).toEqual([1, 2, 3])
    expect(await boundaryErrors('components/probe.tsx', code)).toEqual([1, 2, 3])
    expect(await boundaryErrors('lib/probe.ts', code)).toEqual([1, 2, 3])
  })

  it('refuses src/lib importing the server or components, and lets it import src/lib', async () => {
    const code = [
      "import { serverConfig } from '@/server/config'",
      "import { Button } from '@/components/ui/button'",
      "import { translateMessage } from '@/lib/i18n/message'",
      "import { cn } from '@/lib/ui/cn'",
      'export const all = [serverConfig, Button, translateMessage, cn]',
    ].join('\n')
    expect(await boundaryErrors('lib/http/probe.ts', code)).toEqual([1, 2])
    expect(await boundaryErrors('server/probe.ts', code)).toEqual([])
    expect(await boundaryErrors('components/probe.tsx', code)).toEqual([])
  })

  it("refuses a feature reaching into another feature's internals or a route", async () => {
    const code = [
      "import { PageRepository } from '@/features/repository/page-repository'",
      "import { listRepositories as listRepositoryRows } from '@/features/repository/repository.server'",
      "import { Route } from '@/routes/__root'",
      "import { PageUsers } from '../user/page-users'",
      'export const all = [PageRepository, listRepositoryRows, Route, PageUsers]',
    ].join('\n')
    expect(await boundaryErrors('features/account/probe.ts', code)).toEqual([1, 2, 3, 4])
  })

  it("lets a feature use shared code, its own files and another feature's public files", async () => {
    const code = [
      "import { Button } from '@/components/ui/button'",
      "import { cn } from '@/lib/ui/cn'",
      "import { getDb } from '@/server/db'",
      "import { parseUserAgent } from '@/lib/activity/user-agent'",
      "import { accountSessionsQuery } from './queries'",
      "import { repositoryFormSchema } from '@/features/repository/schema'",
      "import { listRepositories } from '@/features/repository/repository.functions'",
      "import { repositoriesQueryOptions } from '@/features/repository/queries'",
      'export const all = [Button, cn, getDb, parseUserAgent, accountSessionsQuery, repositoryFormSchema, listRepositories, repositoriesQueryOptions]',
    ].join('\n')
    expect(await boundaryErrors('features/account/probe.ts', code)).toEqual([])
  })

  it('lets routes use features, shared code and the entry files', async () => {
    const code = [
      "import { PageAccount } from '@/features/account/page-account'",
      "import { Button } from '@/components/ui/button'",
      "import { getRouter } from '@/router'",
      'export const all = [PageAccount, Button, getRouter]',
    ].join('\n')
    expect(await boundaryErrors('routes/probe.tsx', code)).toEqual([])
  })
})
