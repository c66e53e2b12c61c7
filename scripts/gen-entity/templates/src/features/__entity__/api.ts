import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { listInputSchema } from '@/lib/validation/list-input'
import { __entityCamel__FormSchema, __entityCamel__IdSchema, update__Entity__Schema } from './schema'

export const list__Entities__ = declareServerFunction({
  method: 'GET',
  permission: { __resource__: ['read'] },
  input: listInputSchema,
  rest: { method: 'GET', path: '/__entities__' },
})
export const get__Entity__ = declareServerFunction({
  method: 'GET',
  permission: { __resource__: ['read'] },
  input: __entityCamel__IdSchema,
  rest: { method: 'GET', path: '/__entities__/{id}' },
})
export const create__Entity__ = declareServerFunction({
  method: 'POST',
  permission: { __resource__: ['create'] },
  input: __entityCamel__FormSchema,
  rest: { method: 'POST', path: '/__entities__' },
})
export const update__Entity__ = declareServerFunction({
  method: 'POST',
  permission: { __resource__: ['update'] },
  input: update__Entity__Schema,
  rest: { method: 'PATCH', path: '/__entities__/{id}' },
})
export const delete__Entity__ = declareServerFunction({
  method: 'POST',
  permission: { __resource__: ['delete'] },
  input: __entityCamel__IdSchema,
  rest: { method: 'DELETE', path: '/__entities__/{id}' },
})
