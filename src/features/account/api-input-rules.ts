import fc from 'fast-check'
import { appConfig } from '~/app.config'
import {
  type InputRules,
  printable,
  validCode,
  validCursor,
  validEmail,
  validPersonName,
  validUuid,
} from '@/lib/validation/input-rules'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  changeName: { fields: { name: 'personName' }, valid: fc.record({ name: validPersonName }) },
  requestEmailChange: { fields: { newEmail: 'email' }, valid: fc.record({ newEmail: validEmail }) },
  confirmEmailChange: {
    fields: { newEmail: 'email', code: 'code' },
    valid: fc.record({ newEmail: validEmail, code: validCode }),
  },
  revokeSession: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
  renamePasskey: {
    fields: { id: 'uuid', name: 'passkeyName' },
    valid: fc.record({ id: validUuid, name: printable(appConfig.validation.passkeyNameMaxLength) }),
  },
  removePasskey: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
  listMyActivity: { fields: { cursor: 'cursor' }, valid: fc.record({ cursor: validCursor }, { requiredKeys: [] }) },
} satisfies InputRules<typeof api>
