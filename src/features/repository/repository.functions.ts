import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { failRequest } from '@/server/http/errors'
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
    return found ?? failRequest(404, 'repository:notFound')
  })

async function refuseTakenName<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (error instanceof repositories.RepositoryNameTakenError) failRequest(409, 'repository:validation.nameTaken')
    throw error
  }
}

export const createRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['create'] })])
  .validator(repositoryFormSchema)
  .handler(async ({ data, context }) =>
    refuseTakenName(async () => repositories.createRepository(await getDb(), requestActor(context.session.user), data)),
  )

export const updateRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['update'] })])
  .validator(updateRepositorySchema)
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await refuseTakenName(async () => repositories.updateRepository(await getDb(), actor, id, values))
    return updated ?? failRequest(404, 'repository:notFound')
  })

export const deleteRepository = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ repository: ['delete'] })])
  .validator(repositoryIdSchema)
  .handler(async ({ data, context }) => {
    const deleted = await repositories.deleteRepository(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? failRequest(404, 'repository:notFound')
  })
