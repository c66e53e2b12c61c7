import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { listInputSchema } from '@/lib/validation/list-input'
import { repositoryFormSchema, repositoryIdSchema, updateRepositorySchema } from './schema'

export const listRepositories = declareServerFunction({
  method: 'GET',
  permission: { repository: ['read'] },
  input: listInputSchema,
})
export const getRepository = declareServerFunction({
  method: 'GET',
  permission: { repository: ['read'] },
  input: repositoryIdSchema,
})
export const createRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['create'] },
  input: repositoryFormSchema,
})
export const updateRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['update'] },
  input: updateRepositorySchema,
})
export const deleteRepository = declareServerFunction({
  method: 'POST',
  permission: { repository: ['delete'] },
  input: repositoryIdSchema,
})
