import { createMiddleware } from '@tanstack/react-start'
import type { z } from 'zod'
import type { Permissions } from '@/server/auth/access-control'
import { requirePermission } from '@/server/auth/middleware'
import type { ServerFunctionDeclaration } from './declaration'

type GuardedDeclaration = ServerFunctionDeclaration & { permission: Permissions; input: z.ZodType }

/**
 * The middleware a server function's declaration asks for, in the order a caller is refused: not signed in (401),
 * without the permission (403), without a recent step-up (403 and the step-up header), then a malformed input (400).
 */
export function guardsOf<const Declaration extends GuardedDeclaration>(declaration: Declaration) {
  const validateInput = createMiddleware({ type: 'function' })
    // Start cannot check its constraint on a schema still generic here; every declared input is plain JSON.
    .validator<Declaration['input']>(declaration.input as never)
    .server(({ next }) => next())
  return [requirePermission(declaration.permission, { stepUp: declaration.stepUp === true }), validateInput] as const
}
