import { createStart } from '@tanstack/react-start'
import { serverFunctionErrors } from '@/server/http/server-function-errors'

export const startInstance = createStart(() => ({
  functionMiddleware: [serverFunctionErrors],
}))
