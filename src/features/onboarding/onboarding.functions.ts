import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'
import { onboardingFormSchema } from './schema'

/** Saves the name a new account gives during onboarding. */
export const saveOnboardingName = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ account: ['update'] })])
  .validator(onboardingFormSchema)
  .handler(async ({ data }) => {
    const auth = await getAuth()
    await auth.api.updateUser({ body: { name: data.name }, headers: getRequest().headers })
    return { name: data.name }
  })
