import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
vi.hoisted(() => vi.resetModules())
vi.mock('../db', () => ({ pingDatabase: vi.fn(() => Promise.resolve()), getDatabaseConnection: vi.fn() }))

const db = await import('../db')
const {
  coalesced,
  isShuttingDown,
  livenessResponse,
  markShuttingDown,
  markShuttingDownOnSignals,
  probeDatabase,
  readinessResponse,
  resetShuttingDown,
} = await import('./health')

/** A stand-in for `process`: an emitter of signals that records what it would have been killed with. */
function fakeProcess() {
  const emitter = new EventEmitter()
  return Object.assign(emitter, { pid: 4242, kill: vi.fn<(pid: number, signal?: string | number) => true>(() => true) })
}

describe('health endpoints', () => {
  afterEach(() => resetShuttingDown())

  it('liveness answers 200 ok', async () => {
    const response = livenessResponse()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('readiness answers 200 when the check succeeds', async () => {
    const response = await readinessResponse(() => Promise.resolve())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('readiness reports the background jobs waiting, running and failed once the queue has started', async () => {
    const jobs = { waiting: 3, running: 1, failed: 2 }
    const response = await readinessResponse(
      () => Promise.resolve(),
      1000,
      () => Promise.resolve(jobs),
    )
    expect(await response.json()).toEqual({ status: 'ok', jobs })
  })

  it('readiness answers 503 when the check fails', async () => {
    const response = await readinessResponse(() => Promise.reject(new Error('ECONNREFUSED')))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable' })
  })

  it('readiness answers 503 when the check hangs past the timeout', async () => {
    const started = Date.now()
    const response = await readinessResponse(() => new Promise(() => {}), 50)
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('once shutdown has begun, readiness answers 503 without asking the database while liveness stays 200', async () => {
    markShuttingDown()
    const check = vi.fn(() => Promise.resolve())
    const ready = await readinessResponse(check)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'shutting-down' })
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(check).not.toHaveBeenCalled()
    expect(livenessResponse().status).toBe(200)
  })
})

describe('probeDatabase', () => {
  it('waits for the database to be open, then pings the embedded database directly', async () => {
    vi.mocked(db.getDatabaseConnection).mockResolvedValue({ driver: 'pglite' } as Awaited<
      ReturnType<typeof db.getDatabaseConnection>
    >)
    await probeDatabase()
    expect(db.getDatabaseConnection).toHaveBeenCalled()
    expect(db.pingDatabase).toHaveBeenCalled()
  })

  it('fails while the database cannot be opened', async () => {
    vi.mocked(db.getDatabaseConnection).mockRejectedValue(new Error('The database is unavailable'))
    const response = await readinessResponse(probeDatabase)
    expect(response.status).toBe(503)
  })
})

describe('coalesced', () => {
  it('runs one check at a time for any number of callers, and reuses a success while it is fresh', async () => {
    let clock = 0
    let release: () => void = () => {}
    const check = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const guarded = coalesced(check, 1000, () => clock)

    const callers = Array.from({ length: 50 }, () => guarded())
    expect(check).toHaveBeenCalledTimes(1)
    release()
    await Promise.all(callers)

    clock = 999
    await guarded()
    expect(check).toHaveBeenCalledTimes(1)

    clock = 1000
    const next = guarded()
    expect(check).toHaveBeenCalledTimes(2)
    release()
    await next
  })

  it('does not reuse a failure: every caller of the failed check sees it, the next call asks again', async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue(undefined)
    const guarded = coalesced(check, 1000)
    const results = await Promise.allSettled([guarded(), guarded()])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(check).toHaveBeenCalledTimes(1)
    await expect(guarded()).resolves.toBeUndefined()
    expect(check).toHaveBeenCalledTimes(2)
  })
})

describe('markShuttingDownOnSignals', () => {
  afterEach(() => resetShuttingDown())

  it('SIGTERM and SIGINT mark the process as shutting down and leave the exit to the server', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      resetShuttingDown()
      const target = fakeProcess()
      markShuttingDownOnSignals(target)
      const serverShutdown = vi.fn()
      target.on(signal, serverShutdown) // srvx's graceful shutdown, added after ours
      expect((await readinessResponse(() => Promise.resolve())).status).toBe(200)

      target.emit(signal)

      expect(isShuttingDown()).toBe(true)
      expect(serverShutdown).toHaveBeenCalledOnce()
      expect(target.kill).not.toHaveBeenCalled()
      expect((await readinessResponse(() => Promise.resolve())).status).toBe(503)
    }
  })

  it('alone on the signal (srvx without its graceful shutdown), it re-raises the signal rather than swallow it', () => {
    const target = fakeProcess()
    markShuttingDownOnSignals(target, ['SIGTERM'])

    target.emit('SIGTERM')

    expect(isShuttingDown()).toBe(true)
    expect(target.listenerCount('SIGTERM')).toBe(0)
    expect(target.kill).toHaveBeenCalledWith(4242, 'SIGTERM')
  })

  it('other signals change nothing', () => {
    const target = fakeProcess()
    markShuttingDownOnSignals(target)
    target.on('SIGHUP', () => {})
    target.emit('SIGHUP')
    expect(isShuttingDown()).toBe(false)
  })
})
