import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import * as __entitiesCamel__ from './__entity__.server'
import {
  list__Entities__Schema,
  __entityCamel__FormSchema,
  __entityCamel__IdSchema,
  update__Entity__Schema,
} from './schema'

export const list__Entities__ = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ __resource__: ['read'] })])
  .validator(list__Entities__Schema)
  .handler(async ({ data }) => __entitiesCamel__.list__Entities__(await getDb(), data))

export const get__Entity__ = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ __resource__: ['read'] })])
  .validator(__entityCamel__IdSchema)
  .handler(async ({ data }) => {
    const found = await __entitiesCamel__.get__Entity__(await getDb(), data.id)
    return found ?? refuse(404, '__entity__:notFound')
  })

export const create__Entity__ = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ __resource__: ['create'] })])
  .validator(__entityCamel__FormSchema)
  .handler(async ({ data, context }) =>
    __entitiesCamel__.create__Entity__(await getDb(), requestActor(context.session.user), data),
  )

export const update__Entity__ = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ __resource__: ['update'] })])
  .validator(update__Entity__Schema)
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await __entitiesCamel__.update__Entity__(await getDb(), actor, id, values)
    return updated ?? refuse(404, '__entity__:notFound')
  })

export const delete__Entity__ = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ __resource__: ['delete'] })])
  .validator(__entityCamel__IdSchema)
  .handler(async ({ data, context }) => {
    const deleted = await __entitiesCamel__.delete__Entity__(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, '__entity__:notFound')
  })
