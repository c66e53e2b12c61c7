import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-network'

describe('clientNetwork', () => {
  it('takes the /24 of an IPv4 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24')
    expect(clientNetwork('203.0.113.250')).toBe(clientNetwork('203.0.113.7'))
    expect(clientNetwork('203.0.114.7')).not.toBe(clientNetwork('203.0.113.7'))
  })

  it('takes the /48 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48')
    expect(clientNetwork('2001:0db8:abcd:ffff:0:0:0:9')).toBe('2001:db8:abcd::/48')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(clientNetwork('2001:db8:abce::1')).not.toBe(clientNetwork('2001:db8:abcd::1'))
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24')
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.0/24')
  })

  it('puts every caller without a readable IP in one network', () => {
    expect(clientNetwork(undefined)).toBe('unknown')
    expect(clientNetwork('not an ip')).toBe('unknown')
  })
})
