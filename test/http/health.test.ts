import { test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip } from '../helper.js'
import { formatUptime } from '../../src/modules/health/health.service.js'

eachDatabase((kind) => {
  test('healthy, without the envelope, with Redis disabled when not configured', async () => {
    const t = await buildTestApp(kind)
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.success, undefined)
      assert.equal(res.data.status, 'healthy')
      assert.deepEqual(res.data.services, { database: 'connected', redis: 'disabled', storage: 'available' })
      assert.match(res.data.version, /^\d+\.\d+\.\d+/)
      assert.match(res.data.uptime, /^\d+d \d+h \d+m \d+s$/)
    } finally {
      await t.close()
    }
  })

  test('connected Redis is reported', { skip: redisSkip }, async () => {
    const t = await buildTestApp(kind, { env: { REDIS_URL: REDIS_TEST_URL } })
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.data.status, 'healthy')
      assert.equal(res.data.services.redis, 'connected')
    } finally {
      await t.close()
    }
  })

  test('Redis configured but unreachable: degraded, still 200', async () => {
    const t = await buildTestApp(kind, { env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.status, 'degraded')
      assert.equal(res.data.services.redis, 'disconnected')
    } finally {
      await t.close()
    }
  })

  test('storage not writable: degraded', async () => {
    const t = await buildTestApp(kind)
    try {
      const uploads = join(t.config.dataDir, 'uploads')
      rmSync(uploads, { recursive: true, force: true })
      writeFileSync(uploads, 'a file where the upload directory should be')
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.status, 'degraded')
      assert.equal(res.data.services.storage, 'unavailable')
    } finally {
      await t.close()
    }
  })

  test('database lost: unhealthy, 503', async () => {
    const t = await buildTestApp(kind)
    try {
      await t.app.database.close()
      const res = await t.request({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 503)
      assert.equal(res.data.status, 'unhealthy')
      assert.equal(res.data.services.database, 'disconnected')
    } finally {
      await t.close()
    }
  })
})

test('uptime reads as days, hours, minutes and seconds', () => {
  assert.equal(formatUptime(0), '0d 0h 0m 0s')
  assert.equal(formatUptime(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999), '3d 4h 5m 6s')
})
