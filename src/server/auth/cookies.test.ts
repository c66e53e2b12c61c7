import { describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config'
import type { Database } from '../db'
import { createAuth } from './auth'

async function sessionCookie(baseUrl: string) {
  const config = loadServerConfig({
    BETTER_AUTH_URL: baseUrl,
    BETTER_AUTH_SECRET: 'unit-secret-0123456789-0123456789-0123',
  })
  const context = await createAuth({} as Database, config).$context
  return context.authCookies.sessionToken
}

describe('auth cookies', () => {
  it('are Secure and __Secure- prefixed over https, always HttpOnly and SameSite=Lax', async () => {
    const cookie = await sessionCookie('https://threshold.example')
    expect(cookie.name).toMatch(/^__Secure-/)
    expect(cookie.attributes).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' })
  })

  it('are not Secure over plain http (local development)', async () => {
    const cookie = await sessionCookie('http://localhost:3000')
    expect(cookie.name).not.toMatch(/^__Secure-/)
    expect(cookie.attributes).toMatchObject({ secure: false, httpOnly: true, sameSite: 'lax' })
  })
})
