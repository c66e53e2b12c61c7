import fc from 'fast-check'
import { apiKeyLifetimes } from '@/lib/validation/api-key'
import { type InputRules, printable, validUserId } from '@/lib/validation/input-rules'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  createMyApiKey: {
    fields: { name: 'apiKeyName', expiresInDays: 'apiKeyLifetime', permissions: 'apiKeyPermissions' },
    valid: fc.record({
      name: printable(64),
      expiresInDays: fc.constantFrom(null, ...apiKeyLifetimes),
      permissions: fc.uniqueArray(fc.constantFrom('repository:read', 'repository:create', 'user:list'), {
        minLength: 1,
      }),
    }),
  },
  revokeMyApiKey: { fields: { keyId: 'userId' }, valid: fc.record({ keyId: validUserId }) },
} satisfies InputRules<typeof api>
