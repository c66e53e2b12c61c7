import { describe, expect, it, vi } from 'vitest'

vi.mock('../db', () => ({ pingDatabase: vi.fn() }))

const { livenessResponse, readinessResponse } = await import('./health')

describe('health endpoints', () => {
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
})
