import { z } from 'zod'
import { nameSchema } from '@/lib/validation'

export const onboardingFormSchema = z.object({ name: nameSchema })
export const onboardingSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) })
