import { test } from 'node:test'
import assert from 'node:assert/strict'
import { withTestApp, eachDatabase } from '../helper.js'

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
})
