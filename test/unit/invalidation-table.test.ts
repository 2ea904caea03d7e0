import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { InvalidationBus } from '../../src/core/cache/invalidation.js'
import { buildTestApp, eachDatabase, until, type TestApp } from '../helper.js'

// Instances without Redis share invalidations through the `invalidations` table; each reads only
// the others' rows, and hears each of them once.
eachDatabase((kind) => {
  let t: TestApp
  let buses: InvalidationBus[]
  before(async () => {
    t = await buildTestApp(kind)
    const db = t.app.database.db
    buses = [await InvalidationBus.create({ redis: null, prefix: '', db }), await InvalidationBus.create({ redis: null, prefix: '', db })]
  })
  after(async () => {
    for (const bus of buses) await bus.close()
    await t.close()
  })

  test('a key published on one instance reaches the other once, and never comes back to its own', async () => {
    const [a, b] = buses as [InvalidationBus, InvalidationBus]
    const heard: { a: string[]; b: string[] } = { a: [], b: [] }
    a.onInvalidate((key) => heard.a.push(key))
    b.onInvalidate((key) => heard.b.push(key))
    a.publish('content:from-a')
    b.publish('users:from-b')
    await until(() => heard.a.includes('users:from-b') && heard.b.includes('content:from-a'), 'each instance hears the other')
    // Several more polls (250 ms each) read the same rows again: nothing is delivered twice.
    await sleep(1200)
    assert.deepEqual(heard.a.sort(), ['content:from-a', 'users:from-b'])
    assert.deepEqual(heard.b.sort(), ['content:from-a', 'users:from-b'])
  })
})
