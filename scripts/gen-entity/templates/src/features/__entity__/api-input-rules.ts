import fc from 'fast-check'
import {
  type InputRules,
  listFields,
  printable,
  validDescription,
  validListInput,
  validUuid,
} from '@/lib/validation/input-rules'
import type * as api from './api'

const formFields = { name: 'recordName', description: 'description' } as const
const validForm = { name: printable(100), description: validDescription }

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  list__Entities__: { fields: listFields, valid: validListInput },
  get__Entity__: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
  create__Entity__: { fields: formFields, valid: fc.record(validForm) },
  update__Entity__: { fields: { id: 'uuid', ...formFields }, valid: fc.record({ id: validUuid, ...validForm }) },
  delete__Entity__: { fields: { id: 'uuid' }, valid: fc.record({ id: validUuid }) },
} satisfies InputRules<typeof api>
