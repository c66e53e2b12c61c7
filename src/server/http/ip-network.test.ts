import { describe, expect, it } from 'vitest'
import { maskIpAddress } from './ip-network'

describe('maskIpAddress', () => {
  it('keeps the first three numbers of an IPv4 address', () => {
    expect(maskIpAddress('203.0.113.7')).toBe('203.0.113.x')
    expect(maskIpAddress('10.1.2.255')).toBe('10.1.2.x')
    expect(maskIpAddress('::ffff:198.51.100.20')).toBe('198.51.100.x')
  })

  it('keeps the first 48 bits of an IPv6 address', () => {
    expect(maskIpAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48')
    expect(maskIpAddress('2001:0DB8:00a1::1')).toBe('2001:db8:a1::/48')
    expect(maskIpAddress('2001:db8::ff00:42:8329')).toBe('2001:db8::/48')
    expect(maskIpAddress('fe80::1%eth0')).toBe('fe80::/48')
    expect(maskIpAddress('::1')).toBe('::/48')
    expect(maskIpAddress('2001:db8:abcd:12::10.0.0.1')).toBe('2001:db8:abcd::/48')
  })

  it('shows nothing for what is no address', () => {
    expect(maskIpAddress(null)).toBeNull()
    expect(maskIpAddress('')).toBeNull()
    expect(maskIpAddress('unknown')).toBeNull()
    expect(maskIpAddress('203.0.113')).toBeNull()
    expect(maskIpAddress('2001:db8::1::2')).toBeNull()
  })
})
