import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { requestActor } from '@/server/audit'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { repositoryRefusals } from './refusals'
import * as repositories from './repository.server'
import * as declared from './api'

export const listRepositories = createServerFn(declared.listRepositories)
  .middleware(guardsOf(declared.listRepositories))
  .handler(async ({ data }) => repositories.listRepositories(await getDb(), data))

export const getRepository = createServerFn(declared.getRepository)
  .middleware(guardsOf(declared.getRepository))
  .handler(async ({ data }) => {
    const found = await repositories.getRepository(await getDb(), data.id)
    return found ?? refuse(404, repositoryRefusals.notFound)
  })

export const createRepository = createServerFn(declared.createRepository)
  .middleware(guardsOf(declared.createRepository))
  .handler(async ({ data, context }) =>
    repositories.createRepository(await getDb(), requestActor(context.session.user), data),
  )

export const updateRepository = createServerFn(declared.updateRepository)
  .middleware(guardsOf(declared.updateRepository))
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await repositories.updateRepository(await getDb(), actor, id, values)
    return updated ?? refuse(404, repositoryRefusals.notFound)
  })

export const deleteRepository = createServerFn(declared.deleteRepository)
  .middleware(guardsOf(declared.deleteRepository))
  .handler(async ({ data, context }) => {
    const deleted = await repositories.deleteRepository(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, repositoryRefusals.notFound)
  })
