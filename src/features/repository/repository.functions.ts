import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import * as repositories from './repository.server'
import { listRepositoriesSchema, repositoryFormSchema, repositoryIdSchema, updateRepositorySchema } from './schema'

export const listRepositories = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ repository: ['read'] })])
  .validator(listRepositoriesSchema)
  .handler(async ({ data }) => repositories.listRepositories(await getDb(), data))

export const getRepository = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ repository: ['read'] })])
  .validator(repositoryIdSchema)
  .handler(async ({ data }) => {
    const found = await repositories.getRepository(await getDb(), data.id)
    return found ?? refuse(404, 'repository:notFound')
  })

export const createRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['create'] })])
  .validator(repositoryFormSchema)
  .handler(async ({ data, context }) =>
    repositories.createRepository(await getDb(), requestActor(context.session.user), data),
  )

export const updateRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['update'] })])
  .validator(updateRepositorySchema)
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await repositories.updateRepository(await getDb(), actor, id, values)
    return updated ?? refuse(404, 'repository:notFound')
  })

export const deleteRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['delete'] })])
  .validator(repositoryIdSchema)
  .handler(async ({ data, context }) => {
    const deleted = await repositories.deleteRepository(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, 'repository:notFound')
  })
