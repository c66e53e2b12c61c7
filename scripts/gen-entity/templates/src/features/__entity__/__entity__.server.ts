import { and, asc, eq, getTableColumns, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ListInput } from '@/lib/validation/list-input'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { isUniqueViolation } from '@/server/db/errors'
import { afterCursor, cappedTotalColumn, type ListStatementParams, readListPage } from '@/server/db/list-page'
import { __entityCamel__ } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { emitWebhookEvent } from '@/server/webhooks/emit'
import { __entityCamel__Refusals } from './refusals'
import type { __entityCamel__FormSchema } from './schema'

export type __Entity__ = typeof __entityCamel__.$inferSelect
type __Entity__Values = z.output<typeof __entityCamel__FormSchema>

// Alphabetical whatever the database collation: "alpha" before "Beta". Indexed (__entity_table___name_lower_idx).
const sortKey = sql<string>`lower(${__entityCamel__.name})`

/** Built from values (a test EXPLAINs it) or placeholders (prepared once). */
export function __entityCamel__ListStatement(db: Database, { pattern, cursor, rows }: ListStatementParams) {
  const search = pattern === undefined ? undefined : ilike(__entityCamel__.name, pattern)
  return db
    .select({ ...getTableColumns(__entityCamel__), sortKey, listTotal: cappedTotalColumn(db, __entityCamel__, search) })
    .from(__entityCamel__)
    .where(and(search, afterCursor(sortKey, __entityCamel__.id, cursor)))
    .orderBy(asc(sortKey), asc(__entityCamel__.id))
    .limit(rows)
}

export async function list__Entities__(db: Database, input: ListInput) {
  return readListPage(db, '__entity_table__', (params) => __entityCamel__ListStatement(db, params), input)
}

export async function get__Entity__(db: Database, id: string) {
  const [found] = await db.select().from(__entityCamel__).where(eq(__entityCamel__.id, id))
  return found
}

async function refuseTakenName<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, __entityCamel__Refusals.nameTaken)
    throw error
  }
}

/** What a webhook receiver is told of a __entity_words__. */
function __entityCamel__Data({ id, name, description }: __Entity__) {
  return { id, name, description }
}

/** The unique index decides: of two simultaneous creates with one name, exactly one wins. */
export async function create__Entity__(db: Database, actor: AuditActor, values: __Entity__Values) {
  return refuseTakenName(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(__entityCamel__).values(values).returning()
      await recordAudit(tx, actor, {
        action: '__entity__.create',
        targetType: '__entity__',
        targetId: created!.id,
        details: { name: values.name },
      })
      await emitWebhookEvent(tx, {
        type: '__entity__.created',
        organizationId: null,
        data: __entityCamel__Data(created!),
      })
      return created as __Entity__
    }),
  )
}

export async function update__Entity__(db: Database, actor: AuditActor, id: string, values: __Entity__Values) {
  return refuseTakenName(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(__entityCamel__).set(values).where(eq(__entityCamel__.id, id)).returning()
      if (updated) {
        await recordAudit(tx, actor, {
          action: '__entity__.update',
          targetType: '__entity__',
          targetId: id,
          details: { name: values.name },
        })
        await emitWebhookEvent(tx, {
          type: '__entity__.updated',
          organizationId: null,
          data: __entityCamel__Data(updated),
        })
      }
      return updated
    }),
  )
}

export async function delete__Entity__(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(__entityCamel__)
      .where(eq(__entityCamel__.id, id))
      .returning({ id: __entityCamel__.id, name: __entityCamel__.name })
    if (!deleted) return undefined
    await recordAudit(tx, actor, {
      action: '__entity__.delete',
      targetType: '__entity__',
      targetId: id,
      details: { name: deleted.name },
    })
    await emitWebhookEvent(tx, { type: '__entity__.deleted', organizationId: null, data: deleted })
    return { id: deleted.id }
  })
}
