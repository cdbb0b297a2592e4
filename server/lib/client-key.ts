import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key every per-address limit counts a client under (docs/ARCHITECTURE.md#accounts). An IPv6
 * subscriber is handed a whole /64 and may pick any address in it, so IPv6 clients count by their
 * /64; an IPv4-mapped address (`::ffff:a.b.c.d`, a dual-stack socket's view of an IPv4 client)
 * counts as that IPv4 address.
 */
export function clientKey(request: { ip: string }): string {
  return addressKey(request.ip)
}

/** `clientKey` of one address; anything that is not an IP address is its own key. */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '') // an IPv6 zone (fe80::1%eth0) names no other host
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const front = parse(head)
  const back = parse(tail)
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length
  return [...front, ...Array<number>(zeros).fill(0), ...back]
}
