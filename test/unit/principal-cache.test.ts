import { test } from 'node:test'
import assert from 'node:assert/strict'
import { InvalidationBus } from '../../src/core/cache/invalidation.js'
import { PrincipalCache } from '../../src/modules/auth/principal-cache.js'

test('a published key is dropped: the next read loads again', async () => {
  const bus = await InvalidationBus.create({ redis: null, prefix: 'admin:', db: null })
  const cache = new PrincipalCache<string>(bus, 'session:')
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
  const cache = new PrincipalCache<string>(bus, 'session:')
  let finishRead!: (value: string) => void
  // The request reads the session before the logout commits, and gets its answer after the
  // logout has published: that answer is stale.
  const inFlight = cache.get('s1', () => new Promise<string>((resolve) => (finishRead = resolve)))
  await bus.publish('session:s1')
  finishRead('live')
  assert.equal(await inFlight, 'live')
  assert.equal(await cache.get('s1', async () => 'revoked'), 'revoked')
})
