import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTestApp, eachDatabase, freshDatabase, withTestApp } from '../helper.js'

eachDatabase((kind) => {
  test('ADMIN_EMAIL and ADMIN_PASSWORD create the first administrator at start', async () => {
    await withTestApp(kind, { env: { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first-admin-password' } }, async (t) => {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'first@example.com', password: 'first-admin-password' } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.data.user.role, 'admin')
    })
  })

  test('without them, start-up logs how to create one', async () => {
    const lines: string[] = []
    await withTestApp(kind, { logStream: { write: (line) => lines.push(line) }, logLevel: 'info' }, async () => {
      assert.ok(lines.some((line) => line.includes('npm run cli -- create-admin')), lines.join('\n'))
    })
  })

  test('instances starting together on an empty database all start, with one administrator', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-admin-'))
    const database = await freshDatabase(kind, dir)
    try {
      // Migrated first, so that only the creation of the administrator races.
      await withTestApp(kind, { database }, async () => {})
      const env = { ADMIN_EMAIL: 'together@example.com', ADMIN_PASSWORD: 'first-admin-password' }
      const started = await Promise.allSettled([buildTestApp(kind, { env, database }), buildTestApp(kind, { env, database })])
      for (const result of started) if (result.status === 'fulfilled') await result.value.close()
      assert.deepEqual(
        started.map((result) => result.status === 'fulfilled' || String(result.reason)),
        [true, true]
      )
      await withTestApp(kind, { database }, async (t) => {
        assert.equal((await t.app.users.list({ page: 1, limit: 10, sort: 'createdAt', role: 'admin' })).pagination.total, 1)
      })
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('an existing administrator leaves ADMIN_EMAIL unused', async () => {
    await withTestApp(kind, {}, async (first) => {
      await first.app.users.ensureAdmin('already@example.com', 'already-admin-password')
      await withTestApp(kind, { database: first.database, env: { ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'second-admin-password' } }, async (t) => {
        const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'second@example.com', password: 'second-admin-password' } })
        assert.equal(res.statusCode, 401)
      })
    })
  })
})
