import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { connect } from 'node:net'
import Type from 'typebox'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, eachDatabase, pgSkip, scenarios, testApp, until, type TestApp, type TestResponse } from '../helper.js'
import { ok } from '../../src/core/http/envelope.js'
import { PageQuery } from '../../src/core/http/pagination.js'

// Routes that exist only in this test, to exercise the conventions every real route inherits.
function addProbeRoutes(app: FastifyInstance): void {
  app.post(
    '/api/probe',
    {
      schema: {
        operationId: 'probe',
        body: Type.Object({
          title: Type.String({ minLength: 1, maxLength: 10 }),
          count: Type.Optional(Type.Integer()),
          tags: Type.Optional(Type.Array(Type.String(), { maxItems: 20 })),
          notifications: Type.Optional(Type.Object({ email: Type.Boolean() }))
        }),
        querystring: Type.Object(PageQuery)
      }
    },
    async (request) => ok({ body: request.body, query: request.query }, 'Probed')
  )
  app.post('/api/probe/no-body', async (request) => ok({ body: request.body ?? null }, 'Done'))
  app.get('/api/probe/count', async () => ok(await app.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()))
  app.get('/api/probe/item/:id', { schema: { operationId: 'probeItem', params: Type.Object({ id: Type.String() }) } }, async (request) => ok(request.params))
  app.get('/api/probe/fail', async () => {
    throw new Error('SELECT secret FROM /var/lib/internal')
  })
  // What the AWS SDK throws when S3 does not answer (core/storage/s3-storage.ts's timeouts).
  app.get('/api/probe/timeout', async () => {
    throw Object.assign(new Error('a request has exceeded the configured 30000 ms requestTimeout'), { name: 'TimeoutError' })
  })
  // What pg or ioredis throw when their connection resets: the code Node gives a request whose client hung up.
  app.get('/api/probe/reset', async (request) => {
    // ?after=ms: the dependency resets that much later (by when the client may have gone).
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { after?: string }).after ?? 0)))
    throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
  })
}

function rawGet(address: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(address)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Sends `text` as-is on a new connection and returns everything the server wrote back. */
function rawExchange(address: string, text: string): Promise<string> {
  const { hostname, port } = new URL(address)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => resolve(answer))
    socket.on('connect', () => socket.write(text))
    socket.setTimeout(5000, () => {
      socket.destroy()
      reject(new Error('no answer within 5 s'))
    })
  })
}

const json = { 'content-type': 'application/json' }
const probe = (payload: unknown, query = '') => ({ method: 'POST' as const, url: `/api/probe${query}`, headers: json, payload: JSON.stringify(payload) })

/** The error envelope: success false and a message, and when given, exactly these details. */
const refusal = (details?: Record<string, string[]>) => (res: TestResponse) => {
  assert.equal(res.data.success, false)
  assert.equal(typeof res.data.error.message, 'string')
  if (details) assert.deepEqual(res.data.error.details, details)
}

