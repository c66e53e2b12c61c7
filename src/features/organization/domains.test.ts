import { describe, expect, it } from 'vitest'
import { claimDomainSchema, normaliseDomain, verificationRecord } from './domains'

describe('normaliseDomain', () => {
  it('writes a domain as DNS does, from what people paste', () => {
    expect(normaliseDomain('Acme.COM')).toBe('acme.com')
    expect(normaliseDomain('  acme.com.  ')).toBe('acme.com')
    expect(normaliseDomain('https://mail.acme.co.ke/')).toBe('mail.acme.co.ke')
    expect(normaliseDomain('bücher.de')).toBe('xn--bcher-kva.de')
  })

  it('refuses what cannot be an e-mail address’s domain', () => {
    for (const input of [
      '',
      'localhost',
      'acme',
      '192.168.1.10',
      '[::1]',
      'ada@acme.com',
      'acme.com:8080',
      'acme..com',
      '-acme.com',
      'acme-.com',
      'acme.com/path',
      'ac me.com',
      'acme.123',
      `${'a'.repeat(64)}.com`,
      `${'abcdefghi.'.repeat(26)}com`,
    ]) {
      expect(normaliseDomain(input), input).toBeNull()
    }
  })
})

describe('claimDomainSchema', () => {
  it('gives the normalised domain, or the translated reason', () => {
    expect(claimDomainSchema.parse({ organizationId: 'org', domain: 'ACME.com.' }).domain).toBe('acme.com')
    const refused = claimDomainSchema.safeParse({ organizationId: 'org', domain: 'not a domain' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['organization:domains.validation.invalid'])
    const empty = claimDomainSchema.safeParse({ organizationId: 'org', domain: '  ' })
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['organization:domains.validation.required'])
  })
})

describe('verificationRecord', () => {
  it('is a TXT record under an underscore name of the domain, named after the product', () => {
    expect(verificationRecord('acme.com', 'tok')).toEqual({
      name: '_threshold-verification.acme.com',
      value: 'threshold-verification=tok',
    })
  })
})
