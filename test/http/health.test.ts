import { AsyncLocalStorage } from 'node:async_hooks'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { withTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, type TestApp, type TestResponse } from '../helper.js'
import { formatUptime } from '../../src/modules/health/health.service.js'

eachDatabase((kind) => {
  test('healthy, without the envelope, with Redis disabled when not configured', async () => {
    await withTestApp(kind, {}, async (t) => {
      const res = await healthUntil(t, (body) => body.status === 'healthy')
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
      const res = await healthUntil(t, (body) => body.status === 'healthy')
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

  test('storage not writable: degraded within the background probe, available again once it can write', async () => {
    await withTestApp(kind, {}, async (t) => {
      const uploads = join(t.config.dataDir, 'uploads')
      // The background probe may be writing in it, or making it again, this very moment.
      for (let tries = 0; ; tries++) {
        try {
          rmSync(uploads, { recursive: true, force: true, maxRetries: 10 })
          writeFileSync(uploads, 'a file where the upload directory should be', { flag: 'wx' })
          break
        } catch (error) {
          if (tries > 20) throw error
        }
      }
      const broken = await healthUntil(t, (body) => body.services.storage === 'unavailable')
      assert.equal(broken.statusCode, 200)
      assert.equal(broken.data.status, 'degraded')
      rmSync(uploads, { force: true })
      const mended = await healthUntil(t, (body) => body.services.storage === 'available')
      assert.equal(mended.data.status, 'healthy')
    })
  })

  test('the health check reads the last probe: it never touches storage itself', async () => {
    await withTestApp(kind, {}, async (t) => {
      let probes = 0
      const probe = t.app.storage.probe.bind(t.app.storage)
      t.app.storage.probe = () => {
        probes++
        return probe()
      }
      const began = Date.now()
      for (let i = 0; i < 20; i++) assert.equal((await t.request({ method: 'GET', url: '/api/health' })).statusCode, 200)
      // The background probe runs once a second; twenty checks in a row made no probe of their
      // own (they take a few ms, or seconds on a loaded machine: each second may hold one probe).
      const seconds = Math.floor((Date.now() - began) / 1000) + 1
      assert.ok(probes <= seconds, `${probes} probes in ${seconds} s`)
    })
  })

  test('the database is asked at most twice a second, however many checks come', async () => {
    await withTestApp(kind, {}, async (t) => {
      // Only the pings the checks make: the metrics sampler pings the database too, every 5 s on
      // its own timer, and one falling within a burst of a few ms is not the health check's.
      const checking = new AsyncLocalStorage<true>()
      let pings = 0
      const ping = t.app.database.ping
      t.app.database.ping = () => {
        if (checking.getStore()) pings++
        return ping()
      }
      const began = Date.now()
      const answers = await checking.run(true, () => Promise.all(Array.from({ length: 50 }, () => t.request({ method: 'GET', url: '/api/health' }))))
      for (const res of answers) assert.equal(res.data.services.database, 'connected')
      const halfSeconds = Math.floor((Date.now() - began) / 500) + 1
      assert.ok(pings >= 1 && pings <= halfSeconds, `${pings} pings in ${halfSeconds} half-seconds`)
    })
  })

  test('a database lost after a healthy check shows within 2 s', async () => {
    await withTestApp(kind, {}, async (t) => {
      assert.equal((await t.request({ method: 'GET', url: '/api/health' })).statusCode, 200)
      const lostAt = Date.now()
      await t.app.database.close()
      let res: TestResponse
      for (;;) {
        // Judged by when each check was asked, not answered: a busy machine may answer late, but a
        // check asked past the documented bound (a sample's age plus the check's timeout) must not pass.
        const askedAt = Date.now()
        res = await t.request({ method: 'GET', url: '/api/health' })
        if (res.statusCode === 503) break
        assert.ok(askedAt - lostAt < 2000, `a check asked ${askedAt - lostAt} ms after the loss said ${res.statusCode}`)
        await sleep(50)
      }
      assert.equal(res.data.services.database, 'disconnected')
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

/**
 * Asks for health until `done` holds, for at most 30 s: each check (storage every second, the
 * database and Redis twice a second) is given 1.5 s, and on a busy machine one can run out of
 * it, so that the report is degraded until the next check.
 */
async function healthUntil(t: TestApp, done: (body: { status: string; services: Record<string, string> }) => boolean): Promise<TestResponse> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    if (done(res.data) || Date.now() > deadline) return res
    await sleep(100)
  }
}

test('uptime reads as days, hours, minutes and seconds', () => {
  assert.equal(formatUptime(0), '0d 0h 0m 0s')
  assert.equal(formatUptime(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999), '3d 4h 5m 6s')
})
