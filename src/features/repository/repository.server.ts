import { and, asc, eq, getTableColumns, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ListInput } from '@/lib/validation/list-input'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { isUniqueViolation } from '@/server/db/errors'
import { afterCursor, cappedTotalColumn, type ListStatementParams, readListPage } from '@/server/db/list-page'
import { repository } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { emitWebhookEvent } from '@/server/webhooks/emit'
import { repositoryRefusals } from './refusals'
import type { repositoryFormSchema } from './schema'

export type Repository = typeof repository.$inferSelect
type RepositoryValues = z.output<typeof repositoryFormSchema>

// Alphabetical whatever the database collation: "alpha" before "Beta". Indexed (repository_name_lower_idx).
const sortKey = sql<string>`lower(${repository.name})`

/** Built from values (a test EXPLAINs it) or placeholders (prepared once). */
export function repositoryListStatement(db: Database, { pattern, cursor, rows }: ListStatementParams) {
  const search = pattern === undefined ? undefined : ilike(repository.name, pattern)
  return db
    .select({ ...getTableColumns(repository), sortKey, listTotal: cappedTotalColumn(db, repository, search) })
    .from(repository)
    .where(and(search, afterCursor(sortKey, repository.id, cursor)))
    .orderBy(asc(sortKey), asc(repository.id))
    .limit(rows)
}

export async function listRepositories(db: Database, input: ListInput) {
  return readListPage(db, 'repository', (params) => repositoryListStatement(db, params), input)
}

export async function getRepository(db: Database, id: string) {
  const [found] = await db.select().from(repository).where(eq(repository.id, id))
  return found
}

async function refuseTakenName<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, repositoryRefusals.nameTaken)
    throw error
  }
}

/** What a webhook receiver is told of a repository. */
function repositoryData({ id, name, link, description }: Repository) {
  return { id, name, link, description }
}

/** The unique index decides: of two simultaneous creates with one name, exactly one wins. */
export async function createRepository(db: Database, actor: AuditActor, values: RepositoryValues) {
  return refuseTakenName(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(repository).values(values).returning()
      await recordAudit(tx, actor, {
        action: 'repository.create',
        targetType: 'repository',
        targetId: created!.id,
        details: { name: values.name },
      })
      await emitWebhookEvent(tx, { type: 'repository.created', organizationId: null, data: repositoryData(created!) })
      return created as Repository
    }),
  )
}

export async function updateRepository(db: Database, actor: AuditActor, id: string, values: RepositoryValues) {
  return refuseTakenName(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(repository).set(values).where(eq(repository.id, id)).returning()
      if (updated) {
        await recordAudit(tx, actor, {
          action: 'repository.update',
          targetType: 'repository',
          targetId: id,
          details: { name: values.name },
        })
        await emitWebhookEvent(tx, { type: 'repository.updated', organizationId: null, data: repositoryData(updated) })
      }
      return updated
    }),
  )
}

export async function deleteRepository(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(repository)
      .where(eq(repository.id, id))
      .returning({ id: repository.id, name: repository.name })
    if (!deleted) return undefined
    await recordAudit(tx, actor, {
      action: 'repository.delete',
      targetType: 'repository',
      targetId: id,
      details: { name: deleted.name },
    })
    await emitWebhookEvent(tx, { type: 'repository.deleted', organizationId: null, data: deleted })
    return { id: deleted.id }
  })
}
