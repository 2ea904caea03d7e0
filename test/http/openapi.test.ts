import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { Validator } from '@seriousme/openapi-schema-validator'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { AppError, ERROR_STATUS } from '../../src/core/errors.js'
import { buildTestApp, eachDatabase, withTestApp, type TestApp } from '../helper.js'

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

interface MediaType {
  schema: object
  example?: unknown
  examples?: Record<string, { value: unknown }>
}

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

  test("the document passes Redocly's recommended rules", async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' })
    // A private service has no licence to name.
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } })
    const problems = await lintFromString({ source: res.body, absoluteRef: '/openapi.json', config })
    assert.deepEqual(
      problems.map((p) => `${p.ruleId} ${p.message} at ${p.location[0]?.pointer}`),
      []
    )
  })

  test('every operation has an id, a summary, its security, and a description and the common headers on each answer', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    const ids = new Set<string>()
    interface Response {
      description?: string
      headers: Record<string, unknown>
    }
    interface Operation {
      operationId?: string
      summary?: string
      security?: unknown[]
      responses: Record<string, Response>
    }
    for (const [path, operations] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`
        assert.match(operation.operationId ?? '', /^[a-z][A-Za-z]+$/, name)
        assert.ok(!ids.has(operation.operationId!), `${name}: operationId ${operation.operationId} is used twice`)
        ids.add(operation.operationId!)
        assert.ok(operation.summary, `${name} has no summary`)
        assert.ok(Array.isArray(operation.security), `${name} does not state its security`)
        for (const [status, response] of Object.entries(operation.responses)) {
          assert.ok(response.description && response.description !== 'Default Response', `${name} ${status} has no description`)
          assert.ok(response.headers['X-Request-Id'] && response.headers['API-Version'], `${name} ${status} lacks the common headers`)
          if (status === '401') assert.ok(response.headers['WWW-Authenticate'], `${name} 401 lacks WWW-Authenticate`)
          if (status === '429') assert.ok(response.headers['Retry-After'], `${name} 429 lacks Retry-After`)
          if ('429' in operation.responses) assert.ok(response.headers['X-RateLimit-Remaining'], `${name} ${status} lacks X-RateLimit-*`)
        }
      }
    }
    assert.equal(doc.paths['/api/settings/public'].get.security.length, 0)
    assert.deepEqual(doc.paths['/api/content'].get.security, [{ bearerAuth: [] }, { apiToken: [] }])
    // What a leaked API token must not reach takes a sign-in's token alone.
    assert.deepEqual(doc.paths['/api/auth/tokens'].post.security, [{ bearerAuth: [] }])
    assert.ok(doc.components.securitySchemes.apiToken, 'the API token scheme is described')
  })

  test('every JSON request body has an example, and each example is valid against its schema', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    let checked = 0
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: { content: Record<string, MediaType> } }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const media = operation.requestBody?.content['application/json']
        if (!media) continue
        const examples = media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e) => e.value)
        assert.ok(examples.length > 0, `${method.toUpperCase()} ${path} has no example body`)
        const validate = ajv.compile(media.schema)
        for (const example of examples) {
          assert.ok(validate(example), `${method.toUpperCase()} ${path}: example ${JSON.stringify(example)} is invalid: ${ajv.errorsText(validate.errors)}`)
          checked++
        }
      }
    }
    assert.ok(checked >= 10, `only ${checked} examples checked`)
  })

  test('parameters with a default are optional, and error.code names every code the service answers', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    const parameters = doc.paths['/api/content'].get.parameters as Array<{ name: string; required?: boolean }>
    for (const name of ['page', 'limit', 'sort']) {
      assert.equal(parameters.find((p) => p.name === name)?.required, false, name)
    }
    assert.deepEqual(doc.components.schemas.ErrorEnvelope.properties.error.properties.code.enum.sort(), Object.keys(ERROR_STATUS).sort())
  })

  test('an error status a route does not document fails the test that provokes it (the whole suite checks the document so)', async () => {
    await withTestApp(kind, {
      extend: (app) => {
        app.get('/api/undocumented', { schema: { operationId: 'probe', summary: 'probe' } }, async () => {
          throw new AppError('FORBIDDEN', 'no')
        })
      }
    }, async (probe) => {
      await assert.rejects(probe.request({ method: 'GET', url: '/api/undocumented' }), /GET \/api\/undocumented answered 403, which its OpenAPI entry does not list/)
    })
  })

  test('a body sent to a route that reads none is still parsed, so its 400, 413 and 415 are documented', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    for (const status of ['400', '413', '415']) assert.ok(doc.paths['/api/auth/logout'].post.responses[status], status)
  })

  test('the docs page is served', async () => {
    const res = await t.request({ method: 'GET', url: '/docs/' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/html/)
  })
})
