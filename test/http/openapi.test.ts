import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { Validator } from '@seriousme/openapi-schema-validator'
import { buildTestApp, eachDatabase, type TestApp } from '../helper.js'

eachDatabase((kind) => {
  let t: TestApp
  const routes: Array<{ method: string; url: string }> = []
  before(async () => {
    t = await buildTestApp(kind, {
      beforeModules: (app) => {
        app.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method]
          for (const method of methods) routes.push({ method: method.toLowerCase(), url: route.url })
        })
      }
    })
  })
  after(() => t.close())

  test('the document is valid OpenAPI 3.1', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.openapi, '3.1.0')
    const result = await new Validator().validate(res.data)
    assert.deepEqual(result.errors, undefined)
    assert.equal(result.valid, true)
  })

  test('every API route is in the document and documents its errors with the shared schema', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/openapi.json' && r.method !== 'head')
    assert.ok(apiRoutes.length > 0)
    for (const { method, url } of apiRoutes) {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}')
      const operation = doc.paths[path]?.[method]
      assert.ok(operation, `${method.toUpperCase()} ${path} is missing from the document`)
      assert.ok(operation.responses['500'], `${method.toUpperCase()} ${path} does not document 500`)
      for (const [status, response] of Object.entries<{ content?: Record<string, { schema: { $ref?: string } }> }>(operation.responses)) {
        if (Number(status) < 400 || url === '/api/health') continue
        assert.equal(response.content?.['application/json']?.schema.$ref, '#/components/schemas/ErrorEnvelope', `${method} ${path} ${status}`)
      }
    }
  })

  test('the docs page is served', async () => {
    const res = await t.request({ method: 'GET', url: '/docs/' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/html/)
  })
})
