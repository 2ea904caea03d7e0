import { lookup as dnsLookup } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { article } from '../../core/errors.js'

/**
 * Webhooks reach the public internet only (SSRF), checked at registration and on each connection's
 * actual address (DNS rebinding). Every IANA special-purpose range is refused.
 */

/** WEBHOOK_ALLOW_PRIVATE_URLS: none of those addresses, loopback ones only, or all of them. */
export type PrivateUrls = 'false' | 'loopback' | 'true'

// ipaddr.js's range names, as a refusal names them.
const KINDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'shared (CGNAT)',
  private: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  teredo: 'Teredo',
  discard: 'reserved',
  benchmarking: 'reserved',
  amt: 'reserved',
  as112: 'reserved',
  as112v6: 'reserved',
  deprecatedOrchid: 'reserved',
  orchid2: 'reserved',
  droneRemoteIdProtocolEntityTags: 'reserved',
  segmentRouting: 'reserved',
  reserved: 'reserved'
}

// Registry entries ipaddr.js does not list (yet).
const EXTRA_V6: Array<[ipaddr.IPv6, number, string]> = [[ipaddr.IPv6.parse('100:0:0:1::'), 64, 'reserved']]
const LOCAL_USE_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48')

/** The IPv4 address an IPv6 one stands for, where a connection to it reaches that address. */
function carriedIpv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray()
  const last = () => new ipaddr.IPv4(bytes.slice(12))
  if (range === 'ipv4Mapped' || range === 'rfc6145') return last()
  if (range === 'rfc6052' && !address.match(LOCAL_USE_NAT64)) return last()
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6))
  // IPv4-compatible (::a.b.c.d), deprecated and not in the registries, but still routed by some stacks.
  if (range === 'unicast' && bytes.slice(0, 12).every((byte) => byte === 0)) return last()
  return undefined
}

/** Why a webhook may not reach this IP address ("loopback", …), or undefined when it may. */
export function forbiddenKind(address: string): string | undefined {
  if (!isIP(address)) return 'not an IP address'
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range()
    return range === 'unicast' ? undefined : (KINDS[range] ?? 'reserved')
  }
  const v6 = parsed as ipaddr.IPv6
  const range = v6.range() as string
  const carried = carriedIpv4(v6, range)
  if (carried) return forbiddenKind(carried.toString())
  if (range === 'rfc6052') return 'local-use NAT64'
  if (range !== 'unicast') return KINDS[range] ?? 'reserved'
  return EXTRA_V6.find(([network, bits]) => v6.match(network, bits))?.[2]
}

/**
 * Why a webhook may not reach this address under the WEBHOOK_ALLOW_PRIVATE_URLS setting, or
 * undefined when it may: `loopback` lifts the rule for loopback addresses only, `true` for all.
 */
export function refusedKind(address: string, allow: PrivateUrls): string | undefined {
  if (allow === 'true') return undefined
  const kind = forbiddenKind(address)
  return kind === 'loopback' && allow === 'loopback' ? undefined : kind
}

/** The end of a refusal's message: what the operator may change to allow it. */
export function allowHint(kind: string): string {
  return kind === 'loopback'
    ? 'WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows loopback addresses (local development)'
    : 'WEBHOOK_ALLOW_PRIVATE_URLS=true allows every address (tests on a private network)'
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
 * Why this host may not be reached under WEBHOOK_ALLOW_PRIVATE_URLS (the reason to show, naming
 * the setting that would allow it), or undefined. An IP literal is judged as it is; a name by
 * every address it resolves to, all of which must be allowed.
 */
export async function refusedHost(host: string, resolve: Resolver, allow: PrivateUrls): Promise<string | undefined> {
  const refusal = (address: string, what: string) => {
    const kind = refusedKind(address, allow)
    return kind && `${what}${article(kind).toLowerCase()} ${kind} address; webhooks may reach only public addresses (${allowHint(kind)})`
  }
  if (isIP(host)) return refusal(host, `${host} is `)
  if (allow === 'true') return undefined
  let addresses: string[]
  try {
    addresses = await resolve(host)
  } catch {
    return `${host} does not resolve`
  }
  if (addresses.length === 0) return `${host} does not resolve`
  for (const address of addresses) {
    const refused = refusal(address, `${host} resolves to ${address}, `)
    if (refused) return refused
  }
  return undefined
}

/**
 * A `lookup` for http.request: resolves with `resolve`, refuses the connection when any
 * address is not allowed, and hands Node the checked addresses, so the socket connects to
 * exactly what was checked (the address is pinned; nothing resolves it again).
 */
export function guardedLookup(resolve: Resolver, allow: PrivateUrls): LookupFunction {
  return (hostname, options, callback) => {
    // One resolution, and the addresses it gave are both the ones checked and the ones used.
    const pick = async () => {
      const addresses = await resolve(hostname).catch(() => [])
      const family = options.family === 4 || options.family === 6 ? options.family : 0
      const usable = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => family === 0 || entry.family === family)
      if (usable.length === 0) throw Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' })
      for (const { address } of usable) {
        const kind = refusedKind(address, allow)
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
