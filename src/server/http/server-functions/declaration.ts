import type { z } from 'zod'
import type { Permissions } from '@/server/auth/access-control'

/**
 * What a server function accepts and requires, written once in its feature's `api.ts`: its `*.functions.ts`
 * builds the function from it (`createServerFn(declared.x).middleware(guardsOf(declared.x))`), and the API
 * documentation, the permission matrix and the input property tests read it. Its description is
 * `api-docs:functions.<export name>`.
 */
export type ServerFunctionDeclaration = {
  method: 'GET' | 'POST'
  /** The permission statements a caller must hold; null when anyone, even signed out, may call it. */
  permission: Permissions | null
  /**
   * The zod schema of its input (a `z.undefined()` one when it takes none); null without a validator. Server-side
   * only: the browser's build sets it to null (scripts/vite/server-only-inputs.ts), as the browser never validates.
   */
  input: z.ZodType | null
  /**
   * A sensitive action: the caller must have proved their presence recently (a sign-in within
   * AUTH_STEP_UP_MAX_AGE), else the browser asks for a fresh code or passkey first (its guards check it).
   */
  stepUp?: true
  /**
   * Its endpoint in the HTTP API, under /api/v1 (called with an API key): a resource path whose `{name}` segments
   * are properties of its input, the rest of the input read from the query (GET, DELETE) or the JSON body. Without
   * it, the function is not in the API. A key never passes a step-up check, so a sensitive action has none.
   */
  rest?: { method: RestMethod; path: `/${string}` }
}

/** The base path of the HTTP API; its version changes only with a change that breaks a caller. */
export const API_BASE_PATH = '/api/v1'

export const restMethods = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type RestMethod = (typeof restMethods)[number]

/** Keeps the exact types of a declaration (its method literal, its schema) for the function built from it. */
export function declareServerFunction<const Declaration extends ServerFunctionDeclaration>(
  declaration: Declaration,
): Declaration {
  return declaration
}
