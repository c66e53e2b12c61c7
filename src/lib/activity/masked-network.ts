const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6_GROUP = /^[\da-f]{1,4}$/i

function maskIpv4(address: string) {
  return `${address.split('.').slice(0, 3).join('.')}.x`
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is none. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const parse = (text: string) => {
    if (!text) return []
    const parts = text.split(':')
    return parts.flatMap((part, index) => {
      // An embedded IPv4 address (::ffff:192.0.2.1) stands for the last two groups.
      if (index === parts.length - 1 && IPV4.test(part)) {
        const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number)
        return [a * 256 + b, c * 256 + d]
      }
      return IPV6_GROUP.test(part) ? [Number.parseInt(part, 16)] : [Number.NaN]
    })
  }
  const front = parse(halves[0] ?? '')
  const back = halves.length === 2 ? parse(halves[1] ?? '') : []
  const missing = 8 - front.length - back.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  const groups = [...front, ...Array<number>(missing).fill(0), ...back]
  return groups.some(Number.isNaN) ? undefined : groups
}

/**
 * Where a sign-in came from, roughly enough for its owner to recognise a home or office network and no more: the
 * first three parts of an IPv4 address ("203.0.113.x"), the first 48 bits of an IPv6 one ("2001:db8:85a3::/48").
 * An IPv4 address written as IPv6 (::ffff:203.0.113.9) reads as IPv4. Null when no address is known.
 */
export function maskedNetwork(ip: string | null | undefined): string | null {
  const address = ip?.trim().replace(/^\[|\]$/g, '') ?? ''
  if (IPV4.test(address)) return maskIpv4(address)
  // A zone index (fe80::1%eth0) names the local interface, not a network.
  const groups = ipv6Groups(address.split('%')[0] ?? '')
  if (!groups) return null
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return maskIpv4([high >> 8, high & 255, low >> 8, low & 255].join('.'))
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`
}
