import { lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Which addresses a webhook may reach: never this machine, the private network, or anything
 * else that is not the public internet (SSRF). Checked when a URL is registered and again on
 * every connection, on the address actually connected to, so a name that later resolves
 * elsewhere (DNS rebinding) is refused too.
 */

// [range, what it is], as the refusal names it.
const V4_RANGES: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved']
]
const V6_RANGES: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast']
]

function blockList(ranges: Array<[string, number, string]>, family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList()
    list.addSubnet(network, prefix, family)
    return { list, kind }
  })
}
const V4 = blockList(V4_RANGES, 'ipv4')
const V6 = blockList(V6_RANGES, 'ipv6')

/** The 16 bytes of an IPv6 address (given valid, as isIP says). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '')
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined]
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  return words.flatMap((word) => [word >> 8, word & 0xff])
}

/**
 * The IPv4 address an IPv6 one carries, where the IPv6 one reaches it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  const dotted = (at: number) => bytes.slice(at, at + 4).join('.')
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return dotted(12)
  if (zero(0, 12) && !zero(12, 14)) return dotted(12)
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) return dotted(12)
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return dotted(2)
  return undefined
}

/** Why a webhook may not reach this IP address ("loopback", …), or undefined when it may. */
export function forbiddenKind(address: string): string | undefined {
  const family = isIP(address)
  if (family === 4) return V4.find(({ list }) => list.check(address, 'ipv4'))?.kind
  if (family !== 6) return 'not an IP address'
  const bytes = ipv6Bytes(address)
  const v4 = embeddedIpv4(bytes)
  if (v4) return forbiddenKind(v4)
  return V6.find(({ list }) => list.check(address.replace(/%.*$/, ''), 'ipv6'))?.kind
}

/** Resolves a host name to every address it has. Injected in tests, which must send no traffic. */
export type Resolver = (hostname: string) => Promise<string[]>

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((a) => a.address))))
  )

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '')
}

/**
 * Why this host may not be reached (the reason to show), or undefined. An IP literal is judged
 * as it is; a name by every address it resolves to, all of which must be allowed.
 */
export async function refusedHost(host: string, resolve: Resolver): Promise<string | undefined> {
  if (isIP(host)) {
    const kind = forbiddenKind(host)
    return kind && `${host} is a ${kind} address`
  }
  let addresses: string[]
  try {
    addresses = await resolve(host)
  } catch {
    return `${host} does not resolve`
  }
  if (addresses.length === 0) return `${host} does not resolve`
  for (const address of addresses) {
    const kind = forbiddenKind(address)
    if (kind) return `${host} resolves to ${address}, a ${kind} address`
  }
  return undefined
}

/**
 * A `lookup` for http.request: resolves with `resolve`, refuses the connection when any
 * address is not allowed, and hands Node the checked addresses, so the socket connects to
 * exactly what was checked (the address is pinned; nothing resolves it again).
 */
export function guardedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    // One resolution, and the addresses it gave are both the ones checked and the ones used.
    const pick = async () => {
      const addresses = await resolve(hostname).catch(() => [])
      const family = options.family === 4 || options.family === 6 ? options.family : 0
      const usable = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => family === 0 || entry.family === family)
      if (usable.length === 0) throw Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' })
      for (const { address } of allowPrivate ? [] : usable) {
        const kind = forbiddenKind(address)
        if (kind) throw Object.assign(new Error(`address not allowed: ${hostname} resolves to ${address}, a ${kind} address`), { code: 'EADDRNOTALLOWED' })
      }
      return usable
    }
    pick().then(
      (usable) => (options.all ? callback(null, usable) : callback(null, usable[0]!.address, usable[0]!.family)),
      (error: NodeJS.ErrnoException) => callback(error, '', 0)
    )
  }
}
