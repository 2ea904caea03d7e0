import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { listening } from '../support/sse.js'

// A large cached answer is built into memory of its own per request and freed once written
// (core/http/serializers.ts): over a real connection, every answer must still arrive whole.
eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let base: string

  before(async () => {
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin' })
    // Enough text that a page's JSON is larger than a slice of Buffer's pool.
    for (let i = 0; i < 20; i++) {
      const res = await t.request({ method: 'POST', url: '/api/content', headers: bearer(admin.token), payload: { title: `item ${i}`, content: `${i} `.repeat(2000) } })
      assert.equal(res.statusCode, 201, res.body)
    }
    base = await listening(t)
  })
  after(() => t.close())

  test('a large cached page answered again and again over one connection arrives whole each time', async () => {
    const bodies: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/content?limit=20`, { headers: bearer(admin.token) })
      assert.equal(res.status, 200)
      const text = await res.text()
      assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text))
      bodies.push(text.replace(/"timestamp":"[^"]*"/, '"timestamp":""'))
    }
    assert.ok(bodies[0]!.length > 64 * 1024, `the page is ${bodies[0]!.length} characters`)
    assert.equal(JSON.parse(bodies[0]!).data.items.length, 20)
    for (const body of bodies) assert.equal(body, bodies[0])
  })
})
