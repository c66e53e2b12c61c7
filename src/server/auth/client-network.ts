import { isIPv4, isIPv6 } from 'node:net'

function ipv6Groups(ip: string): number[] | undefined {
  if (!isIPv6(ip)) return undefined
  const [head = '', tail] = ip.split('::')
  const part = (text: string) =>
    (text ? text.split(':') : []).flatMap((group) => {
      // An embedded IPv4 address (::ffff:192.0.2.1) stands for the last two groups.
      if (!group.includes('.')) return [Number.parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [a * 256 + b, c * 256 + d]
    })
  const front = part(head)
  const back = tail === undefined ? [] : part(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * As one organisation or subscriber usually holds it: the /24 of an IPv4 address, the /48 of an IPv6 one.
 * No IP known is one network of its own.
 */
export function clientNetwork(ip: string | null | undefined): string {
  const address = ip?.trim() ?? ''
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  const groups = ipv6Groups(address)
  if (!groups) return 'unknown'
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return clientNetwork([groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.'))
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`
}
