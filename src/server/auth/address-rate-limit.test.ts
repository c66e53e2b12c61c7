import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressKey, normaliseAddress, tooManyRequestsResponse } from './address-rate-limit'

describe('normaliseAddress', () => {
  it('trims and lower-cases, and ignores what is not an address', () => {
    expect(normaliseAddress('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com')
    expect(normaliseAddress('no-at-sign')).toBeUndefined()
    expect(normaliseAddress(undefined)).toBeUndefined()
    expect(normaliseAddress({ email: 'a@b.c' })).toBeUndefined()
  })

  it('gives one counter to every spelling of an address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ unit: fc.constantFrom(' ', '\t') }), (email, padding) => {
        const variant = `${padding}${email.toUpperCase()}${padding}`
        expect(normaliseAddress(variant)).toBe(normaliseAddress(email))
        expect(normaliseAddress(normaliseAddress(email))).toBe(normaliseAddress(email))
      }),
    )
  })
})

describe('addressKey', () => {
  const secret = 's'.repeat(32)

  it('is stable, depends on the secret, and does not contain the address', () => {
    const key = addressKey('ada@example.com', secret)
    expect(key).toBe(addressKey('ada@example.com', secret))
    expect(key).toMatch(/^address:[\w-]{43}$/)
    expect(key).not.toContain('ada')
    expect(addressKey('ada@example.com', 't'.repeat(32))).not.toBe(key)
    expect(addressKey('bob@example.com', secret)).not.toBe(key)
    expect(addressKey('ada@example.com', secret, 'change-email')).toMatch(/^address:change-email:[\w-]{43}$/)
  })
})

describe('tooManyRequestsResponse', () => {
  it("is better-auth's own rate-limit answer", async () => {
    const response = tooManyRequestsResponse(42)
    expect(response.status).toBe(429)
    expect(response.headers.get('x-retry-after')).toBe('42')
    expect(await response.json()).toEqual({ message: 'Too many requests. Please try again later.' })
  })
})
