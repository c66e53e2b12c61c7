import fc from 'fast-check'
import {
  futureDate,
  type InputRules,
  listFields,
  printable,
  validCursor,
  validEmail,
  validListInput,
  validPersonName,
  validRole,
  validUserId,
  validUuid,
} from '@/lib/validation/input-rules'
import { isStorableText } from '@/lib/validation/validation'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  listUsers: { fields: listFields, valid: validListInput },
  getUser: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  listUserActivity: {
    fields: { id: 'userId', cursor: 'cursor' },
    valid: fc.record({ id: validUserId, cursor: validCursor }, { requiredKeys: ['id'] }),
  },
  createUser: {
    fields: { email: 'email', name: 'personName', role: 'role' },
    valid: fc.record({ email: validEmail, name: validPersonName, role: validRole }),
  },
  updateUser: {
    fields: { id: 'userId', email: 'email', name: 'personName', role: 'role' },
    valid: fc.record({ id: validUserId, email: validEmail, name: validPersonName, role: validRole }),
  },
  setUserRole: { fields: { id: 'userId', role: 'role' }, valid: fc.record({ id: validUserId, role: validRole }) },
  banUser: {
    fields: { id: 'userId', reason: 'reason', expiresAt: 'expiresAt' },
    valid: fc.record({
      id: validUserId,
      reason: fc.oneof(fc.constant(''), printable(500)),
      expiresAt: fc.option(futureDate, { nil: null }),
    }),
  },
  unbanUser: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  revokeUserSession: {
    fields: { userId: 'userId', sessionId: 'sessionId' },
    valid: fc.record({
      userId: validUserId,
      sessionId: fc.oneof(validUuid, fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 })),
    }),
  },
  revokeUserSessions: { fields: { userId: 'userId' }, valid: fc.record({ userId: validUserId }) },
  removeUserPasskeys: { fields: { userId: 'userId' }, valid: fc.record({ userId: validUserId }) },
  setUserPassword: {
    fields: { id: 'userId', password: 'password' },
    valid: fc.record({
      id: validUserId,
      password: fc
        .string({ unit: 'grapheme', minLength: 8, maxLength: 40 })
        .filter((p) => p.length <= 128 && isStorableText(p)),
    }),
  },
  deleteUser: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
} satisfies InputRules<typeof api>
