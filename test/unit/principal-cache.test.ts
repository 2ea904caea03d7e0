import { test } from 'node:test'
import assert from 'node:assert/strict'
import { InvalidationBus } from '../../src/core/cache/invalidation.js'
import { InvalidatedCache } from '../../src/core/cache/invalidated-cache.js'

// The session cache of the authenticator and the users service's user cache.
const principalCache = (bus: InvalidationBus) => new InvalidatedCache<string>(bus, { prefix: 'session:', maxEntries: 50_000 })

test('a published key is dropped: the next read loads again', async () => {
  const bus = await InvalidationBus.create({ redis: null, prefix: 'admin:', db: null })
  const cache = principalCache(bus)
  let loads = 0
  const load = async () => `state ${++loads}`
  assert.equal(await cache.get('s1', load), 'state 1')
  assert.equal(await cache.get('s1', load), 'state 1')
  await bus.publish('user:s1')
  assert.equal(await cache.get('s1', load), 'state 1', 'another prefix leaves the entry')
  await bus.publish('session:s1')
  assert.equal(await cache.get('s1', load), 'state 2')
})

test('a load that was reading when an invalidation arrived is not kept (logout racing a request)', async () => {
  const bus = await InvalidationBus.create({ redis: null, prefix: 'admin:', db: null })
  const cache = principalCache(bus)
  let finishRead!: (value: string) => void
  // The request reads the session before the logout commits, and gets its answer after the
  // logout has published: that answer is stale.
  const inFlight = cache.get('s1', () => new Promise<string>((resolve) => (finishRead = resolve)))
  await bus.publish('session:s1')
  finishRead('live')
  assert.equal(await inFlight, 'live')
  assert.equal(await cache.get('s1', async () => 'revoked'), 'revoked')
})
