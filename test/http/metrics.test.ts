import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'
import { buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, withTestApp, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789'

/** A relay to the test Redis on a port of its own, which can go away and come back on that port. */
async function redisRelay(port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const target = new URL(REDIS_TEST_URL)
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => (socket === client ? upstream : client).destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      sockets.forEach((socket) => socket.destroy())
      await new Promise((resolve) => server.close(resolve))
    }
  }
}

eachDatabase((kind) => {
  describe('GET /api/metrics', () => {
    let t: TestApp
    let admin: TestUser
    before(async () => {
      t = await buildTestApp(kind)
      admin = await createUser(t, { role: 'admin' })
    })
    after(() => t.close())
    const metrics = async () => {
      const res = await t.request({ method: 'GET', url: '/api/metrics', headers: bearer(admin.token) })
      assert.equal(res.statusCode, 200, res.body)
      return res.data.data
    }

    test('cpu, memory and disk are percents; network is bytes per second; the sample is recent', async () => {
      await t.app.metrics.sample()
      const data = await metrics()
      for (const field of ['cpu', 'memory', 'disk'] as const) {
        assert.equal(typeof data[field], 'number', field)
        assert.ok(data[field] >= 0 && data[field] <= 100, `${field} ${data[field]}`)
      }
      assert.ok(data.memory > 0, 'a running machine uses some memory')
      assert.ok(data.disk > 0, 'the volume of DATA_DIR holds at least this database')
      for (const way of ['inbound', 'outbound'] as const) {
        assert.ok(Number.isInteger(data.network[way]) && data.network[way] >= 0, way)
      }
      assert.ok(Date.now() - Date.parse(data.sampledAt) < 10_000)
    })

    test('requests.total counts every answer since start: the asking request itself is counted after it', async () => {
      const first = await metrics()
      await t.request({ method: 'GET', url: '/api/health' })
      await t.request({ method: 'GET', url: '/api/no-such-route' })
      await t.request({ method: 'GET', url: '/api/orders?limit=0', headers: bearer(admin.token) })
      const second = await metrics()
      const delta = (read: (data: typeof first) => number) => read(second) - read(first)
      assert.equal(delta((d) => d.requests.total), 4) // the first /api/metrics and the three between
      assert.equal(delta((d) => d.requests.successful), 2)
      assert.equal(delta((d) => d.requests.failed), 2)
      assert.deepEqual(
        Object.fromEntries(Object.keys(first.requests.byStatusClass).map((k) => [k, second.requests.byStatusClass[k] - first.requests.byStatusClass[k]])),
        { '1xx': 0, '2xx': 2, '3xx': 0, '4xx': 2, '5xx': 0 }
      )
      const { lastMinute } = second.requests
      assert.ok(lastMinute.total >= 4 && lastMinute.total <= second.requests.total)
      assert.ok(lastMinute.byStatusClass['4xx'] >= 2)
      assert.ok(lastMinute.p50Ms > 0 && lastMinute.p99Ms >= lastMinute.p50Ms, JSON.stringify(lastMinute))
    })

    test('administrators only: a user gets 403, no token 401', async () => {
      const user = await createUser(t)
      const res = await t.request({ method: 'GET', url: '/api/metrics', headers: bearer(user.token) })
      assert.equal(res.statusCode, 403)
      assert.equal(res.data.error.code, 'FORBIDDEN')
      assert.equal((await t.request({ method: 'GET', url: '/api/metrics' })).statusCode, 401)
    })
  })

  describe('GET /metrics (Prometheus)', () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(kind, { env: { METRICS_TOKEN } })
    })
    after(() => t.close())
    const scrape = async (): Promise<MetricFamily[]> => {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })
      assert.equal(res.statusCode, 200, res.body)
      assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
      return parsePrometheusTextFormat(res.body)
    }
    const family = (families: MetricFamily[], name: string) => {
      const found = families.find((f) => f.name === name)
      assert.ok(found, `${name} is exported`)
      return found
    }
    const counter = (families: MetricFamily[], name: string) => Number(family(families, name).metrics[0]?.value ?? 0)

    const refusals: Array<[string, Record<string, string>]> = [
      ['no Authorization', {}],
      ['another token', bearer('not-the-metrics-token-at-all')],
      ['the token without the Bearer scheme', { authorization: METRICS_TOKEN }]
    ]
    for (const [name, headers] of refusals) {
      test(`${name}: 404 NOT_FOUND in the envelope`, async () => {
        const res = await t.request({ method: 'GET', url: '/metrics', headers })
        assert.equal(res.statusCode, 404)
        assert.equal(res.data.success, false)
        assert.equal(res.data.error.code, 'NOT_FOUND')
      })
    }

    test('request durations by method, route pattern and status; Node process metrics', async () => {
      const user = await createUser(t)
      await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) })
      await t.request({ method: 'GET', url: `/api/v1/content/${'x'.repeat(10)}`, headers: bearer(user.token) })
      const families = await scrape()
      assert.equal(family(families, 'http_request_duration_seconds').type, 'HISTOGRAM')
      // parse-prometheus-text-format folds a histogram's labelled series into one (it keeps
      // only unlabelled _count and _sum), so the series by label are read from the registry.
      const { values } = await t.app.metrics.registry.getSingleMetric('http_request_duration_seconds')!.get()
      const count = (route: string, status: number) =>
        (values as Array<(typeof values)[number] & { metricName?: string }>).find((v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === route && v.labels.status_code === String(status) && v.labels.method === 'GET')?.value
      assert.equal(count('/api/users/me', 200), 1)
      assert.equal(count('/api/content/:id', 404), 1, 'the pattern, never the raw URL')
      assert.ok(families.some((f) => f.name === 'process_cpu_user_seconds_total'))
      assert.ok(families.some((f) => f.name === 'nodejs_heap_size_used_bytes'))
    })

    test('login failures and rate-limit rejections are counted', async () => {
      const user = await createUser(t)
      const before = await scrape()
      for (let i = 0; i < 11; i++) {
        await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.user.email, password: 'wrong-password' } })
      }
      const after = await scrape()
      assert.equal(counter(after, 'login_failures_total') - counter(before, 'login_failures_total'), 10)
      assert.equal(counter(after, 'rate_limit_rejections_total') - counter(before, 'rate_limit_rejections_total'), 1)
    })

    test('another part of the app can add a counter (the webhook deliveries) and it is exported', async () => {
      const deliveries = t.app.metrics.counter({ name: 'webhook_deliveries_total', help: 'Webhook deliveries by outcome', labelNames: ['outcome'] })
      assert.equal(t.app.metrics.counter({ name: 'webhook_deliveries_total', help: 'again' }), deliveries)
      deliveries.inc({ outcome: 'success' }, 2)
      deliveries.inc({ outcome: 'failure' })
      const found = family(await scrape(), 'webhook_deliveries_total')
      assert.deepEqual(
        found.metrics.map((m) => [m.labels?.outcome, m.value]).sort(),
        [['failure', '1'], ['success', '2']]
      )
    })

    test('each app has its own registry: another instance in this process counts only its own requests', async () => {
      await withTestApp(kind, { env: { METRICS_TOKEN } }, async (other) => {
        const res = await other.request({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })
        const durations = parsePrometheusTextFormat(res.body).find((f) => f.name === 'http_request_duration_seconds')
        assert.deepEqual(durations?.metrics ?? [], [])
      })
    })
  })

  test('Redis lost and back: one system.alert each, in the activity log', { skip: redisSkip }, async () => {
    let relay = await redisRelay()
    const { port } = relay
    await withTestApp(kind, { env: { REDIS_URL: `redis://127.0.0.1:${port}` } }, async (t) => {
      const admin = await createUser(t, { role: 'admin' })
      const alerts = async () => {
        const res = await t.request({ method: 'GET', url: '/api/activity?type=system.alert', headers: bearer(admin.token) })
        return res.data.data.items.map((entry: { subject: { id: string } }) => entry.subject.id)
      }
      const samplesUntil = async (count: number) => {
        for (let i = 0; i < 50 && (await alerts()).length < count; i++) {
          await t.app.metrics.sample()
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
      await t.app.metrics.sample()
      assert.deepEqual(await alerts(), [])
      await relay.close()
      await samplesUntil(1)
      await t.app.metrics.sample()
      assert.deepEqual(await alerts(), ['redis'])
      relay = await redisRelay(port)
      await samplesUntil(2)
      await t.app.metrics.sample()
      assert.deepEqual(await alerts(), ['redis', 'redis'])
      const rows = await t.app.database.db.selectFrom('events').select('payload').where('type', '=', 'system.alert').orderBy('id').execute()
      assert.deepEqual(rows.map((row) => JSON.parse(row.payload).state), ['lost', 'back'])
    })
    await relay.close()
  })

  test('without METRICS_TOKEN, /metrics is 404 whatever is presented', async () => {
    await withTestApp(kind, {}, async (t) => {
      for (const headers of [{}, bearer('anything-at-all-1234567890')]) {
        const res = await t.request({ method: 'GET', url: '/metrics', headers })
        assert.equal(res.statusCode, 404)
        assert.equal(res.data.error.code, 'NOT_FOUND')
      }
    })
  })
})
