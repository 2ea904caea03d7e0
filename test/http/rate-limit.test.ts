import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { buildTestApp, withTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, type TestApp } from '../helper.js'
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
        assert.ok(Number.isInteger(reset) && reset > 0 && reset <= 60, `reset ${reset}`)
      }
      const refused = await get(t, '/api/openapi.json', ip)
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.success, false)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
      const retryAfter = Number(refused.headers['retry-after'])
      assert.ok(retryAfter > 0 && retryAfter <= 60)
      assert.equal(refused.headers['x-ratelimit-remaining'], '0')

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

  test('malformed requests count against the limit too', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1' } }, async (t) => {
      const ip = clientAddress()
      const nothing = await get(t, '/api/openapi.json', ip)
      assert.equal(nothing.statusCode, 200)
      const refused = await t.request({ method: 'GET', url: '/api/openapi.json?x=1', remoteAddress: ip })
      assert.equal(refused.statusCode, 429)
    })
  })

  test('the health check is never rate limited', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1' } }, async (t) => {
      const ip = clientAddress()
      for (let i = 0; i < 3; i++) assert.equal((await get(t, '/api/health', ip)).statusCode, 200)
    })
  })

  test('with Redis, instances share one count', { skip: redisSkip }, async () => {
    const env = { RATE_LIMIT_ANON_PER_MIN: LIMIT, REDIS_URL: REDIS_TEST_URL }
    const a = await buildTestApp(kind, { env })
    const b = await buildTestApp(kind, { env, database: a.database })
    try {
      const ip = clientAddress()
      assert.equal((await get(a, '/api/openapi.json', ip)).statusCode, 200)
      assert.equal((await get(b, '/api/openapi.json', ip)).statusCode, 200)
      assert.equal((await get(a, '/api/openapi.json', ip)).statusCode, 200)
      const refused = await get(b, '/api/openapi.json', ip)
      assert.equal(refused.statusCode, 429)
      assert.equal(refused.data.error.code, 'RATE_LIMITED')
    } finally {
      await b.close()
      await a.close()
    }
  })

  test('with Redis down, requests pass and health says degraded', async () => {
    await withTestApp(kind, { env: { RATE_LIMIT_ANON_PER_MIN: '1', REDIS_URL: 'redis://127.0.0.1:1' } }, async (t) => {
      const ip = clientAddress()
      for (let i = 0; i < 3; i++) assert.equal((await get(t, '/api/openapi.json', ip)).statusCode, 200)
      assert.equal((await get(t, '/api/health', ip)).data.status, 'degraded')
    })
  })
})
