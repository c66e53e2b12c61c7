import fc from 'fast-check'
import { type InputRules, validPersonName } from '@/lib/validation/input-rules'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  saveOnboardingName: { fields: { name: 'personName' }, valid: fc.record({ name: validPersonName }) },
} satisfies InputRules<typeof api>
