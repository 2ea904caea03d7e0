import { test } from 'node:test'
import assert from 'node:assert/strict'
import { performance } from 'node:perf_hooks'
import { openRedis, RedisUnavailable } from '../../src/core/redis/redis.js'
import { until } from '../helper.js'
import { commandsSent, redisServerSkip, startRedisServer } from '../support/redis-server.js'

test('the breaker opens on a timeout, fails calls at once while open, stays closed on an error Redis answered, and closes once Redis answers again', { skip: redisServerSkip, timeout: 60_000 }, async (context) => {
  const server = await startRedisServer()
  const redis = await openRedis(server.url)
  context.after(async () => {
    redis.client.disconnect()
    await server.close()
  })
  await redis.client.connect()
  assert.equal(await redis.run((client) => client.ping()), 'PONG')
  // A script error is Redis answering: no reason to stop asking it.
  await assert.rejects(redis.run((client) => client.eval("return redis.call('no-such-command')", 0)), { name: 'ReplyError' })
  assert.equal(redis.open, false)

  server.freeze()
  const started = performance.now()
  await assert.rejects(redis.run((client) => client.get('a')), /timed out/)
  assert.ok(performance.now() - started >= 900, 'the first call waits out the command timeout')
  assert.equal(redis.open, true)
  // A hundred calls while open send the frozen Redis nothing to wait out (the breaker's own
  // probe, which no call awaits, aside). Told by what is sent, not by the time taken: a busy
  // machine's scheduling pauses can outlast a command timeout on their own.
  const sent = await commandsSent(redis.client, async () => {
    for (let i = 0; i < 100; i++) await assert.rejects(redis.run((client) => client.get('a')), RedisUnavailable)
  })
  assert.deepEqual(sent.filter((name) => name !== 'ping'), [], 'commands sent to the frozen Redis while the breaker is open')

  server.thaw()
  // Each call while open asks for a probe once the pause is over; the probe's PONG closes it.
  await until(async () => {
    await redis.run((client) => client.ping()).catch(() => {})
    return !redis.open
  }, 'the breaker to close', 20_000)
  assert.equal(await redis.run((client) => client.ping()), 'PONG')
})
