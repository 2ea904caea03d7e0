import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { forbiddenKind, refusedHost, refusedKind, type PrivateUrls, type Resolver } from '../../src/modules/webhooks/address-guard.js'
import { WebhookSender } from '../../src/modules/webhooks/webhook-sender.js'
import { startReceiver, type Receiver } from '../receiver.js'

// Nothing here resolves a real name or sends traffic anywhere but to a receiver on 127.0.0.1.

/** One row per entry of IANA's IPv4 Special-Purpose Address Registry, and multicast: [entry, first address, last address, kind]. */
const IPV4_REGISTRY: Array<[string, string, string, string]> = [
  ['0.0.0.0/8 "this network"', '0.0.0.0', '0.255.255.255', 'unspecified'],
  ['0.0.0.0/32 "this host on this network"', '0.0.0.0', '0.0.0.0', 'unspecified'],
  ['10.0.0.0/8 private-use', '10.0.0.0', '10.255.255.255', 'private'],
  ['100.64.0.0/10 shared address space', '100.64.0.0', '100.127.255.255', 'shared (CGNAT)'],
  ['127.0.0.0/8 loopback', '127.0.0.0', '127.255.255.255', 'loopback'],
  ['169.254.0.0/16 link local', '169.254.0.0', '169.254.255.255', 'link-local'],
  ['172.16.0.0/12 private-use', '172.16.0.0', '172.31.255.255', 'private'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.0', '192.0.0.255', 'reserved'],
  ['192.0.0.0/29 IPv4 service continuity prefix', '192.0.0.0', '192.0.0.7', 'reserved'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8', '192.0.0.8', 'reserved'],
  ['192.0.0.9/32 port control protocol anycast', '192.0.0.9', '192.0.0.9', 'reserved'],
  ['192.0.0.10/32 TURN anycast', '192.0.0.10', '192.0.0.10', 'reserved'],
  ['192.0.0.170/32, 192.0.0.171/32 NAT64/DNS64 discovery', '192.0.0.170', '192.0.0.171', 'reserved'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.0', '192.0.2.255', 'reserved'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.0', '192.31.196.255', 'reserved'],
  ['192.52.193.0/24 AMT', '192.52.193.0', '192.52.193.255', 'reserved'],
  ['192.88.99.0/24 deprecated (6to4 relay anycast)', '192.88.99.0', '192.88.99.255', 'reserved'],
  ['192.168.0.0/16 private-use', '192.168.0.0', '192.168.255.255', 'private'],
  ['192.175.48.0/24 direct delegation AS112 service', '192.175.48.0', '192.175.48.255', 'reserved'],
  ['198.18.0.0/15 benchmarking', '198.18.0.0', '198.19.255.255', 'reserved'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.0', '198.51.100.255', 'reserved'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.0', '203.0.113.255', 'reserved'],
  ['240.0.0.0/4 reserved', '240.0.0.0', '255.255.255.254', 'reserved'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255', '255.255.255.255', 'broadcast'],
  ['224.0.0.0/4 multicast (its own registry)', '224.0.0.0', '239.255.255.255', 'multicast']
]

/** One row per entry of IANA's IPv6 Special-Purpose Address Registry, and the blocks beside it. */
const IPV6_REGISTRY: Array<[string, string, string, string | undefined]> = [
  ['::1/128 loopback', '::1', '::1', 'loopback'],
  ['::/128 unspecified', '::', '::', 'unspecified'],
  ['::ffff:0:0/96 IPv4-mapped: judged by the IPv4 address', '::ffff:10.0.0.1', '::ffff:7f00:1', undefined],
  ['64:ff9b::/96 IPv4-IPv6 translation (NAT64): judged by the IPv4 address', '64:ff9b::a00:1', '64:ff9b::127.0.0.1', undefined],
  ['64:ff9b:1::/48 IPv4-IPv6 translation, local use', '64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'local-use NAT64'],
  ['100::/64 discard-only', '100::', '100::ffff:ffff:ffff:ffff', 'reserved'],
  ['100:0:0:1::/64 dummy IPv6 prefix', '100:0:0:1::', '100::1:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001::/23 IETF protocol assignments', '2001:100::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001::/32 Teredo', '2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff', 'Teredo'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1', '2001:1::1', 'reserved'],
  ['2001:1::2/128 TURN anycast', '2001:1::2', '2001:1::2', 'reserved'],
  ['2001:1::3/128 DNS-SD service registration protocol anycast', '2001:1::3', '2001:1::3', 'reserved'],
  ['2001:2::/48 benchmarking', '2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:3::/32 AMT', '2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:20::/28 ORCHIDv2', '2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:30::/28 drone remote ID protocol entity tags', '2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:db8::/32 documentation', '2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2002::/16 6to4: judged by the IPv4 address', '2002:a00::', '2002:7f00:1::', undefined],
  ['2620:4f:8000::/48 direct delegation AS112 service', '2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['3fff::/20 documentation', '3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['5f00::/16 segment routing (SRv6) SIDs', '5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['fc00::/7 unique-local', 'fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
  ['fe80::/10 link-local unicast', 'fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
  ['fec0::/10 site-local (deprecated, not in the registry)', 'fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
  ['ff00::/8 multicast (its own registry)', 'ff00::', 'ff02::1', 'multicast']
]

/** The forms an IPv6 address takes to carry an IPv4 one, each of which must be judged by it. */
const CARRIERS: Array<[string, (v4: string) => string]> = [
  ['IPv4-mapped', (v4) => `::ffff:${v4}`],
  ['IPv4-translated', (v4) => `::ffff:0:${v4}`],
  ['IPv4-compatible', (v4) => `::${v4}`],
  ['NAT64 well-known prefix', (v4) => `64:ff9b::${v4}`],
  ['6to4', (v4) => `2002:${v4.split('.').map((n, i, all) => (i % 2 === 0 ? ((Number(n) << 8) | Number(all[i + 1])).toString(16) : '')).filter(Boolean).join(':')}::`]
]

describe('forbiddenKind: IANA IPv4 special-purpose registry, plain and in every IPv6 form that carries an IPv4 address', () => {
  for (const [entry, first, last, kind] of IPV4_REGISTRY) {
    test(entry, () => {
      for (const address of new Set([first, last])) {
        assert.equal(forbiddenKind(address), kind, address)
        // 0.0.0.0 carried in ::/96 is :: itself, which is unspecified too.
        for (const [form, carry] of CARRIERS) assert.equal(forbiddenKind(carry(address)), kind, `${form} ${carry(address)}`)
      }
    })
  }
})

describe('forbiddenKind: IANA IPv6 special-purpose registry', () => {
  for (const [entry, first, last, kind] of IPV6_REGISTRY) {
    test(entry, () => {
      if (kind) {
        for (const address of new Set([first, last])) assert.equal(forbiddenKind(address), kind, address)
      } else {
        // A form carrying an IPv4 address: refused for a forbidden one, allowed for a public one.
        assert.ok(forbiddenKind(first), first)
        assert.ok(forbiddenKind(last), last)
      }
    })
  }
  test('a zone index is ignored: fe80::1%eth0 is link-local', () => assert.equal(forbiddenKind('fe80::1%eth0'), 'link-local'))
  test('local-use NAT64 is refused even for a public IPv4 address', () => assert.equal(forbiddenKind('64:ff9b:1::8.8.8.8'), 'local-use NAT64'))
})

describe('forbiddenKind: public addresses, also next to the refused ranges, are allowed', () => {
  const allowed = [
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.32.0.1',
    '192.0.1.1',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:200::1',
    '2620:4f:8001::1',
    '3fff:1000::1',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::'
  ]
  for (const address of allowed) test(address, () => assert.equal(forbiddenKind(address), undefined))
})

describe('WEBHOOK_ALLOW_PRIVATE_URLS', () => {
  const cases: Array<[string, PrivateUrls, string | undefined]> = [
    ['127.0.0.1', 'false', 'loopback'],
    ['127.0.0.1', 'loopback', undefined],
    ['127.3.2.1', 'loopback', undefined],
    ['::1', 'loopback', undefined],
    ['::ffff:127.0.0.1', 'loopback', undefined],
    ['10.0.0.1', 'loopback', 'private'],
    ['169.254.169.254', 'loopback', 'link-local'],
    ['fd00::1', 'loopback', 'private'],
    ['10.0.0.1', 'true', undefined],
    ['169.254.169.254', 'true', undefined]
  ]
  for (const [address, allow, kind] of cases) {
    test(`${allow}: ${address} ${kind ?? 'allowed'}`, () => assert.equal(refusedKind(address, allow), kind))
  }
})

describe('refusedHost, with an injected resolver', () => {
  const resolver =
    (table: Record<string, string[]>): Resolver =>
    async (host) => {
      const addresses = table[host]
      if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
      return addresses
    }
  const resolve = resolver({
    'public.test': ['93.184.216.34', '2606:4700::1'],
    'inside.test': ['10.0.0.7'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'mapped.test': ['::ffff:192.168.1.1'],
    'six.test': ['fd00::5']
  })
  const cases: Array<[string, RegExp | undefined]> = [
    ['public.test', undefined],
    ['inside.test', /resolves to 10\.0\.0\.7, a private address; webhooks may reach only public addresses \(WEBHOOK_ALLOW_PRIVATE_URLS=true allows/],
    ['mixed.test', /resolves to 127\.0\.0\.1, a loopback address; webhooks may reach only public addresses \(WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows/],
    ['mapped.test', /a private address/],
    ['six.test', /a private address/],
    ['nowhere.test', /does not resolve/],
    ['::1', /is a loopback address/],
    ['8.8.8.8', undefined]
  ]
  for (const [host, expected] of cases) {
    test(`${host}: ${expected ?? 'allowed'}`, async () => {
      const refusal = await refusedHost(host, resolve, 'false')
      if (expected) assert.match(refusal ?? '', expected)
      else assert.equal(refusal, undefined)
    })
  }
})

describe('WebhookSender checks the address it connects to', () => {
  let receiver: Receiver
  before(async () => {
    receiver = await startReceiver()
  })
  after(() => receiver.close())

  const send = (resolve: Resolver, allowPrivate: PrivateUrls, url: string) => {
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate, resolve })
    return sender.send(url, {}, '{}').finally(() => sender.close())
  }
  const port = () => new URL(receiver.url).port

  test('a name that passed registration but now resolves to loopback (DNS rebinding) is refused before connecting', async () => {
    let calls = 0
    // First answer public (as at registration), then the attacker's rebinding to 127.0.0.1.
    const rebinding: Resolver = async () => (calls++ === 0 ? ['93.184.216.34'] : ['127.0.0.1'])
    assert.equal(await refusedHost('rebind.test', rebinding, 'false'), undefined)
    const result = await send(rebinding, 'false', `http://rebind.test:${port()}/hook`)
    assert.equal(result.statusCode, null)
    assert.match(result.error ?? '', /address not allowed: rebind\.test resolves to 127\.0\.0\.1, a loopback address/)
    assert.equal(receiver.received.length, 0)
  })

  test('an IP literal that is not allowed is refused without connecting', async () => {
    const result = await send(async () => assert.fail('a literal is not resolved'), 'false', `http://127.0.0.1:${port()}/hook`)
    assert.match(result.error ?? '', /address not allowed: 127\.0\.0\.1 is a loopback address/)
    assert.equal(receiver.received.length, 0)
  })

  test('the address connected to is the one resolved and checked (pinned)', async () => {
    const result = await send(async () => ['127.0.0.1'], 'true', `http://pinned.test:${port()}/hook`)
    assert.deepEqual([result.statusCode, result.error], [200, null])
    assert.equal(receiver.received.length, 1)
    assert.equal(receiver.received[0]!.headers.host, `pinned.test:${port()}`)
  })
})
