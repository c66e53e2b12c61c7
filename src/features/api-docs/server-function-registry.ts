import type { ServerFunctionDeclaration } from '@/server/http/server-functions/declaration'

// Every feature's api.ts, gathered by path: a new feature is documented, tested and matrixed without an edit here.
const featureApis = import.meta.glob<Record<string, ServerFunctionDeclaration>>('../*/api.ts', { eager: true })

export type RegisteredServerFunction = ServerFunctionDeclaration & {
  name: string
  description: `api-docs:functions.${string}`
}

/** Every declared function; server-function-registry.test.ts fails when a `*.functions.ts` export is not in it. */
export const serverFunctionRegistry: RegisteredServerFunction[] = Object.values(featureApis).flatMap((api) =>
  Object.entries(api).map(([name, declaration]) => ({
    name,
    ...declaration,
    description: `api-docs:functions.${name}` as const,
  })),
)
