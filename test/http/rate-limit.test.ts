import { mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { withTestApp, withTwoInstances, eachDatabase, REDIS_TEST_URL, redisSkip, stallableRedis, type TestApp } from '../helper.js'
import { bearer, createUser } from '../accounts.js'

const LIMIT = '3'

/**
 * A documentation-range address of its own per test, so no two tests share a counter in Redis.
 * IPv6 for the room: Redis counters outlive a run by 60 s, and 254 IPv4 addresses collided across runs.
 */
function clientAddress(): string {
  return `2001:db8::${randomInt(0, 0x10000).toString(16)}:${randomInt(0, 0x10000).toString(16)}`
}

async function get(t: TestApp, url: string, remoteAddress: string) {
  return t.request({ method: 'GET', url, remoteAddress })
}

eachDatabase((kind) => {
  test('an anonymous client gets RATE_LIMIT_ANON_PER_MIN requests a minute, then 429 with Retry-After', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: LIMIT } }, async (t) => {
      const ip = clientAddress()
      for (const remaining of [2, 1, 0]) {
        const res = await get(t, '/api/openapi.json', ip)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['x-ratelimit-limit'], LIMIT)
        assert.equal(res.headers['x-ratelimit-remaining'], String(remaining))
        const reset = Number(res.headers['x-ratelimit-reset'])
        // The first request opens a 60 s window.
        assert.ok(Number.isInteger(reset) && reset > 0 && reset <= 60 && (remaining < 2 || reset === 60), `reset ${reset}`)
      }
      const refused = await get(t, '/api/openapi.json', ip)
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.success, false)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
      const retryAfter = Number(refused.headers['retry-after'])
      assert.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60)
      assert.equal(refused.headers['x-ratelimit-limit'], LIMIT)
      assert.equal(refused.headers['x-ratelimit-remaining'], '0')
      assert.equal(refused.headers['x-ratelimit-reset'], String(retryAfter))

      const otherClient = await get(t, '/api/openapi.json', clientAddress())
      assert.equal(otherClient.statusCode, 200)
    })
  })

  test('a signed-in user is counted per user, with RATE_LIMIT_USER_PER_MIN, from any address', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_USER_PER_MIN: LIMIT, RATE_LIMIT_ANON_PER_MIN: '1000' } }, async (t) => {
      const { token } = await createUser(t)
      const me = (remoteAddress: string) => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token), remoteAddress })
      const first = await me(clientAddress())
      assert.equal(first.statusCode, 200)
      assert.equal(first.headers['x-ratelimit-limit'], LIMIT)
      assert.equal((await me(clientAddress())).statusCode, 200)
      assert.equal((await me(clientAddress())).statusCode, 200)
      const refused = await me(clientAddress())
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
      const someoneElse = await createUser(t)
      assert.equal((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(someoneElse.token) })).statusCode, 200)
    })
  })

  test('a valid token counts for its user on open routes too, not for the IP', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_USER_PER_MIN: '1000', RATE_LIMIT_ANON_PER_MIN: LIMIT } }, async (t) => {
      const { token } = await createUser(t)
      const ip = clientAddress()
      for (let i = 0; i < 5; i++) {
        const res = await t.request({ method: 'GET', url: '/api/settings/public', headers: bearer(token), remoteAddress: ip })
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['x-ratelimit-limit'], '1000')
      }
      const anonymous = await get(t, '/api/settings/public', ip)
      assert.equal(anonymous.statusCode, 200)
      assert.equal(anonymous.headers['x-ratelimit-limit'], LIMIT)
      assert.equal(anonymous.headers['x-ratelimit-remaining'], String(Number(LIMIT) - 1))
    })
  })

  test('a request without a valid token counts for its IP whatever it asks: bad tokens (401) and unknown paths (404) too', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: LIMIT } }, async (t) => {
      const ip = clientAddress()
      const answers = [
        await t.request({ method: 'GET', url: '/api/users/me', headers: bearer('not.a.token'), remoteAddress: ip }),
        await get(t, '/api/no-such-thing', ip),
        await t.request({ method: 'GET', url: '/api/settings/public', headers: bearer('not.a.token'), remoteAddress: ip })
      ]
      assert.deepEqual(answers.map((res) => res.statusCode), [401, 404, 200])
      assert.deepEqual(answers.map((res) => res.headers['x-ratelimit-remaining']), ['2', '1', '0'])
      for (const res of answers) assert.equal(res.headers['x-ratelimit-limit'], LIMIT)
      const refused = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer('not.a.token'), remoteAddress: ip })
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
      assert.ok(Number(refused.headers['retry-after']) > 0)
      assert.equal((await get(t, '/api/no-such-thing', ip)).statusCode, 429)
    })
  })

  test('malformed bodies count against the limit too, and the refusal comes before the body is read', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '2' } }, async (t) => {
      const ip = clientAddress()
      const login = (payload: string, contentType = 'application/json') =>
        t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload, remoteAddress: ip })
      const broken = await login('{"email":')
      assert.equal(broken.statusCode, 400)
      assert.equal(broken.headers['x-ratelimit-remaining'], '1')
      const notJson = await login('email=a', 'application/x-www-form-urlencoded')
      assert.equal(notJson.statusCode, 415)
      assert.equal(notJson.headers['x-ratelimit-remaining'], '0')
      const refused = await login('{"email":')
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
    })
  })

  test('the window is 60 s: a minute after it opened, the client has its full count again', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1' } }, async (t) => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() })
      try {
        const ip = clientAddress()
        assert.equal((await get(t, '/api/openapi.json', ip)).statusCode, 200)
        mock.timers.tick(59_000)
        const refused = await get(t, '/api/openapi.json', ip)
        assert.equal(refused.statusCode, 429)
        assert.equal(refused.headers['retry-after'], '1')
        mock.timers.tick(1_000)
        const again = await get(t, '/api/openapi.json', ip)
        assert.equal(again.statusCode, 200)
        assert.equal(again.headers['x-ratelimit-reset'], '60')
      } finally {
        mock.timers.reset()
      }
    })
  })

  test('the health check is never rate limited', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1' } }, async (t) => {
      const ip = clientAddress()
      for (let i = 0; i < 3; i++) assert.equal((await get(t, '/api/health', ip)).statusCode, 200)
    })
  })

  test('with Redis, instances share one count per IP', { skip: redisSkip }, async () => {
    const env = { RATE_LIMIT_ANON_PER_MIN: LIMIT, REDIS_URL: REDIS_TEST_URL }
    await withTwoInstances(kind, { env }, async (a, b) => {
      const ip = clientAddress()
      assert.equal((await get(a, '/api/openapi.json', ip)).statusCode, 200)
      assert.equal((await get(b, '/api/openapi.json', ip)).statusCode, 200)
      assert.equal((await get(a, '/api/openapi.json', ip)).statusCode, 200)
      const refused = await get(b, '/api/openapi.json', ip)
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
    })
  })

  test('with Redis, instances share one count per user', { skip: redisSkip }, async () => {
    const env = { RATE_LIMIT_USER_PER_MIN: LIMIT, REDIS_URL: REDIS_TEST_URL }
    await withTwoInstances(kind, { env }, async (a, b) => {
      const { token } = await createUser(a)
      const me = (t: TestApp) => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token), remoteAddress: clientAddress() })
      const answers = [await me(a), await me(b), await me(a), await me(b)]
      assert.deepEqual(answers.map((res) => res.statusCode), [200, 200, 200, 429])
      assert.equal(answers[3]!.data.error.code, 'RATE_LIMITED')
    })
  })

  test('with Redis hanging, requests pass within a second or so, signing in works and health says degraded', { skip: redisSkip, timeout: 20_000 }, async () => {
    const redis = await stallableRedis()
    try {
      await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '100', REDIS_URL: redis.url } }, async (t) => {
        const ip = clientAddress()
        assert.equal((await get(t, '/api/openapi.json', ip)).headers['x-ratelimit-remaining'], '99', 'counted in Redis while it answers')
        redis.stall()
        const started = Date.now()
        const res = await get(t, '/api/openapi.json', ip)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['x-ratelimit-remaining'], undefined)
        // Not waiting on Redis for good: a few command timeouts' worth, which a busy machine's pauses alone cannot reach.
        assert.ok(Date.now() - started < 10_000, `answered after ${Date.now() - started} ms`)
        const { token } = await createUser(t)
        assert.equal((await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), remoteAddress: ip })).statusCode, 200)
        const health = await get(t, '/api/health', ip)
        assert.equal(health.data.status, 'degraded')
        assert.equal(health.data.services.redis, 'disconnected')
      })
    } finally {
      await redis.close()
    }
  })

  test('with Redis down, requests pass and health says degraded', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1', REDIS_URL: 'redis://127.0.0.1:1' } }, async (t) => {
      const ip = clientAddress()
      for (let i = 0; i < 3; i++) {
        const res = await get(t, '/api/openapi.json', ip)
        assert.equal(res.statusCode, 200)
        // Nothing was counted, so there is no count to tell.
        assert.equal(res.headers['x-ratelimit-remaining'], undefined)
      }
      const { token } = await createUser(t)
      assert.equal((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token), remoteAddress: ip })).statusCode, 200)
      assert.equal((await get(t, '/api/health', ip)).data.status, 'degraded')
    })
  })
})
