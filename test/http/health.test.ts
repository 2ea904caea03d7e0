import { test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { withTestApp, eachDatabase, REDIS_TEST_URL, redisSkip } from '../helper.js'
import { formatUptime } from '../../src/modules/health/health.service.js'

eachDatabase((kind) => {
  test('healthy, without the envelope, with Redis disabled when not configured', async () => {
    await withTestApp(kind, {}, async (t) => {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.success, undefined)
      assert.equal(res.data.status, 'healthy')
      assert.deepEqual(res.data.services, { database: 'connected', redis: 'disabled', storage: 'available' })
      assert.match(res.data.version, /^\d+\.\d+\.\d+/)
      assert.match(res.data.uptime, /^\d+d \d+h \d+m \d+s$/)
    })
  })

  test('connected Redis is reported', { skip: redisSkip }, async () => {
    await withTestApp(kind, { env: { REDIS_URL: REDIS_TEST_URL } }, async (t) => {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.data.status, 'healthy')
      assert.equal(res.data.services.redis, 'connected')
    })
  })

  test('Redis configured but unreachable: degraded, still 200', async () => {
    await withTestApp(kind, { env: { REDIS_URL: 'redis://127.0.0.1:1' } }, async (t) => {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.status, 'degraded')
      assert.equal(res.data.services.redis, 'disconnected')
    })
  })

  test('storage not writable: degraded', async () => {
    await withTestApp(kind, {}, async (t) => {
      const uploads = join(t.config.dataDir, 'uploads')
      rmSync(uploads, { recursive: true, force: true })
      writeFileSync(uploads, 'a file where the upload directory should be')
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.status, 'degraded')
      assert.equal(res.data.services.storage, 'unavailable')
    })
  })

  test('database lost: unhealthy, 503', async () => {
    await withTestApp(kind, {}, async (t) => {
      await t.app.database.close()
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 503)
      assert.equal(res.data.status, 'unhealthy')
      assert.equal(res.data.services.database, 'disconnected')
    })
  })
})

test('uptime reads as days, hours, minutes and seconds', () => {
  assert.equal(formatUptime(0), '0d 0h 0m 0s')
  assert.equal(formatUptime(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999), '3d 4h 5m 6s')
})
