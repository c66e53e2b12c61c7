import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { requestActor } from '@/server/audit'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { __entityCamel__Refusals } from './refusals'
import * as __entitiesCamel__ from './__entity__.server'
import * as declared from './api'

export const list__Entities__ = createServerFn(declared.list__Entities__)
  .middleware(guardsOf(declared.list__Entities__))
  .handler(async ({ data }) => __entitiesCamel__.list__Entities__(await getDb(), data))

export const get__Entity__ = createServerFn(declared.get__Entity__)
  .middleware(guardsOf(declared.get__Entity__))
  .handler(async ({ data }) => {
    const found = await __entitiesCamel__.get__Entity__(await getDb(), data.id)
    return found ?? refuse(404, __entityCamel__Refusals.notFound)
  })

export const create__Entity__ = createServerFn(declared.create__Entity__)
  .middleware(guardsOf(declared.create__Entity__))
  .handler(async ({ data, context }) =>
    __entitiesCamel__.create__Entity__(await getDb(), requestActor(context.session.user), data),
  )

export const update__Entity__ = createServerFn(declared.update__Entity__)
  .middleware(guardsOf(declared.update__Entity__))
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await __entitiesCamel__.update__Entity__(await getDb(), actor, id, values)
    return updated ?? refuse(404, __entityCamel__Refusals.notFound)
  })

export const delete__Entity__ = createServerFn(declared.delete__Entity__)
  .middleware(guardsOf(declared.delete__Entity__))
  .handler(async ({ data, context }) => {
    const deleted = await __entitiesCamel__.delete__Entity__(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, __entityCamel__Refusals.notFound)
  })
