import { z } from 'zod'
import { INVALID_INPUT, nameSchema } from '@/lib/validation/validation'

export const onboardingFormSchema = z.object({ name: nameSchema }, INVALID_INPUT)
