import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { freshDatabase, pgSkip, tcpRelay, testApp, until, type TestApp } from '../helper.js'
import { bearer, createUser } from '../accounts.js'

const LIMITS = { PG_QUERY_TIMEOUT_MS: '1000', PG_STATEMENT_TIMEOUT_MS: '500' }
// The bound on one call: a connection within the query timeout, then the call within it.
const BOUND_MS = 2000
// Wall-clock checks allow this many bounds: a busy machine's pauses alone can outlast one bound,
// while a call that waits for good (the failure these catch) outlasts any.
const SLACK = 4
// Far longer than SLACK bounds, so a statement the server did not cancel cannot pass for one it did.
const SLEEP_S = 60

describe('PostgreSQL that stops answering', { skip: pgSkip }, () => {
  test('behind a proxy that stops forwarding, calls answer 503 within the query timeout and close their connections; the pool recovers when it resumes', { timeout: 60_000 }, async (context) => {
    const root = mkdtempSync(join(tmpdir(), 'admin-pg-stall-'))
    const database = await freshDatabase('postgres', root)
    const target = new URL(database.url)
    const relay = await tcpRelay(target.hostname, Number(target.port || 5432))
    context.after(async () => {
      await relay.close()
      await database.drop()
      rmSync(root, { recursive: true, force: true })
    })
    const relayed = new URL(database.url)
    relayed.host = `127.0.0.1:${relay.port}`
    const t = await testApp(context, 'postgres', { database: { ...database, url: relayed.toString() }, env: LIMITS })
    const { token } = await createUser(t)
    // The caller's sessions: read from the database on every request (lists such as files are
    // answered from a page cache, which a stalled database does not reach).
    const sessions = () => t.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) })
    assert.equal((await sessions()).statusCode, 200)

    const stalledAt = Date.now()
    relay.stall()
    // More calls than the pool has connections: every one answers, none waits for good.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const started = Date.now()
        const res = await sessions()
        return { res, ms: Date.now() - started }
      })
    )
    for (const { res, ms } of answers) {
      assert.equal(res.statusCode, 503, res.body)
      assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
      assert.ok(ms < SLACK * (2 * BOUND_MS + 1000), `answered after ${ms} ms`)
    }
    // Every connection the pool had when the proxy froze was closed, not kept with a call stuck on it.
    await until(() => relay.openSince(stalledAt) === 0, 'the stuck connections to be closed', SLACK * 3 * BOUND_MS)

    relay.resume()
    await until(async () => (await sessions()).statusCode === 200, 'the service to answer again', 10_000)
    const again = await Promise.all(Array.from({ length: 12 }, () => sessions()))
    assert.deepEqual(again.map((res) => res.statusCode), Array(12).fill(200))
  })

  test('a statement past PG_STATEMENT_TIMEOUT_MS is cancelled by the server: 503, and its connection stays usable', async (context) => {
    const t: TestApp = await testApp(context, 'postgres', {
      env: LIMITS,
      extend: (app) => {
        app.get('/slow', async () => sql`select pg_sleep(${SLEEP_S})`.execute(app.database.db).then(() => ({ slept: true })))
        // The same statement on one connection, then that connection asked who it is.
        app.get('/slow-then-again', async () =>
          app.database.db.connection().execute(async (connection) => {
            const pid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)).rows[0]!.pid
            const before = await pid()
            const code = await sql`select pg_sleep(${SLEEP_S})`.execute(connection).then(() => 'slept', (error: { code?: string }) => error.code)
            return { code, sameConnection: (await pid()) === before }
          })
        )
      }
    })
    const started = Date.now()
    const res = await t.request({ method: 'GET', url: '/slow' })
    assert.equal(res.statusCode, 503)
    assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
    assert.ok(Date.now() - started < SLACK * BOUND_MS, `answered after ${Date.now() - started} ms`)
    assert.deepEqual((await t.request({ method: 'GET', url: '/slow-then-again' })).data, { code: '57014', sameConnection: true })
  })
})