eachDatabase((kind) => {
  let t: TestApp
  const logLines: string[] = []
  const loggedFor = (reqId: string) => logLines.map((line) => JSON.parse(line)).find((entry) => entry.reqId === reqId)
  before(async () => {
    t = await buildTestApp(kind, { extend: addProbeRoutes, logStream: { write: (line) => logLines.push(line) } })
  })
  after(() => t.close())
  // Some cases need a real socket (inject() parses and normalises like a client would).
  let address: string | undefined
  const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }))

  test('a success answer is the envelope with a timestamp and the message of a mutation', async () => {
    const res = await t.request({ method: 'POST', url: '/api/probe', headers: json, payload: { title: 'hi' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.success, true)
    assert.deepEqual(res.data.data.body, { title: 'hi' })
    assert.equal(res.data.message, 'Probed')
    assert.match(res.data.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  })

  test('unknown fields are dropped before the handler sees them', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/probe',
      headers: json,
      payload: { title: 'hi', role: 'admin', notifications: { email: true, extra: 1 } }
    })
    assert.deepEqual(res.data.data.body, { title: 'hi', notifications: { email: true } })
  })

  const invalid: Array<[string, unknown, Record<string, string[]>]> = [
    ['missing field', {}, { title: ['is required'] }],
    ['number for a string', { title: 42 }, { title: ['must be a string'] }],
    ['string for an integer', { title: 'a', count: '5' }, { count: ['must be an integer'] }],
    ['nested field, dotted', { title: 'a', notifications: { email: 1 } }, { 'notifications.email': ['must be true or false'] }],
    ['too long', { title: 'x'.repeat(11) }, { title: ['must be at most 10 characters'] }],
    ['an array for the body', [1, 2], { body: ['must be a JSON object'] }]
  ]
  scenarios(
    () => t,
    invalid.map(([name, payload, details]) => ({
      name: `422 VALIDATION_ERROR for a body with ${name}`,
      request: probe(payload),
      status: 422,
      code: 'VALIDATION_ERROR',
      then: refusal(details)
    }))
  )

  const badQueries: Array<[string, string, string]> = [
    ['page=0', 'page', 'must be at least 1'],
    ['limit=101', 'limit', 'must be at most 100'],
    ['limit=abc', 'limit', 'must be an integer'],
    ['page=1&page=2', 'page', 'must be an integer']
  ]
  scenarios(
    () => t,
    badQueries.map(([query, field, message]) => ({
      name: `422 for the query ${query}, keyed by the parameter name`,
      request: probe({ title: 'a' }, `?${query}`),
      status: 422,
      code: 'VALIDATION_ERROR',
      then: refusal({ [field]: [message] })
    }))
  )

  test('query parameters are parsed from their strings, with defaults', async () => {
    const res = await t.request({ method: 'POST', url: '/api/probe?page=3', headers: json, payload: { title: 'a' } })
    assert.deepEqual(res.data.data.query, { page: 3, limit: 20 })
  })

  const malformed: Array<[string, Record<string, string>, string, number, string]> = [
    ['malformed JSON', json, '{"title": ', 400, 'BAD_REQUEST'],
    ['an empty body with a JSON type', json, '', 400, 'BAD_REQUEST'],
    ['JSON sent as text/plain', { 'content-type': 'text/plain' }, '{"title":"a"}', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'title=a', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a 2 MiB body', json, JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }), 413, 'PAYLOAD_TOO_LARGE'],
    ['a body nested 10,000 levels deep', json, '['.repeat(10_000) + ']'.repeat(10_000), 400, 'BAD_REQUEST'],
    ['a __proto__ key', json, '{"title":"a","__proto__":{"polluted":true}}', 400, 'BAD_REQUEST']
  ]
  scenarios(
    () => t,
    malformed.map(([name, headers, payload, status, code]) => ({
      name: `${status} ${code} for ${name}`,
      request: { method: 'POST', url: '/api/probe', headers, payload },
      status,
      code,
      then: refusal()
    }))
  )

  test('an empty body labelled JSON, on a route that reads no body, is no body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/probe/no-body', headers: json, payload: '' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.data.body, null)
  })

  const floods: Array<[string, unknown, string, string]> = [
    ['100,000 array items of the wrong type', { title: 'a', tags: Array(100_000).fill(0) }, 'tags', 'must have at most 20 items'],
    ['100,000 strings holding a NUL', { title: 'a', list: Array(100_000).fill('\u0000') }, 'list.0', 'must not contain the NUL character (U+0000)']
  ]
  scenarios(
    () => t,
    floods.map(([name, body, first, message]) => ({
      name: `a body with ${name} is 422 naming at most 100 fields, not a 100,000-field answer`,
      request: probe(body),
      status: 422,
      code: 'VALIDATION_ERROR',
      field: first,
      then: (res) => {
        const fields = Object.keys(res.data.error.details)
        assert.ok(fields.length <= 100, `${fields.length} fields in details`)
        assert.equal(fields[0], first)
        assert.deepEqual(res.data.error.details[first], [message])
      }
    }))
  )

  const nul = 'must not contain the NUL character (U+0000)'
  const nulCases: Array<[string, Parameters<TestApp['request']>[0], Record<string, string[]>]> = [
    ['a body field', { method: 'POST', url: '/api/probe', headers: json, payload: { title: 'a\u0000b' } }, { title: [nul] }],
    [
      'a nested field and an array item',
      { method: 'POST', url: '/api/probe', headers: json, payload: { title: 'ok', notifications: { x: '\u0000' }, list: ['a', '\u0000'] } },
      { 'notifications.x': [nul], 'list.1': [nul] }
    ],
    ['a query parameter', { method: 'POST', url: '/api/probe?search=%00', headers: json, payload: { title: 'ok' } }, { search: [nul] }],
    ['a path parameter', { method: 'GET', url: '/api/probe/item/a%00b' }, { id: [nul] }]
  ]
  scenarios(
    () => t,
    nulCases.map(([name, request, details]) => ({
      name: `a NUL character in ${name} is 422 on that field, on every route, before the database sees it`,
      request,
      status: 422,
      code: 'VALIDATION_ERROR',
      then: refusal(details)
    }))
  )

  test("the router's own failures answer in the envelope with the usual headers", async () => {
    const tooLong = await t.request({ method: 'GET', url: `/api/probe/item/${'x'.repeat(300)}` })
    assert.equal(tooLong.statusCode, 404)
    assert.equal(tooLong.data.error.code, 'NOT_FOUND')
    const malformed = await t.request({ method: 'GET', url: '/api/probe/item/%E0%A4%A' })
    assert.equal(malformed.statusCode, 400)
    assert.equal(malformed.data.error.code, 'BAD_REQUEST')
    for (const res of [tooLong, malformed]) {
      assert.equal(res.data.success, false)
      assert.equal(res.headers['api-version'], 'v1')
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    }
  })

  test('no body at all where one is required is 422 for the body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/probe' })
    assert.equal(res.statusCode, 422)
    assert.deepEqual(res.data.error.details, { body: ['must be a JSON object'] })
  })

  test('an unexpected error is 500 INTERNAL_ERROR and shows nothing internal', async () => {
    const res = await t.request({ method: 'GET', url: '/api/probe/fail', headers: { 'x-request-id': 'trace-me' } })
    assert.equal(res.statusCode, 500)
    assert.equal(res.data.error.code, 'INTERNAL_ERROR')
    assert.match(res.data.error.message, /trace-me/)
    assert.doesNotMatch(res.body, /SELECT|internal|stack|\.ts/)
    const logged = loggedFor('trace-me')
    assert.equal(logged?.err?.message, 'SELECT secret FROM /var/lib/internal')
  })

  for (const [probe, what] of [
    ['timeout', 'timed out'],
    ['reset', 'reset its connection']
  ]) {
    test(`a dependency that ${what} is 503 SERVICE_UNAVAILABLE, logged as an error`, async () => {
      const res = await t.request({ method: 'GET', url: `/api/probe/${probe}`, headers: { 'x-request-id': `probe-${probe}` } })
      assert.equal(res.statusCode, 503)
      assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
      assert.doesNotMatch(res.body, /ECONNRESET|30000/)
      const logged = loggedFor(`probe-${probe}`)
      assert.equal(logged?.msg, 'dependency unavailable')
      assert.equal(logged?.level, 50)
    })
  }

  test('a dependency that resets after the client has hung up is still logged as an error, not as the client going away', async () => {
    const { port } = new URL(await listening())
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write('GET /api/probe/reset?after=200 HTTP/1.1\r\nHost: x\r\nX-Request-Id: probe-reset-gone\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 50))
    socket.destroy()
    await until(() => loggedFor('probe-reset-gone') !== undefined, 'the reset in the log')
    const logged = loggedFor('probe-reset-gone')
    assert.equal(logged?.msg, 'dependency unavailable')
    assert.equal(logged?.level, 50)
  })

  // (A client resolves /api/%2e%2e/health to /health before sending it, a path of the panel;
  // sent as-is on the wire it stays a 404: the test below.)
  scenarios(
    () => t,
    ['/api/nothing-here', '/api/v2/health', '/api/nothing%00here'].map((url) => ({ name: `404 NOT_FOUND for ${url}`, request: { method: 'GET', url }, status: 404, code: 'NOT_FOUND' }))
  )

  test('dot segments sent as-is on the wire are not resolved into another route', async () => {
    // inject() normalises '..' like a browser would, so this goes through a real socket.
    const address = await listening()
    for (const path of ['/api/../api/health', '/api/v1/../health', '/api/./health', '/api/v1/%2E%2E/health', '/api/%2e%2e/%2e%2e/etc/passwd']) {
      const { status, body } = await rawGet(address, path)
      assert.equal(status, 404, path)
      assert.equal(JSON.parse(body).error.code, 'NOT_FOUND')
    }
  })

  test('/api/v1/x is the same route as /api/x', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/probe?limit=5', headers: json, payload: { title: 'v' } })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.data.data.query, { page: 1, limit: 5 })
  })

  const accepts: Array<[string, number]> = [
    ['application/vnd.service.v1+json', 200],
    ['application/vnd.service.V1+JSON', 200],
    ['application/vnd.service.v2+json, application/vnd.service.v1+json;q=0.5', 200],
    ['application/vnd.service.v2+json;q=0, application/json', 200],
    ['application/json, */*', 200],
    ['application/vnd.service.v2+json', 406],
    ['application/vnd.service.v3+json, application/json', 406]
  ]
  scenarios(
    () => t,
    accepts.map(([accept, status]) => ({
      name: `Accept: ${accept} is ${status === 200 ? 'served as v1' : '406 UNSUPPORTED_VERSION'}`,
      request: { method: 'GET', url: '/api/settings/public', headers: { accept } },
      status,
      ...(status === 406 && { code: 'UNSUPPORTED_VERSION' }),
      then: (res) => assert.equal(res.headers['api-version'], 'v1')
    }))
  )

  test("a 4xx from a plugin with no error code of its own keeps its status, in the envelope, and is no 500", async () => {
    const res = await t.request({ method: 'GET', url: '/docs/static/index.css', headers: { range: 'bytes=99999999-' } })
    assert.equal(res.statusCode, 416)
    assert.equal(res.data.success, false)
    assert.equal(res.data.error.code, 'BAD_REQUEST')
  })

  const unreadable: Array<[string, string, number]> = [
    ['not HTTP at all', 'GARBAGE\r\n\r\n', 400],
    ['a header of 20,000 characters', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    [
      'Content-Length and Transfer-Encoding together',
      'POST /api/probe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400
    ]
  ]
  for (const [name, request, status] of unreadable) {
    test(`a request the HTTP parser cannot read (${name}) is ${status} in the envelope`, async () => {
      const answer = await rawExchange(await listening(), request)
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      assert.match(head, new RegExp(`^HTTP/1.1 ${status} `))
      assert.match(head, /\r\nAPI-Version: v1\r\n/i)
      assert.match(head, /\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i)
      const parsed = JSON.parse(body)
      assert.equal(parsed.success, false)
      assert.equal(parsed.error.code, 'BAD_REQUEST')
      assert.match(parsed.timestamp, /Z$/)
    })
  }

  test('every answer carries API-Version, X-Request-Id and the API security headers', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await t.request({ method: 'GET', url })
      assert.equal(res.headers['api-version'], 'v1')
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/)
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(res.headers['x-frame-options'], 'DENY')
      assert.equal(res.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'")
    }
  })

  test('a well-formed X-Request-Id is echoed; a 10,000-character one is replaced', async () => {
    const echoed = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc.DEF_123-x' } })
    assert.equal(echoed.headers['x-request-id'], 'abc.DEF_123-x')
    const long = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a'.repeat(10_000) } })
    assert.equal(long.statusCode, 200)
    assert.match(String(long.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    const odd = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'has space' } })
    assert.notEqual(odd.headers['x-request-id'], 'has space')
  })

  test('CORS allows no origin by default', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
    assert.equal(res.headers['access-control-allow-origin'], undefined)
  })
})

eachDatabase((kind) => {
  test('CORS_ORIGINS lists the origins that may call the API', async (context) => {
    const t = await testApp(context, kind, { env: { CORS_ORIGINS: 'https://admin.example, https://other.example' } })
    const allowed = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://admin.example' } })
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://admin.example')
    const refused = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
    assert.equal(refused.headers['access-control-allow-origin'], undefined)
  })
})

describe('postgres, database dropped under a running app', { skip: pgSkip }, () => {
  test('a lost database answers 503 SERVICE_UNAVAILABLE, not 500', async (context) => {
    const t = await testApp(context, 'postgres', { extend: addProbeRoutes })
    assert.equal((await t.request({ method: 'GET', url: '/api/probe/count' })).statusCode, 200)
    await t.database.drop()
    const res = await t.request({ method: 'GET', url: '/api/probe/count' })
    assert.equal(res.statusCode, 503)
    assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
    assert.doesNotMatch(res.body, /terminat|database|postgres/i)
  })
})
