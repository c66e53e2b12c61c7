import type { z } from 'zod'
import * as account from '@/features/account/api'
import * as apiDocs from '@/features/api-docs/api'
import * as appContext from '@/features/auth/api'
import * as dashboard from '@/features/dashboard/api'
import * as devMailbox from '@/features/dev/api'
import * as onboarding from '@/features/onboarding/api'
import * as organization from '@/features/organization/api'
import * as repository from '@/features/repository/api'
import * as user from '@/features/user/api'
import type { ServerFunctionDeclaration } from '@/lib/server-function-declaration'
// gen:entity:imports — the declarations of new entities (npm run gen:entity) are imported above this line

/** server-function-registry.test.ts fails when a `*.functions.ts` export is missing here, or the reverse. */
const serverFunctionDeclarations = {
  ...appContext,
  ...account,
  ...onboarding,
  ...repository,
  ...dashboard,
  ...user,
  ...apiDocs,
  ...organization,
  // gen:entity:registry — the declarations of new entities (npm run gen:entity) are added above this line
  ...devMailbox,
} satisfies Record<string, ServerFunctionDeclaration>

export type ServerFunctionName = keyof typeof serverFunctionDeclarations

/** The names of the functions that take an input (a schema other than `z.undefined()`). */
export type ServerFunctionNameWithInput = {
  [Name in ServerFunctionName]: (typeof serverFunctionDeclarations)[Name]['input'] extends z.ZodUndefined | null
    ? never
    : Name
}[ServerFunctionName]

export type RegisteredServerFunction = ServerFunctionDeclaration & {
  name: ServerFunctionName
  description: `api-docs:functions.${ServerFunctionName}`
}

export const serverFunctionRegistry: RegisteredServerFunction[] = Object.entries(serverFunctionDeclarations).map(
  ([name, declaration]) => ({
    name: name as ServerFunctionName,
    ...declaration,
    description: `api-docs:functions.${name as ServerFunctionName}`,
  }),
)
