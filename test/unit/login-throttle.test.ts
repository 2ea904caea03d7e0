import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from '../../src/modules/auth/login-throttle.js'
import { AppError } from '../../src/core/errors.js'
import { SharedRedis } from '../../src/core/redis/redis.js'
import { REDIS_TEST_URL, redisSkip } from '../helper.js'

const isRateLimited = (error: unknown) => error instanceof AppError && error.code === 'RATE_LIMITED'

/** Ten failed tries: each is counted when it starts and stays counted. */
async function fail(throttle: LoginThrottle, email: string, ip: string, times = MAX_FAILURES): Promise<void> {
  for (let i = 0; i < times; i++) await throttle.attempt(email, ip)
}

test('the window starts at the first failure and opens again when it passes', async () => {
  let now = 1_000_000
  const throttle = new LoginThrottle(null, 'admin:', () => now)
  await fail(throttle, 'A@example.com', '1.2.3.4')
  await assert.rejects(throttle.attempt('a@example.com', '1.2.3.4'), (error: unknown) => {
    return isRateLimited(error) && (error as AppError).headers?.['Retry-After'] === String(WINDOW_MS / 1000)
  })
  await throttle.attempt('a@example.com', '5.6.7.8')
  now += WINDOW_MS - 1000
  await assert.rejects(throttle.attempt('a@example.com', '1.2.3.4'), isRateLimited)
  now += 1000
  await throttle.attempt('a@example.com', '1.2.3.4')
})

test('the tenth try is still allowed; a success clears the count; a released try does not count', async () => {
  const throttle = new LoginThrottle(null, 'admin:')
  await fail(throttle, 'b@example.com', 'ip', MAX_FAILURES - 1)
  await throttle.attempt('b@example.com', 'ip')
  await throttle.reset('b@example.com', 'ip')
  await fail(throttle, 'b@example.com', 'ip', MAX_FAILURES - 1)
  await throttle.attempt('b@example.com', 'ip')
  await throttle.release('b@example.com', 'ip')
  await throttle.attempt('b@example.com', 'ip')
  await assert.rejects(throttle.attempt('b@example.com', 'ip'), isRateLimited)
})

test('tries started in parallel get no more than ten through, in memory', async () => {
  const throttle = new LoginThrottle(null, 'admin:')
  const results = await Promise.allSettled(Array.from({ length: 30 }, () => throttle.attempt('c@example.com', 'ip')))
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, MAX_FAILURES)
})

test('in Redis: one count for every instance, parallel tries bounded, the window from the first try', { skip: redisSkip }, async () => {
  const redis = new Redis(REDIS_TEST_URL)
  const email = `throttle-${randomUUID()}@example.com`
  // A prefix of its own: a service or another test run on the same Redis never shares a count.
  const prefix = `test-${randomUUID()}:`
  try {
    const shared = new SharedRedis(redis)
    const [one, two] = [new LoginThrottle(shared, prefix), new LoginThrottle(shared, prefix)]
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).attempt(email, 'ip')))
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, MAX_FAILURES)
    const ttl = await redis.pttl(`${prefix}login-fail:${email}:ip`)
    assert.ok(ttl > WINDOW_MS - 60_000 && ttl <= WINDOW_MS, `ttl ${ttl}`)
    await one.reset(email, 'ip')
    await two.attempt(email, 'ip')
    // A release after a reset leaves no counter without an expiry behind.
    await one.reset(email, 'ip')
    await one.release(email, 'ip')
    assert.equal(await redis.exists(`${prefix}login-fail:${email}:ip`), 0)
  } finally {
    await redis.del(`${prefix}login-fail:${email}:ip`)
    redis.disconnect()
  }
})
