import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase } from '../helper.js'

eachDatabase((kind) => {
  test('ADMIN_EMAIL and ADMIN_PASSWORD create the first administrator at start', async () => {
    const t = await buildTestApp(kind, { env: { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first-admin-password' } })
    try {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'first@example.com', password: 'first-admin-password' } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.data.user.role, 'admin')
    } finally {
      await t.close()
    }
  })

  test('without them, start-up logs how to create one', async () => {
    const lines: string[] = []
    const t = await buildTestApp(kind, { logStream: { write: (line) => lines.push(line) }, logLevel: 'info' })
    try {
      assert.ok(lines.some((line) => line.includes('npm run cli -- create-admin')), lines.join('\n'))
    } finally {
      await t.close()
    }
  })
})
