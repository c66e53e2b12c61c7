import type { BetterAuthRateLimitOptions } from 'better-auth'
import { APIError } from 'better-auth/api'
import { eq, lt, sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { rateLimitCounter } from '../db/schema'
import { log } from '../log'
import { getRedis } from '../redis'

export interface RateLimitRule {
  window: number
  max: number
}

export interface RateLimitStore {
  /** Atomic. A new window starts when the last one has ended; `resetsIn` is in whole seconds. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetsIn: number }>
  reset(key: string): Promise<void>
}

/** The per-IP limit runs before better-auth's error handling, so the /api/auth handler answers it with 503. */
export class RateLimitStoreUnavailableError extends APIError {
  constructor() {
    super(
      'SERVICE_UNAVAILABLE',
      { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable' },
      { 'retry-after': '5' },
    )
  }
}

// Ended windows are deleted at most this often per process, after a request.
const PRUNE_INTERVAL_MS = 60_000

/** Counters in the `rate_limit` table: one upsert per request, whatever the number of instances. */
export function databaseRateLimitStore(db: Database): RateLimitStore {
  let lastPrune = 0
  const table = rateLimitCounter

  async function pruneEndedWindows(now: number) {
    if (now - lastPrune < PRUNE_INTERVAL_MS) return
    lastPrune = now
    try {
      await db.delete(table).where(lt(table.resetsAt, now))
    } catch (error) {
      log.warn({ err: error }, 'Ended rate-limit windows could not be deleted')
    }
  }

  // Prepared on the first hit: every limited request writes here, and planning the upsert cost as much as running it.
  function prepareUpsert() {
    const ended = sql`${table.resetsAt} <= ${sql.placeholder('now')}`
    return db
      .insert(table)
      .values({ key: sql.placeholder('key'), count: 1, resetsAt: sql.placeholder('resetsAt') })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`case when ${ended} then 1 else ${table.count} + 1 end`,
          resetsAt: sql`case when ${ended} then ${sql.placeholder('resetsAt')} else ${table.resetsAt} end`,
        },
      })
      .returning({ count: table.count, resetsAt: table.resetsAt })
      .prepare('threshold_rate_limit_hit')
  }
  let upsert: ReturnType<typeof prepareUpsert> | undefined

  return {
    async hit(key, windowSeconds) {
      // The application's clock, as better-auth's limiter uses: instances agree on it to well under 10 s.
      const now = Date.now()
      upsert ??= prepareUpsert()
      const [row] = await upsert.execute({ key, now, resetsAt: now + windowSeconds * 1000 })
      if (!row) throw new Error('The rate-limit counter was not written')
      if (row.count === 1) await pruneEndedWindows(now)
      return { count: row.count, resetsIn: Math.max(1, Math.ceil((Number(row.resetsAt) - now) / 1000)) }
    },
    async reset(key) {
      await db.delete(table).where(eq(table.key, key))
    },
  }
}

// INCR and the expiry in one atomic step: a counter can never be left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/** While Redis is unreachable a limited request is refused with 503: never let through uncounted. */
export function redisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  async function command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      log.warn({ err: error }, 'Rate-limited request refused: Redis (REDIS_URL) is unavailable')
      throw new RateLimitStoreUnavailableError()
    }
  }
  return {
    hit: (key, windowSeconds) =>
      command(async () => {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds * 1000)) as [
          number,
          number,
        ]
        return { count, resetsIn: Math.max(1, Math.ceil(ttl / 1000)) }
      }),
    reset: (key) => command(async () => void (await redis.del(`${prefix}${key}`))),
  }
}

export function createRateLimitStore(db: Database, config: Pick<ServerConfig, 'redis'>): RateLimitStore {
  if (config.redis) return redisRateLimitStore(getRedis(config.redis.url), `${config.redis.keyPrefix}rate-limit:`)
  return databaseRateLimitStore(db)
}

/** A refused request still counts, but never extends its window. */
export function betterAuthRateLimitStorage(
  store: RateLimitStore,
): NonNullable<BetterAuthRateLimitOptions['customStorage']> {
  return {
    async consume(key, rule) {
      const { count, resetsIn } = await store.hit(`ip:${key}`, rule.window)
      return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: resetsIn }
    },
  }
}
