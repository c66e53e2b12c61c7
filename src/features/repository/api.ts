import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { listInputSchema } from '@/lib/validation/list-input'
import { repositoryFormSchema, repositoryIdSchema, updateRepositorySchema } from './schema'

export const listRepositories = declareServerFunction({
  method: 'GET',
  permission: { repository: ['read'] },
  input: listInputSchema,
  rest: { method: 'GET', path: '/repositories' },
})
export const getRepository = declareServerFunction({
  method: 'GET',
  permission: { repository: ['read'] },
  input: repositoryIdSchema,
  rest: { method: 'GET', path: '/repositories/{id}' },
})
export const createRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['create'] },
  input: repositoryFormSchema,
  rest: { method: 'POST', path: '/repositories' },
})
export const updateRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['update'] },
  input: updateRepositorySchema,
  rest: { method: 'PATCH', path: '/repositories/{id}' },
})
export const deleteRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['delete'] },
  input: repositoryIdSchema,
  rest: { method: 'DELETE', path: '/repositories/{id}' },
})
