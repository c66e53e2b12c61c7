import { like } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitCounter } from '@/server/db/schema'
import { closeRedis } from '@/server/redis'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { newIp, perIp, production, requestCode, sharedLimitScenarios } from '@/test/rate-limit-scenarios'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import type { Auth } from './auth'

// Runs only when TEST_REDIS_URL names a Redis (vitest.config.ts leaves this file out otherwise).
const redisUrl = process.env.TEST_REDIS_URL ?? ''

describe(`rate limits in Redis (TEST_REDIS_URL) on ${testDatabaseDriver}`, () => {
  const keyPrefix = `threshold-test-${crypto.randomUUID().slice(0, 8)}:`
  let harness: AuthHarness
  let first: Auth
  let second: Auth
  let redis: Redis

  async function testKeys() {
    const keys: string[] = []
    let cursor = '0'
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000)
      cursor = next
      keys.push(...batch)
    } while (cursor !== '0')
    return keys
  }

  beforeAll(async () => {
    harness = await startAuthHarness(production)
    const redisConfig = { url: redisUrl, keyPrefix }
    // Two instances, as two servers with the same REDIS_URL.
    first = harness.startInstance({ redis: redisConfig }).auth
    second = harness.startInstance({ redis: redisConfig }).auth
    redis = new Redis(redisUrl)
  })
  afterAll(async () => {
    const keys = await testKeys()
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    await closeRedis()
    await harness.close()
  })

  sharedLimitScenarios(() => ({ first, second }))

  it('keeps the counts in Redis, with an expiry, and none in the database', async () => {
    const ip = newIp()
    for (let n = 0; n <= perIp.max; n++) await requestCode(first, uniqueEmail(), ip)
    expect((await requestCode(second, uniqueEmail(), ip)).status).toBe(429)

    const [ipKey] = (await testKeys()).filter((key) => key.includes(`ip:${ip}|`))
    expect(ipKey).toBeDefined()
    expect(Number(await redis.get(ipKey ?? ''))).toBe(perIp.max + 2)
    expect(await redis.pttl(ipKey ?? '')).toBeGreaterThan(0)
    expect(
      await harness.db
        .select()
        .from(rateLimitCounter)
        .where(like(rateLimitCounter.key, `ip:${ip}|%`)),
    ).toEqual([])

    await redis.del(ipKey ?? '')
    expect((await requestCode(second, uniqueEmail(), ip)).status).toBe(200)

    const before = (await testKeys()).filter((key) => key.includes('address:')).length
    await requestCode(first, uniqueEmail(), newIp())
    expect((await testKeys()).filter((key) => key.includes('address:'))).toHaveLength(before + 1)
  })
})
