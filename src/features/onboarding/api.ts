import { ownAccountPermission } from '@/server/auth/access-control'
import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { onboardingFormSchema } from './schema'

export const saveOnboardingName = declareServerFunction({
  method: 'POST',
  permission: ownAccountPermission,
  input: onboardingFormSchema,
})
