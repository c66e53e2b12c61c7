import fc from 'fast-check'
import { type InputRules, listFields, validListInput, validUserId } from '@/lib/validation/input-rules'
import type * as api from './api'

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  getMyOrganization: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  getMyInvitation: { fields: { invitationId: 'userId' }, valid: fc.record({ invitationId: validUserId }) },
  listAllOrganizations: { fields: listFields, valid: validListInput },
  getOrganizationForManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  deleteOrganizationAsManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
} satisfies InputRules<typeof api>
