import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client address counts under for fair shares of sockets and stored bytes: its
 * IPv4 /24 or IPv6 /64 (one host or subscriber holds a whole /64, and a /24 costs little more
 * than one address). Anything else (a name, 'unknown') stands for itself.
 */
export function ipSource(ip: string): string {
  const address = unmapped(ip)
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
  return address
}

/** The key the per-IP caps count under: an IPv4 address itself, an IPv6 address's /64. */
export function ipKey(ip: string): string {
  const address = unmapped(ip)
  return isIPv6(address) ? ipSource(address) : address
}

/** '::ffff:1.2.3.4' (IPv4 on a dual-stack socket) is 1.2.3.4. */
function unmapped(ip: string): string {
  const tail = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ''
  return isIPv4(tail) ? tail : ip
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const address = ip.split('%')[0]!
  const parts = (text: string) =>
    text === '' ? [] : text.split(':').flatMap((part) => (part.includes('.') ? ['0', '0'] : [part]))
  const gap = address.indexOf('::')
  const left = parts(gap < 0 ? address : address.slice(0, gap))
  const right = gap < 0 ? [] : parts(address.slice(gap + 2))
  const middle = Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
