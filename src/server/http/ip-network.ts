import { isIPv4, isIPv6 } from 'node:net'

/** Expands an IPv6 address to its eight 16-bit groups (an embedded IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase()
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest === undefined ? [] : rest ? rest.split(':') : []
  const missing = 8 - left.length - right.length
  if (rest === undefined ? missing !== 0 : missing < 1) return null
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  )
}

/**
 * The network an address belongs to, not the address itself: enough to recognise "my home connection", not to
 * point at one device. IPv4 keeps its first three numbers ("203.0.113.x"), IPv6 its first 48 bits (a site's
 * prefix, "2001:db8:1::/48"). An IPv4 address written as IPv6 ("::ffff:203.0.113.7") is read as IPv4.
 */
export function maskIpAddress(address: string | null | undefined): string | null {
  const value = address?.trim()
  if (!value) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)?.[1]
  const ipv4 = mapped ?? value
  if (isIPv4(ipv4)) return `${ipv4.split('.').slice(0, 3).join('.')}.x`
  if (!isIPv6(value)) return null
  const groups = ipv6Groups(value)
  if (!groups) return null
  const prefix = groups.slice(0, 3)
  while (prefix.length > 0 && prefix.at(-1) === 0) prefix.pop()
  return `${prefix.map((group) => group.toString(16)).join(':')}::/48`
}
