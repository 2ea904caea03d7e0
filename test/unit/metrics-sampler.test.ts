import { after, before, beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase, until, type TestApp } from '../helper.js'
import { bearer, createUser } from '../accounts.js'
import { alertWriter } from '../../src/modules/metrics/alerts.js'
import { Sampler, type Alert, type Probes } from '../../src/modules/metrics/sampler.js'
import { bytesPerSecond, cpuPercent, readNetworkBytes } from '../../src/modules/metrics/system-probes.js'
import { RequestStats } from '../../src/modules/metrics/request-stats.js'

const quiet = { warn: () => {}, error: () => {} }

eachDatabase((kind) => {
  let t: TestApp
  // What the machine and its dependencies say at the next sample; the test sets them.
  let now: { disk: number; database: boolean; redis: boolean }
  // While the database is "down" for the sampler, its writes fail as they would.
  let writable: boolean
  let sampler: Sampler
  // Each sample happens one second after the one before.
  let clock: number

  before(async () => {
    t = await buildTestApp(kind)
  })
  after(() => t.close())
  beforeEach(async () => {
    await t.app.database.db.deleteFrom('events').where('type', '=', 'system.alert').execute()
    now = { disk: 50, database: true, redis: true }
    writable = true
    clock = Date.parse('2026-01-01T00:00:00.000Z')
    const write = alertWriter(t.app.database.db, t.app.events)
    const probes: Probes = {
      cpuTimes: () => ({ busy: 1, total: 2 }),
      memory: () => 40,
      disk: async () => now.disk,
      network: async () => undefined,
      database: async () => now.database,
      redis: async () => now.redis
    }
    sampler = new Sampler({
      probes,
      intervalMs: 60_000,
      log: quiet,
      now: () => new Date((clock += 1000)),
      writeAlert: async (alert) => {
        if (!writable) throw new Error('database unreachable')
        await write(alert)
      }
    })
  })

  const alerts = async () => {
    const rows = await t.app.database.db.selectFrom('events').selectAll().where('type', '=', 'system.alert').orderBy('id').execute()
    return rows.map((row) => {
      const data = JSON.parse(row.payload) as Alert
      assert.equal(row.actor_id, null)
      assert.equal(row.subject_type, 'system')
      assert.equal(row.subject_id, data.condition)
      return `${data.condition} ${data.state}`
    })
  }
  const samples = async (...states: Array<Partial<typeof now>>) => {
    for (const state of states) {
      Object.assign(now, state)
      await sampler.sample()
    }
  }

  test('disk: one alert when use passes 90%, one when it is back under 88%, none per sample in between', async () => {
    await samples({ disk: 50 }, { disk: 91 }, { disk: 95 }, { disk: 89 }, { disk: 91 }, { disk: 87.9 }, { disk: 89 }, { disk: 92 })
    assert.deepEqual(await alerts(), ['disk high', 'disk normal', 'disk high'])
  })

  test('redis: lost once, back once, whatever the number of samples', async () => {
    await samples({ redis: true }, { redis: false }, { redis: false }, { redis: false }, { redis: true }, { redis: true })
    assert.deepEqual(await alerts(), ['redis lost', 'redis back'])
  })

  test('database: nothing can be written while it is down; "lost" and "back" are written, in order, once it is back', async () => {
    await samples({ database: true })
    writable = false
    await samples({ database: false })
    const lostAt = sampler.latest()!.sampledAt
    await samples({ database: false })
    assert.deepEqual(await alerts(), [])
    writable = true
    await samples({ database: true })
    const backAt = sampler.latest()!.sampledAt
    await samples({ database: true })
    assert.deepEqual(await alerts(), ['database lost', 'database back'])
    const rows = await t.app.database.db.selectFrom('events').select('payload').where('type', '=', 'system.alert').orderBy('id').execute()
    const [lost, back] = rows.map((row) => JSON.parse(row.payload) as Alert)
    assert.deepEqual([lost!.observedAt, back!.observedAt], [lostAt, backAt], 'the loss keeps the time it was seen')
    assert.ok(lostAt < backAt)
  })

  test('the alerts are in the activity log as system.alert with no actor', async () => {
    const admin = await createUser(t, { role: 'admin' })
    await samples({ disk: 99 })
    const res = await t.request({ method: 'GET', url: '/api/activity?type=system.', headers: bearer(admin.token) })
    assert.equal(res.data.data.items[0].type, 'system.alert')
    assert.deepEqual(res.data.data.items[0].actor, null)
    assert.deepEqual(res.data.data.items[0].subject, { type: 'system', id: 'disk' })
  })
})

test('the sampler runs on a timer that does not hold the process open, and stops', async () => {
  let taken = 0
  const sampler = new Sampler({
    probes: { cpuTimes: () => ({ busy: 0, total: 0 }), memory: () => 0, disk: async () => 0, network: async () => undefined, database: async () => true },
    intervalMs: 10,
    log: quiet,
    writeAlert: async () => {}
  })
  const original = sampler.sample.bind(sampler)
  sampler.sample = () => (taken++, original())
  await sampler.start()
  await until(() => taken >= 2, 'the timer to sample twice')
  await sampler.stop()
  const stopped = taken
  await new Promise((resolve) => setTimeout(resolve, 40))
  assert.equal(taken, stopped)
})

test('cpu and network rates from two readings', () => {
  assert.equal(cpuPercent({ busy: 100, total: 1000 }, { busy: 350, total: 1500 }), 50)
  assert.equal(cpuPercent({ busy: 1, total: 1 }, { busy: 1, total: 1 }), 0)
  assert.deepEqual(bytesPerSecond({ inbound: 1000, outbound: 0 }, { inbound: 3000, outbound: 500 }, 2), { inbound: 1000, outbound: 250 })
  assert.deepEqual(bytesPerSecond({ inbound: 5000, outbound: 5000 }, { inbound: 10, outbound: 10 }, 2), { inbound: 0, outbound: 0 }, 'counters reset')
  assert.deepEqual(bytesPerSecond(undefined, { inbound: 1, outbound: 1 }, 2), { inbound: 0, outbound: 0 })
})

test('network counters: read from /proc/net/dev without loopback; undefined where there is none', async () => {
  assert.equal(await readNetworkBytes('/no/such/file'), undefined)
  const bytes = await readNetworkBytes()
  if (bytes) assert.ok(bytes.inbound >= 0 && bytes.outbound >= 0)
})

test('request stats: classes since start, and p50/p99 over the last minute only', () => {
  let clock = 1_000_000
  const stats = new RequestStats(() => clock)
  for (let i = 0; i < 98; i++) stats.record(200, 10)
  stats.record(404, 100)
  stats.record(500, 1000)
  assert.deepEqual(stats.sinceStart(), { total: 100, successful: 98, failed: 2, byStatusClass: { '1xx': 0, '2xx': 98, '3xx': 0, '4xx': 1, '5xx': 1 } })
  const minute = stats.lastMinute()
  assert.equal(minute.total, 100)
  assert.ok(Math.abs(minute.p50Ms! - 10) / 10 <= 0.05, `p50 ${minute.p50Ms}`)
  assert.ok(Math.abs(minute.p99Ms! - 100) / 100 <= 0.05, `p99 ${minute.p99Ms}`)
  clock += 61_000
  assert.deepEqual({ ...stats.lastMinute(), byStatusClass: undefined }, { total: 0, byStatusClass: undefined, p50Ms: null, p99Ms: null })
  assert.equal(stats.sinceStart().total, 100)
})
