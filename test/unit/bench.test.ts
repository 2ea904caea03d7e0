// `npm run bench` measures only answers that are right: each of its cases, sent once to the real
// service on a tiny seeded database, must be 2xx, and the anchor must answer what the service
// answers. The requests come from bench/cases.ts itself, so these are the bench's requests.
// No timing is asserted here, and wrk is not needed.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig, prepareDataDir } from '../../src/core/config/config.js'
import { CASES, openSession, send, type RequestSpec } from '../../bench/cases.js'
import { anchorToken, startReference } from '../../bench/ceiling.js'
import { seed } from '../../bench/seed.js'
import { parseWrk } from '../../bench/wrk.js'
import { save, type Report } from '../../bench/report.js'

test('every case of npm run bench is answered 2xx on seeded data, and the anchor answers the same list', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-test-'))
  const started: { app?: FastifyInstance } = {}
  // The service first, then its directory: until it closes it writes there (its storage probe),
  // and a failing hook skips the hooks after it, which would leave the service running and this
  // file's process waiting on it for good.
  t.after(async () => {
    try {
      // fetch keeps its connections open for a few seconds: closed here, the test ends when it is done.
      started.app?.server.closeAllConnections()
      await started.app?.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
  const databaseUrl = `sqlite:${join(dataDir, 'app.db')}`
  const seeded = await seed(databaseUrl, { users: 20, items: 200, orders: 20 })
  assert.ok(seeded.publishedIds.length > 0 && seeded.writableIds.length > 0)

  const jwtSecret = randomBytes(32).toString('hex')
  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ANON_PER_MIN: '1000000',
      RATE_LIMIT_USER_PER_MIN: '1000000'
    })
  )
  const app = await buildApp(config, { logger: false })
  started.app = app
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const session = await openSession(base, seeded)

  // The anchor reads the same file; before the cases write, both lists hold the same items.
  const list = (token: string): RequestSpec => ({ method: 'GET', paths: ['/api/content?limit=20'], tokens: [token] })
  const anchor = await startReference('anchor-sqlite', 0, { database: join(dataDir, 'app.db'), jwtSecret })
  try {
    const anchorBase = `http://127.0.0.1:${anchor.port}`
    const [ours, theirs] = await Promise.all([send(base, list(session.tokens.admin)), send(anchorBase, list(await anchorToken(jwtSecret)))])
    assert.equal(ours.status, 200, ours.text)
    assert.equal(theirs.status, 200, theirs.text)
    type Listed = { data: { items: Array<{ id: string; tags: string[] }>; pagination: { total: number } } }
    const [a, b] = [JSON.parse(ours.text) as Listed, JSON.parse(theirs.text) as Listed]
    assert.equal(b.data.pagination.total, 200)
    assert.deepEqual(b.data.pagination, a.data.pagination)
    assert.deepEqual(b.data.items, a.data.items)
  } finally {
    await anchor.stop()
  }

  for (const c of CASES) {
    const answer = await send(base, c.spec(session))
    assert.ok(answer.status >= 200 && answer.status < 300, `${c.key} (${c.name}): ${answer.status} ${answer.text.slice(0, 500)}`)
  }
})

test("wrk's report is read: req/s, p50, p99 in any unit, answers that were not 2xx, socket errors", () => {
  const report = `Running 10s test @ http://127.0.0.1:3000
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms  512.00us  20.00ms   90.00%
    Req/Sec    23.80k     1.20k   25.00k    70.00%
  Latency Distribution
     50%  850.00us
     75%    2.00ms
     90%    3.00ms
     99%    1.20s
  236789 requests in 10.00s, 50.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  23678.90
Transfer/sec:      5.00MB
`
  assert.deepEqual(parseWrk(report), { requestsPerSec: 23678.9, p50Ms: 0.85, p99Ms: 1200, requests: 236789, non2xx: 7, socketErrors: 5 })
  const clean = report.replace(/^\s+Socket errors.*\n/m, '').replace(/^\s+Non-2xx.*\n/m, '')
  assert.deepEqual(parseWrk(clean), { requestsPerSec: 23678.9, p50Ms: 0.85, p99Ms: 1200, requests: 236789, non2xx: 0, socketErrors: 0 })
})

test('two runs started within one minute are both kept: the second file adds its seconds', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const report = (date: string): Report => ({
    date,
    database: 'sqlite',
    quick: true,
    machine: { cpu: 'test CPU', mhz: 2600, cores: 2, node: process.versions.node, database: 'SQLite', stealPercent: 1.25 },
    git: { commit: 'abc', srcChanged: false },
    settings: { connections: 50, warmupSeconds: 2, seconds: 3, runs: 1, uploadSeconds: 3 },
    seed: { users: 1, items: 1, orders: 1, seconds: 1 },
    command: 'node dist/server.js',
    firstStartMs: 1,
    restartMs: 1,
    stopMs: 1,
    peakRssMiB: 1,
    cases: [],
    ok: true
  })
  assert.equal(await save(report('2026-11-24T07:49:05.000Z'), dir), join(dir, '2026-11-24-0749-sqlite-quick.md'))
  assert.equal(await save(report('2026-11-24T07:49:40.000Z'), dir), join(dir, '2026-11-24-074940-sqlite-quick.md'))
  assert.match(readFileSync(join(dir, '2026-11-24-0749-sqlite-quick.md'), 'utf8'), /test CPU at 2600 MHz, 2 cores, Node [\d.]+; the host took 1\.3% of the CPU time \(steal\)/)
  assert.deepEqual(readdirSync(dir).sort(), ['2026-11-24-0749-sqlite-quick.json', '2026-11-24-0749-sqlite-quick.md', '2026-11-24-074940-sqlite-quick.json', '2026-11-24-074940-sqlite-quick.md'])
})
