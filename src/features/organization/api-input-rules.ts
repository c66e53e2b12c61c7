import fc from 'fast-check'
import { type InputRules, listFields, validListInput, validUserId } from '@/lib/input-rules'
import type * as api from './api'

/** The fields of each input with their rules, and valid input: src/lib/input-schemas.property.test.ts checks api.ts against them. */
export const inputRules = {
  getMyOrganization: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  getMyInvitation: { fields: { invitationId: 'userId' }, valid: fc.record({ invitationId: validUserId }) },
  listAllOrganizations: { fields: listFields, valid: validListInput },
  getOrganizationForManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  deleteOrganizationAsManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
} satisfies InputRules<typeof api>
