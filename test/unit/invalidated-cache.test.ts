import { test } from 'node:test'
import assert from 'node:assert/strict'
import { InvalidationBus } from '../../src/core/cache/invalidation.js'
import { InvalidatedCache } from '../../src/core/cache/invalidated-cache.js'

// The rules every cache on the invalidation bus follows (the content list's totals, sessions and
// users); the loads here are controlled by hand, so each race is played out in a fixed order.

async function localBus(): Promise<InvalidationBus & { setReliable(value: boolean): void }> {
  const bus = await InvalidationBus.create({ redis: null, prefix: 'admin:', db: null })
  let reliable = true
  Object.defineProperty(bus, 'reliable', { get: () => reliable })
  return Object.assign(bus, { setReliable: (value: boolean) => (reliable = value) })
}

/** A load that answers when told to, counting how often it was started. */
function controlledLoads<T>() {
  const pending: Array<(value: T) => void> = []
  return {
    started: () => pending.length,
    load: () => new Promise<T>((resolve) => pending.push(resolve)),
    finish: (index: number, value: T) => pending[index]!(value)
  }
}

test('the coarse key drops every entry of its prefix, and only those; "*" drops everything', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  const sessions = new InvalidatedCache<number>(bus, { prefix: 'session:', maxEntries: 100 })
  let loads = 0
  const load = async () => ++loads
  assert.equal(await totals.get('published', load), 1)
  assert.equal(await totals.get('own:u1', load), 2)
  assert.equal(await sessions.get('s1', load), 3)
  assert.equal(await totals.get('published', load), 1, 'served from the cache')
  await bus.publish('content:*')
  assert.equal(await totals.get('published', load), 4)
  assert.equal(await totals.get('own:u1', load), 5)
  assert.equal(await sessions.get('s1', load), 3, 'another prefix keeps its entries')
  await bus.publish('*')
  assert.equal(await totals.get('published', load), 6)
  assert.equal(await sessions.get('s1', load), 7)
})

test('"<prefix><start>*" drops the entries whose id starts so, and only those; a key of droppedBy drops them all', async () => {
  const bus = await localBus()
  const pages = new InvalidatedCache<number>(bus, { prefix: 'activity:', maxEntries: 100, droppedBy: ['events:*'] })
  let loads = 0
  const load = async () => ++loads
  assert.equal(await pages.get('actor:a:{}', load), 1)
  assert.equal(await pages.get('actor:b:{}', load), 2)
  assert.equal(await pages.get('any:{}', load), 3)
  bus.publish('activity:actor:a:*')
  assert.equal(await pages.get('actor:a:{}', load), 4)
  assert.equal(await pages.get('actor:b:{}', load), 2, 'another scope keeps its entry')
  assert.equal(await pages.get('any:{}', load), 3)
  bus.publish('events:*')
  assert.equal(await pages.get('actor:b:{}', load), 5)
  assert.equal(await pages.get('any:{}', load), 6)
})

test('a count that was running when a change committed answers its request but is not kept', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  const loads = controlledLoads<number>()
  // The list's COUNT reads 10 rows; an item is created and its change published before the count
  // comes back: 10 is already stale.
  const overtaken = totals.get('published', loads.load)
  await bus.publish('content:*')
  // A request that arrives after the change does not wait for the stale count: it counts afresh.
  const after = totals.get('published', loads.load)
  assert.equal(loads.started(), 2)
  loads.finish(0, 10)
  assert.equal(await overtaken, 10)
  loads.finish(1, 11)
  assert.equal(await after, 11)
  assert.equal(await totals.get('published', async () => 12), 11, 'the fresh count is the one kept')
})

test('the overtaken count is not kept even when it comes back after the fresh one', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  const loads = controlledLoads<number>()
  const overtaken = totals.get('published', loads.load)
  await bus.publish('content:*')
  const fresh = totals.get('published', loads.load)
  loads.finish(1, 11)
  assert.equal(await fresh, 11)
  loads.finish(0, 10)
  assert.equal(await overtaken, 10)
  assert.equal(await totals.get('published', async () => 99), 11)
})

test('requests that arrive while a count runs share it: one query for a cold entry', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  const loads = controlledLoads<number>()
  const answers = [totals.get('published', loads.load), totals.get('published', loads.load), totals.get('published', loads.load)]
  assert.equal(loads.started(), 1)
  loads.finish(0, 7)
  assert.deepEqual(await Promise.all(answers), [7, 7, 7])
})

test('a failed count is not kept: the next request counts again', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  await assert.rejects(async () => totals.get('published', async () => Promise.reject(new Error('database down'))), /database down/)
  assert.equal(await totals.get('published', async () => 3), 3)
})

test('bounded: past maxEntries the entry loaded longest ago is dropped', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 2 })
  let loads = 0
  const load = async () => ++loads
  await totals.get('a', load) // 1
  await totals.get('b', load) // 2
  await totals.get('c', load) // 3: 'a' goes
  assert.equal(await totals.get('b', load), 2)
  assert.equal(await totals.get('c', load), 3)
  assert.equal(await totals.get('a', load), 4, "'a' was dropped and is loaded again ('b' goes)")
  assert.equal(await totals.get('c', load), 3)
  assert.equal(await totals.get('b', load), 5)
})

test('while the bus is not reliable nothing is served from the cache, shared or stored', async () => {
  const bus = await localBus()
  const totals = new InvalidatedCache<number>(bus, { prefix: 'content:', maxEntries: 100 })
  assert.equal(await totals.get('published', async () => 1), 1)
  bus.setReliable(false)
  // A change elsewhere may have been missed: every request counts.
  assert.equal(await totals.get('published', async () => 2), 2)
  const loads = controlledLoads<number>()
  const first = totals.get('published', loads.load)
  const second = totals.get('published', loads.load)
  assert.equal(loads.started(), 2, 'no request waits for another one\'s count')
  loads.finish(0, 3)
  loads.finish(1, 3)
  await Promise.all([first, second])
  bus.setReliable(true)
  // What was counted while unreliable was not kept: the entry from before is the one left. (A
  // transport that comes back delivers what it missed, or '*' when it cannot know; here it
  // missed nothing.)
  assert.equal(await totals.get('published', async () => 4), 1)
  await bus.publish('*')
  assert.equal(await totals.get('published', async () => 5), 5)
})
