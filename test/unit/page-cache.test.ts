import { test } from 'node:test'
import assert from 'node:assert/strict'
import { InvalidationBus } from '../../src/core/cache/invalidation.js'
import { PageCache } from '../../src/core/cache/page-cache.js'

test('a page cache keeps small answers until its key is published, and never keeps a large one', async () => {
  const bus = await InvalidationBus.create({ redis: null, prefix: 'admin:', db: null })
  const pages = new PageCache<{ items: string[] }>(bus, 'events:*')
  let loads = 0
  const small = async () => ({ items: [`load ${++loads}`] })
  const large = async () => ({ items: [`load ${++loads}`, 'x'.repeat(100_000)] })

  assert.deepEqual(await pages.get({ page: 1 }, small), { items: ['load 1'] })
  assert.deepEqual(await pages.get({ page: 1 }, small), { items: ['load 1'] }, 'served from the cache')
  await bus.publish('events:*')
  assert.deepEqual(await pages.get({ page: 1 }, small), { items: ['load 2'] }, 'dropped by its key')

  assert.equal((await pages.get({ page: 2 }, large)).items[0], 'load 3')
  assert.equal((await pages.get({ page: 2 }, large)).items[0], 'load 4', 'a large answer is loaded again, not kept')
})
