import { Redis } from 'ioredis'
import { log } from './log'

// Kept on globalThis so that a module reload in development does not open a second connection.
const state = globalThis as typeof globalThis & { thresholdRedis?: Map<string, Redis> }

/**
 * Commands fail after about a second when Redis is unreachable rather than queueing for ever: a rate-limited
 * request then answers 503 (refused, not let through unlimited) while the client reconnects in the background.
 */
export function getRedis(url: string): Redis {
  state.thresholdRedis ??= new Map()
  let client = state.thresholdRedis.get(url)
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 })
    let lastReported = 0
    client.on('error', (error: unknown) => {
      // A lost connection emits an error at every reconnection attempt: report it once a minute.
      if (Date.now() - lastReported < 60_000) return
      lastReported = Date.now()
      log.error({ err: error }, 'Redis (REDIS_URL) is unreachable')
    })
    state.thresholdRedis.set(url, client)
  }
  return client
}

export async function closeRedis() {
  const clients = [...(state.thresholdRedis?.values() ?? [])]
  state.thresholdRedis?.clear()
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())))
}
