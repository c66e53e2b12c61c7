import { describe, expect, it } from 'vitest'
import { maskedNetwork } from './masked-network'

describe('maskedNetwork', () => {
  it('keeps the first three parts of an IPv4 address', () => {
    expect(maskedNetwork('203.0.113.42')).toBe('203.0.113.x')
    expect(maskedNetwork(' 10.0.0.1 ')).toBe('10.0.0.x')
  })

  it('keeps the first 48 bits of an IPv6 address, in its short form', () => {
    expect(maskedNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
    expect(maskedNetwork('2001:DB8::1')).toBe('2001:db8:0::/48')
    expect(maskedNetwork('[2001:db8:1:2::1]')).toBe('2001:db8:1::/48')
    expect(maskedNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48')
    expect(maskedNetwork('::1')).toBe('0:0:0::/48')
  })

  it('reads an IPv4 address written as IPv6 as IPv4', () => {
    expect(maskedNetwork('::ffff:203.0.113.9')).toBe('203.0.113.x')
    expect(maskedNetwork('::ffff:cb00:7109')).toBe('203.0.113.x')
  })

  it('gives nothing for a missing or malformed address', () => {
    for (const value of [null, undefined, '', 'unknown', '256.1.1.1', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1'])
      expect(maskedNetwork(value)).toBeNull()
  })
})
