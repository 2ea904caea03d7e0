import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { LocalWindows, redisHit } from '../../src/lib/fixed-windows.js'
import { REDIS_TEST_URL, redisSkip } from '../helper.js'

test('a window counts from its first hit and opens anew when it has ended', () => {
  let now = 1_000
  const windows = new LocalWindows(60_000, 10, () => now)
  assert.deepEqual(windows.hit('a'), { count: 1, resetAt: 61_000 })
  now += 59_999
  assert.deepEqual(windows.hit('a'), { count: 2, resetAt: 61_000 })
  assert.deepEqual(windows.hit('b'), { count: 1, resetAt: 120_999 })
  now += 1
  assert.equal(windows.open('a'), undefined)
  assert.deepEqual(windows.hit('a'), { count: 1, resetAt: 121_000 })
})

test('the answer is a copy: later hits do not change what a caller holds', () => {
  const windows = new LocalWindows(60_000, 10)
  const first = windows.hit('a')
  windows.hit('a')
  assert.equal(first.count, 1)
})

test('past maxKeys open windows, the oldest is dropped to make room', () => {
  let now = 0
  const windows = new LocalWindows(60_000, 2, () => now)
  windows.hit('a')
  now += 1
  windows.hit('b')
  windows.hit('b')
  now += 1
  windows.hit('c')
  assert.equal(windows.open('a'), undefined, 'the oldest window went')
  assert.equal(windows.open('b')?.count, 2)
  assert.equal(windows.open('c')?.count, 1)
})

test('in Redis: one count for every caller, the expiry set by the first hit', { skip: redisSkip }, async () => {
  const redis = new Redis(REDIS_TEST_URL)
  const key = `test:windows:${randomUUID()}`
  try {
    const hits = await Promise.all(Array.from({ length: 5 }, () => redisHit(redis, key, 60_000)))
    assert.deepEqual(hits.map((hit) => hit.count).sort(), [1, 2, 3, 4, 5])
    const ttl = await redis.pttl(key)
    assert.ok(ttl > 55_000 && ttl <= 60_000, `ttl ${ttl}`)
    // A key that lost its expiry gets one back at the next hit, rather than counting forever.
    await redis.persist(key)
    const after = await redisHit(redis, key, 60_000, 0)
    assert.equal(after.count, 6)
    assert.equal(after.resetAt, 60_000)
    assert.ok((await redis.pttl(key)) > 55_000)
    // A Redis that has forgotten the script (restarted, or SCRIPT FLUSH) is sent it again.
    await redis.script('FLUSH')
    assert.equal((await redisHit(redis, key, 60_000)).count, 7)
    assert.equal((await redisHit(redis, key, 60_000)).count, 8)
  } finally {
    await redis.del(key)
    redis.disconnect()
  }
})
