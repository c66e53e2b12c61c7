import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'
import * as declared from './api'

export const saveOnboardingName = createServerFn({ method: declared.saveOnboardingName.method })
  .middleware([requirePermission(declared.saveOnboardingName.permission)])
  .validator(declared.saveOnboardingName.input)
  .handler(async ({ data }) => {
    const auth = await getAuth()
    await auth.api.updateUser({ body: { name: data.name }, headers: getRequest().headers })
    return { name: data.name }
  })
