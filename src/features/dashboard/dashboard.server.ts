import { desc, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditLogEntryView } from '@/components/audit-log-list'
import type { Database } from '@/server/db'
import { auditLog, user } from '@/server/db/schema'
import { rowsOf } from '@/server/db/rows-of'

/** How many days the charts cover, today (UTC) included. */
export const DASHBOARD_DAYS = 30
export const LATEST_ACTIONS_LIMIT = 10

const DAY_MS = 24 * 60 * 60 * 1000

/** `day` is the UTC date, YYYY-MM-DD. */
export interface DailyCount {
  day: string
  count: number
}

export interface DashboardFigures {
  users: number
  /** Accounts created in the last 30 days (now - 30 days, now]. */
  newUsers: number
  activeSessions: number
  repositories: number
  /** Users banned right now (no end date, or an end date still ahead). */
  bannedUsers: number
}

/** What a jsonb column holds, in a type server functions know how to send. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type DashboardAuditEntry = Omit<AuditLogEntryView, 'details'> & { details: { [key: string]: JsonValue } | null }

export interface Dashboard {
  figures: DashboardFigures
  signUpsPerDay: DailyCount[]
  signInsPerDay: DailyCount[]
  latestActions: DashboardAuditEntry[]
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** The headline counts at `now`, in one statement (the banned ones read through the partial index on banned users). */
export function figuresStatement(now: Date) {
  const thirtyDaysAgo = new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS)
  return sql`select
      (select count(*) from "user")::int as "users",
      (select count(*) from "user" where created_at > ${at(thirtyDaysAgo)} and created_at <= ${at(now)})::int as "newUsers",
      (select count(*) from "session" where expires_at > ${at(now)})::int as "activeSessions",
      (select count(*) from "repository")::int as "repositories",
      (select count(*) from "user" where banned and (ban_expires is null or ban_expires > ${at(now)}))::int as "bannedUsers"`
}

/** Three queries run side by side; generate_series gives days without events a 0. `now` is for tests. */
export async function getDashboard(db: Database, now = new Date()): Promise<Dashboard> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const firstDay = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS)
  const endOfToday = new Date(today.getTime() + DAY_MS)

  const figuresQuery = rowsOf<Record<keyof DashboardFigures, number>>(db, figuresStatement(now))

  // Events are bucketed by their UTC date; each table is read once over the window (served by
  // the created_at indexes) and the counts are joined onto the series of days.
  const perDay = (table: SQL, only: SQL = sql`true`) => sql`
    select (created_at at time zone 'UTC')::date as day, count(*)::int as count
    from ${table}
    where created_at >= ${at(firstDay)} and created_at < ${at(endOfToday)} and ${only}
    group by 1`
  const seriesQuery = rowsOf<{ day: string; signUps: number; signIns: number }>(
    db,
    sql`select to_char(days.day, 'YYYY-MM-DD') as "day",
        coalesce(sign_ups.count, 0)::int as "signUps",
        coalesce(sign_ins.count, 0)::int as "signIns"
      from generate_series(${isoDay(firstDay)}::date, ${isoDay(today)}::date, interval '1 day') as days(day)
      left join (${perDay(sql`"user"`)}) as sign_ups on sign_ups.day = days.day::date
      left join (${perDay(sql`"sign_in_event"`, sql`not failed`)}) as sign_ins on sign_ins.day = days.day::date
      order by days.day`,
  )

  // The account an entry is about (a user, or the owner of a revoked session), so the list can
  // name it by e-mail when the entry's details do not.
  const targetUser = alias(user, 'target_user')
  const latestQuery = db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
      targetEmail: targetUser.email,
    })
    .from(auditLog)
    .leftJoin(
      targetUser,
      sql`${targetUser.id} = case ${auditLog.targetType} when 'user' then ${auditLog.targetId} when 'session' then ${auditLog.details} ->> 'userId' end`,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(LATEST_ACTIONS_LIMIT)

  const [[figures], series, latest] = await Promise.all([figuresQuery, seriesQuery, latestQuery])
  return {
    figures: {
      users: Number(figures?.users ?? 0),
      newUsers: Number(figures?.newUsers ?? 0),
      activeSessions: Number(figures?.activeSessions ?? 0),
      repositories: Number(figures?.repositories ?? 0),
      bannedUsers: Number(figures?.bannedUsers ?? 0),
    },
    signUpsPerDay: series.map((row) => ({ day: row.day, count: Number(row.signUps) })),
    signInsPerDay: series.map((row) => ({ day: row.day, count: Number(row.signIns) })),
    latestActions: latest.map(({ targetEmail, ...entry }) => {
      const details = entry.details as DashboardAuditEntry['details']
      return { ...entry, details: targetEmail && !details?.email ? { ...details, email: targetEmail } : details }
    }),
  }
}
