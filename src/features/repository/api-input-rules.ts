import fc from 'fast-check'
import {
  type InputRules,
  listFields,
  printable,
  validDescription,
  validLink,
  validListInput,
  validUuid,
} from '@/lib/validation/input-rules'
import type * as api from './api'

const formFields = { name: 'recordName', link: 'link', description: 'description' } as const
const validForm = { name: printable(100), link: validLink, description: validDescription }

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  listRepositories: { fields: listFields, valid: validListInput },
  getRepository: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
  createRepository: { fields: formFields, valid: fc.record(validForm) },
  updateRepository: { fields: { id: 'uuid', ...formFields }, valid: fc.record({ id: validUuid, ...validForm }) },
  deleteRepository: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
} satisfies InputRules<typeof api>
