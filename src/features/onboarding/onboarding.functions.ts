import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getRequest } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import * as declared from './api'

export const saveOnboardingName = createServerFn(declared.saveOnboardingName)
  .middleware(guardsOf(declared.saveOnboardingName))
  .handler(async ({ data }) => {
    const auth = await getAuth()
    await auth.api.updateUser({ body: { name: data.name }, headers: getRequest().headers })
    return { name: data.name }
  })
