import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp } from '../helper.js'

test("a mailed link's token and a stream ticket never reach the request log; the rest of the address does", async () => {
  const lines: string[] = []
  const t = await buildTestApp('sqlite', { logStream: { write: (line) => lines.push(line) }, logLevel: 'info' })
  try {
    await t.request({ method: 'GET', url: '/reset-password?token=mailed-secret-1&lang=fr' })
    await t.request({ method: 'GET', url: '/api/health?x=1&TOKEN=mailed-secret-2' })
    await t.request({ method: 'GET', url: '/api/stream?ticket=mailed-secret-3&lastEventId=e1' })
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined)
    assert.deepEqual(urls, ['/reset-password?token=[redacted]&lang=fr', '/api/health?x=1&TOKEN=[redacted]', '/api/stream?ticket=[redacted]&lastEventId=e1'])
    assert.ok(!lines.join('\n').includes('mailed-secret'), lines.join('\n'))
  } finally {
    await t.close()
  }
})
