import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { forbiddenKind, refusedHost, type Resolver } from '../../src/modules/webhooks/address-guard.js'
import { WebhookSender } from '../../src/modules/webhooks/webhook-sender.js'
import { startReceiver, type Receiver } from '../receiver.js'

// Nothing here resolves a real name or sends traffic anywhere but to a receiver on 127.0.0.1.

describe('forbiddenKind', () => {
  const cases: Array<[string, string | undefined]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['93.184.216.34', undefined],
    ['8.8.8.8', undefined],
    ['100.63.255.255', undefined],
    ['172.32.0.1', undefined],
    ['2606:4700:4700::1111', undefined],
    ['::ffff:8.8.8.8', undefined],
    ['2002:808:808::', undefined]
  ]
  for (const [address, kind] of cases) {
    test(`${address}: ${kind ?? 'allowed'}`, () => assert.equal(forbiddenKind(address), kind))
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
    ['inside.test', /resolves to 10\.0\.0\.7, a private address/],
    ['mixed.test', /resolves to 127\.0\.0\.1, a loopback address/],
    ['mapped.test', /a private address/],
    ['six.test', /a private address/],
    ['nowhere.test', /does not resolve/],
    ['::1', /is a loopback address/],
    ['8.8.8.8', undefined]
  ]
  for (const [host, expected] of cases) {
    test(`${host}: ${expected ?? 'allowed'}`, async () => {
      const refusal = await refusedHost(host, resolve)
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

  const send = (resolve: Resolver, allowPrivate: boolean, url: string) => {
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate, resolve })
    return sender.send(url, {}, '{}').finally(() => sender.close())
  }
  const port = () => new URL(receiver.url).port

  test('a name that passed registration but now resolves to loopback (DNS rebinding) is refused before connecting', async () => {
    let calls = 0
    // First answer public (as at registration), then the attacker's rebinding to 127.0.0.1.
    const rebinding: Resolver = async () => (calls++ === 0 ? ['93.184.216.34'] : ['127.0.0.1'])
    assert.equal(await refusedHost('rebind.test', rebinding), undefined)
    const result = await send(rebinding, false, `http://rebind.test:${port()}/hook`)
    assert.equal(result.statusCode, null)
    assert.match(result.error ?? '', /address not allowed: rebind\.test resolves to 127\.0\.0\.1, a loopback address/)
    assert.equal(receiver.received.length, 0)
  })

  test('an IP literal that is not allowed is refused without connecting', async () => {
    const result = await send(async () => assert.fail('a literal is not resolved'), false, `http://127.0.0.1:${port()}/hook`)
    assert.match(result.error ?? '', /address not allowed: 127\.0\.0\.1 is a loopback address/)
    assert.equal(receiver.received.length, 0)
  })

  test('the address connected to is the one resolved and checked (pinned)', async () => {
    const result = await send(async () => ['127.0.0.1'], true, `http://pinned.test:${port()}/hook`)
    assert.deepEqual([result.statusCode, result.error], [200, null])
    assert.equal(receiver.received.length, 1)
    assert.equal(receiver.received[0]!.headers.host, `pinned.test:${port()}`)
  })
})
