import { declareServerFunction } from '@/lib/server-function-declaration'
import { onboardingFormSchema } from './schema'

export const saveOnboardingName = declareServerFunction({
  method: 'POST',
  permission: { account: ['update'] },
  input: onboardingFormSchema,
})
