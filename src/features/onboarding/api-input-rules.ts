import fc from 'fast-check'
import { type InputRules, validPersonName } from '@/lib/input-rules'
import type * as api from './api'

/** The fields of each input with their rules, and valid input: src/lib/input-schemas.property.test.ts checks api.ts against them. */
export const inputRules = {
  saveOnboardingName: { fields: { name: 'personName' }, valid: fc.record({ name: validPersonName }) },
} satisfies InputRules<typeof api>
