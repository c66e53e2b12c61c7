import fc from 'fast-check'
import { type InputRules, validEmail } from '@/lib/validation/input-rules'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  findSsoSignIn: { fields: { email: 'email' }, valid: fc.record({ email: validEmail }) },
} satisfies InputRules<typeof api>
