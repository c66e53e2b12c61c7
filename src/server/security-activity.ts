import { sql } from 'drizzle-orm'
import { ACTIVITY_PAGE_SIZE, type ActivityItem, type ActivityPage } from '@/lib/activity/security-activity'
import { organizationSignInActions } from '@/lib/activity/organization-sign-in-actions'
import type { SignInMethod } from '@/lib/activity/sign-in-methods'
import { parseUserAgent } from '@/lib/activity/user-agent'
import type { Database } from './db'
import { decodeCursor, isDatabaseTimestamp, keysetPage } from './db/list-page'
import { maskedNetwork } from '@/lib/activity/masked-network'
import { rowsOf } from './db/rows-of'

/** Who reads: the person themselves, or an administrator (who is told which administrator acted). */
export type ActivityReader = 'owner' | 'admin'

interface ActivityRow {
  id: string
  sortKey: string
  at: string
  source: 'sign-in' | 'audit'
  method: SignInMethod | null
  failed: boolean
  userAgent: string | null
  ipAddress: string | null
  action: string | null
  actorId: string | null
  actorName: string | null
  role: string | null
  organization: string | null
  subject: string | null
}

/**
 * One person's sign-ins (refused codes included), the audit rows on their account and their changes to where an
 * organisation's people sign in, newest first, a page at a time. Both tables are read by their (person, created_at)
 * indexes; an admin's revocation of one session names the session as its target and the person in its details.
 */
export async function listSecurityActivity(
  db: Database,
  userId: string,
  input: { cursor?: string },
  reader: ActivityReader,
): Promise<ActivityPage> {
  // An unreadable cursor starts again from the first page.
  const cursor = decodeCursor(input.cursor, isDatabaseTimestamp)
  const before = (table: ReturnType<typeof sql>) =>
    cursor ? sql`and (${table}.created_at, ${table}.id) < (${cursor.key}::timestamptz, ${cursor.id})` : sql``
  // The cursor's key is the exact timestamp (a JavaScript Date would round it); the time is sent in UTC.
  const rows = await rowsOf<ActivityRow>(
    db,
    sql`select activity.*, keys."sortKey", keys.at, coalesce(nullif(actor.name, ''), actor.email, activity."actorEmail") as "actorName"
      from (
        select e.id, e.created_at, 'sign-in' as source, e.method, e.failed, e.user_agent as "userAgent",
          e.ip_address as "ipAddress", null as action, null as "actorId", null as "actorEmail", null as role,
          null as organization, null as subject
        from sign_in_event e
        where e.user_id = ${userId} ${before(sql`e`)}
        union all
        select a.id, a.created_at, 'audit', null, false, a.details->>'userAgent', a.ip_address, a.action, a.actor_id,
          a.actor_email, coalesce(a.details->>'to', a.details->>'role'), a.details->>'name',
          coalesce(a.details->>'domain', a.details->>'issuer', a.details->>'token', a.details->>'url')
        from audit_log a
        where ((a.target_type = 'user' and a.target_id = ${userId})
          or (a.target_type = 'session' and a.details->>'userId' = ${userId})
          or (a.target_type = 'organization' and a.actor_id = ${userId}
            and a.action in (${sql.join(
              organizationSignInActions.map((action) => sql`${action}`),
              sql`, `,
            )}))) ${before(sql`a`)}
      ) as activity
      left join "user" as actor on actor.id = activity."actorId" and activity."actorId" <> ${userId}
      cross join lateral (select activity.created_at::text as "sortKey",
        to_char(activity.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at) as keys
      order by activity.created_at desc, activity.id desc
      limit ${ACTIVITY_PAGE_SIZE + 1}`,
  )
  const page = keysetPage(rows, ACTIVITY_PAGE_SIZE)
  return { items: page.items.map((row) => toItem(row, userId, reader)), nextCursor: page.nextCursor }
}

function toItem(row: Omit<ActivityRow, 'sortKey'>, userId: string, reader: ActivityReader): ActivityItem {
  const byAdmin = row.source === 'audit' && row.actorId !== userId
  // The person is told that an administrator acted, never which one nor from where.
  const hidden = byAdmin && reader === 'owner'
  const { browser, os } = hidden ? {} : parseUserAgent(row.userAgent)
  return {
    id: row.id,
    kind: row.source === 'audit' ? 'change' : row.failed ? 'sign-in-refused' : 'sign-in',
    action: row.action,
    at: row.at,
    method: row.method,
    browser: browser ?? null,
    os: os ?? null,
    network: hidden ? null : maskedNetwork(row.ipAddress),
    byAdmin,
    admin: byAdmin && reader === 'admin' ? row.actorName : null,
    role: row.role,
    organization: row.organization,
    subject: row.subject,
  }
}
