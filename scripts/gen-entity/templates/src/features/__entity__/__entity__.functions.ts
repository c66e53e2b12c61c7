import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { __entityCamel__Refusals } from './refusals'
import * as __entitiesCamel__ from './__entity__.server'
import * as declared from './api'

export const list__Entities__ = createServerFn({ method: declared.list__Entities__.method })
  .middleware([requirePermission(declared.list__Entities__.permission)])
  .validator(declared.list__Entities__.input)
  .handler(async ({ data }) => __entitiesCamel__.list__Entities__(await getDb(), data))

export const get__Entity__ = createServerFn({ method: declared.get__Entity__.method })
  .middleware([requirePermission(declared.get__Entity__.permission)])
  .validator(declared.get__Entity__.input)
  .handler(async ({ data }) => {
    const found = await __entitiesCamel__.get__Entity__(await getDb(), data.id)
    return found ?? refuse(404, __entityCamel__Refusals.notFound)
  })

export const create__Entity__ = createServerFn({ method: declared.create__Entity__.method })
  .middleware([requirePermission(declared.create__Entity__.permission)])
  .validator(declared.create__Entity__.input)
  .handler(async ({ data, context }) =>
    __entitiesCamel__.create__Entity__(await getDb(), requestActor(context.session.user), data),
  )

export const update__Entity__ = createServerFn({ method: declared.update__Entity__.method })
  .middleware([requirePermission(declared.update__Entity__.permission)])
  .validator(declared.update__Entity__.input)
  .handler(async ({ data: { id, ...values }, context }) => {
    const actor = requestActor(context.session.user)
    const updated = await __entitiesCamel__.update__Entity__(await getDb(), actor, id, values)
    return updated ?? refuse(404, __entityCamel__Refusals.notFound)
  })

export const delete__Entity__ = createServerFn({ method: declared.delete__Entity__.method })
  .middleware([requirePermission(declared.delete__Entity__.permission)])
  .validator(declared.delete__Entity__.input)
  .handler(async ({ data, context }) => {
    const deleted = await __entitiesCamel__.delete__Entity__(await getDb(), requestActor(context.session.user), data.id)
    return deleted ?? refuse(404, __entityCamel__Refusals.notFound)
  })
