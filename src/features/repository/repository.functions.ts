import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { repositoryRefusals } from './refusals'
import * as repositories from './repository.server'
import * as declared from './api'

export const listRepositories = createServerFn({ method: declared.listRepositories.method })
  .middleware([requirePermission(declared.listRepositories.permission)])
  .validator(declared.listRepositories.input)
  .handler(async ({ data }) => repositories.listRepositories(await getDb(), data))

export const getRepository = createServerFn({ method: declared.getRepository.method })
  .middleware([requirePermission(declared.getRepository.permission)])
  .validator(declared.getRepository.input)
  .handler(async ({ data }) => {
    const found = await repositories.getRepository(await getDb(), data.id)
    return found ?? refuse(404, repositoryRefusals.notFound)
  })

export const createRepository = createServerFn({ method: declared.createRepository.method })
  .middleware([requirePermission(declared.createRepository.permission)])
  .validator(declared.createRepository.input)
  .handler(async ({ data, context }) =>
    repositories.createRepository(await getDb(), requestActor(context.session.user), data),
  )

export const updateRepository = createServerFn({ method: declared.updateRepository.method })
  .middleware([requirePermission(declared.updateRepository.permission)])
  .validator(declared.updateRepository.input)
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await repositories.updateRepository(await getDb(), actor, id, values)
    return updated ?? refuse(404, repositoryRefusals.notFound)
  })

export const deleteRepository = createServerFn({ method: declared.deleteRepository.method })
  .middleware([requirePermission(declared.deleteRepository.permission)])
  .validator(declared.deleteRepository.input)
  .handler(async ({ data, context }) => {
    const deleted = await repositories.deleteRepository(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, repositoryRefusals.notFound)
  })
