import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { AdminClient, ApiError, isApiError, SessionEndedError, verifyWebhook, WebhookVerificationError } from '../../packages/client/src/index.js'
import { buildTestApp, eachDatabase, until, type TestApp } from '../helper.js'
import { SAMPLES } from '../uploads.js'
import { openApiDocument } from '../../scripts/openapi-document.js'
import { bearer, createUser, expiredTwin, type TestUser } from '../accounts.js'

const METRICS_TOKEN = 'client-scrape-token-0123456789'

eachDatabase((kind) => {
  let t: TestApp
  let baseUrl: string
  let user: TestUser

  before(async () => {
    t = await buildTestApp(kind, { env: { METRICS_TOKEN } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    user = await createUser(t)
  })
  after(() => t.close())

  test('signs in, keeps the token and tells the caller', async () => {
    const tokens: Array<string | null> = []
    const client = new AdminClient({ baseUrl, onToken: (token) => tokens.push(token) })
    const signedIn = await client.signIn(user.user.email, user.password)
    assert.ok('token' in signedIn, 'no second factor asked for')
    assert.equal(signedIn.user.id, user.user.id)
    assert.equal(client.currentToken, signedIn.token)
    assert.deepEqual(tokens, [signedIn.token])
    const me = await client.get('/api/users/me')
    assert.equal(me.email, user.user.email)
  })

  test('an operation that answers 202 is typed and answers its data', async () => {
    const client = new AdminClient({ baseUrl })
    const accepted: Record<string, never> = await client.post('/api/auth/password/forgot', { body: { email: user.user.email } })
    assert.deepEqual(accepted, {})
  })

  test('a list with no parameters answers its first page, unwrapped', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    await client.post('/api/content', { body: { title: 'From the client', status: 'published' } })
    const list = await client.get('/api/content')
    assert.equal(list.pagination.page, 1)
    assert.equal(list.pagination.limit, 20)
    assert.ok(list.items.some((item) => item.title === 'From the client'))
  })

  test('a list walked by cursor answers every row once; a cursor with page 2 is refused at run time as by the types', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    const created = new Set<string>()
    for (const title of ['Cursor A', 'Cursor B', 'Cursor C']) created.add((await client.post('/api/content', { body: { title } })).id)
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await client.get('/api/content', { query: { limit: 2, ...(cursor === undefined ? {} : { cursor }) } })
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor !== undefined)
    assert.equal(new Set(seen).size, seen.length, 'no row twice')
    for (const id of created) assert.ok(seen.includes(id))
    const first = await client.get('/api/content', { query: { limit: 1 } })
    assert.ok(first.nextCursor)
    // @ts-expect-error a cursor goes with page 1 or no page
    const refused = client.get('/api/content', { query: { cursor: first.nextCursor, page: 2 } })
    await assert.rejects(refused, (error: unknown) => isApiError(error) && error.status === 422)
    const withPageOne = await client.get('/api/content', { query: { cursor: first.nextCursor, page: 1, limit: 1 } })
    assert.equal(withPageOne.items.length, 1)
  })

  test('a path parameter is filled and escaped; a missing item throws ApiError NOT_FOUND', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    await assert.rejects(client.get('/api/content/{id}', { path: { id: 'no such/id' } }), (error: unknown) => {
      assert.ok(isApiError(error, 'NOT_FOUND'))
      assert.equal(error.status, 404)
      assert.ok(error.requestId)
      return true
    })
  })

  test('a 422 throws ApiError with every bad field in details', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    const error = await client.post('/api/content', { body: { title: '', type: 'Not A Type' } }).catch((e: unknown) => e)
    assert.ok(error instanceof ApiError)
    assert.equal(error.code, 'VALIDATION_ERROR')
    assert.equal(error.status, 422)
    assert.deepEqual(Object.keys(error.details).sort(), ['title', 'type'])
    assert.deepEqual(error.field('title'), ['must not be empty'])
  })

  /** A fetch that counts the calls to each path. */
  function countingFetch(): { fetch: typeof fetch; calls: Map<string, number> } {
    const calls = new Map<string, number>()
    return {
      calls,
      fetch: (input, init) => {
        const path = new URL(String(input)).pathname
        calls.set(path, (calls.get(path) ?? 0) + 1)
        return fetch(input, init)
      }
    }
  }

  test('two concurrent calls with an expired token make one refresh, then both succeed', async () => {
    const fresh = await createUser(t)
    const counter = countingFetch()
    const tokens: Array<string | null> = []
    const client = new AdminClient({ baseUrl, token: expiredTwin(t, fresh.token), fetch: counter.fetch, onToken: (token) => tokens.push(token) })
    const [me, settings] = await Promise.all([client.get('/api/users/me'), client.get('/api/settings')])
    assert.equal(me.id, fresh.user.id)
    assert.ok(settings.theme)
    assert.equal(counter.calls.get('/api/auth/refresh'), 1)
    assert.equal(tokens.length, 1)
    assert.equal(client.currentToken, tokens[0])
  })

  test('sign-out after the token expired ends the session on the service', async () => {
    const fresh = await createUser(t)
    const expired = expiredTwin(t, fresh.token)
    const client = new AdminClient({ baseUrl, token: expired })
    await client.signOut()
    assert.equal(client.currentToken, null)
    const refresh = await t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(expired) })
    assert.equal(refresh.statusCode, 401)
  })

  test('a session ended elsewhere: SessionEndedError, the token dropped, no refresh tried', async () => {
    const fresh = await createUser(t)
    const counter = countingFetch()
    const tokens: Array<string | null> = []
    const client = new AdminClient({ baseUrl, token: fresh.token, fetch: counter.fetch, onToken: (token) => tokens.push(token) })
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(fresh.token) })
    await assert.rejects(client.get('/api/users/me'), SessionEndedError)
    assert.equal(client.currentToken, null)
    assert.deepEqual(tokens, [null])
    assert.equal(counter.calls.get('/api/auth/refresh'), undefined)
  })

  test('an expired token whose session has ended: the refresh fails once and the call gives up cleanly', async () => {
    const fresh = await createUser(t)
    const expired = expiredTwin(t, fresh.token)
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(fresh.token) })
    const client = new AdminClient({ baseUrl, token: expired })
    await assert.rejects(client.get('/api/users/me'), SessionEndedError)
    assert.equal(client.currentToken, null)
  })

  test('uploads a file and reads its record; a refused type throws UNSUPPORTED_MEDIA_TYPE', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    const file = await client.upload(new Blob(['name,total\n"Ada",12.5\n']), 'orders.csv')
    assert.equal(file.mimeType, 'text/csv')
    assert.equal(file.filename, 'orders.csv')
    await assert.rejects(client.upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'logo.png'), (error: unknown) =>
      isApiError(error, 'UNSUPPORTED_MEDIA_TYPE')
    )
  })

  test('clients sharing a token store refresh once under the lock; the other uses the new token', async () => {
    const fresh = await createUser(t)
    const counter = countingFetch()
    let stored: string | null = expiredTwin(t, fresh.token)
    const store = { read: () => stored, write: (token: string | null) => (stored = token) }
    // A lock as navigator.locks gives one: tasks run one after the other.
    let queue: Promise<unknown> = Promise.resolve()
    const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task)
      queue = run.catch(() => undefined)
      return run
    }
    const tabs = [1, 2].map(() => new AdminClient({ baseUrl, store, exclusive, fetch: counter.fetch }))
    const [me, settings] = await Promise.all([tabs[0]!.get('/api/users/me'), tabs[1]!.get('/api/settings')])
    assert.equal(me.id, fresh.user.id)
    assert.ok(settings.theme)
    assert.equal(counter.calls.get('/api/auth/refresh'), 1)
    assert.equal(tabs[0]!.currentToken, stored)
    assert.equal(tabs[1]!.currentToken, stored)
    // Both tabs refreshing ahead of expiry at once: the second finds the token replaced, and uses it.
    const before = stored
    await Promise.all([tabs[0]!.refresh(), tabs[1]!.refresh()])
    assert.notEqual(stored, before)
    assert.equal(counter.calls.get('/api/auth/refresh'), 2)
    assert.equal((await tabs[1]!.get('/api/users/me')).id, fresh.user.id)
  })

  test('the health check, which has no envelope, answers its whole body', async () => {
    const client = new AdminClient({ baseUrl })
    // Each of the service's checks is given 1.5 s; on a busy machine one can run out of it, and
    // the report says degraded until the next check.
    let health = await client.get('/api/health')
    await until(async () => (health = await client.get('/api/health')).status === 'healthy', 'a healthy report')
    assert.equal(typeof health.uptime, 'string')
  })

  test('health() answers the report, the unhealthy one (503) too, which get() throws as an error', async () => {
    const report = await new AdminClient({ baseUrl }).health()
    assert.equal(typeof report.uptime, 'string')
    const unhealthy = { ...report, status: 'unhealthy' as const, services: { ...report.services, database: 'disconnected' } }
    const answering = (status: number, body: string, type: string) =>
      new AdminClient({ baseUrl, fetch: async () => new Response(body, { status, headers: { 'content-type': type } }) })
    assert.deepEqual(await answering(503, JSON.stringify(unhealthy), 'application/json').health(), unhealthy)
    await assert.rejects(answering(503, JSON.stringify(unhealthy), 'application/json').get('/api/health'), (error: unknown) => error instanceof ApiError && error.status === 503)
    // An answer that is no report (a proxy's page) is still an error.
    await assert.rejects(answering(503, 'Service Unavailable', 'text/plain').health(), (error: unknown) => error instanceof ApiError && error.status === 503)
  })

  test('a password change keeps the fresh token the service answers', async () => {
    const fresh = await createUser(t)
    const client = new AdminClient({ baseUrl, token: fresh.token })
    await client.changePassword({ current_password: fresh.password, password: 'another-long-password', password_confirmation: 'another-long-password' })
    assert.notEqual(client.currentToken, fresh.token)
    assert.equal((await client.get('/api/users/me')).id, fresh.user.id)
    const wrong = await client.changePassword({ current_password: 'not it at all', password: 'x'.repeat(9), password_confirmation: 'x'.repeat(9) }).catch((e: unknown) => e)
    assert.ok(isApiError(wrong, 'VALIDATION_ERROR'))
    assert.deepEqual(Object.keys(wrong.details), ['current_password'])
  })

  test('an upload with onProgress goes through XMLHttpRequest, reports its progress and reads answers and errors alike', async () => {
    const progress: Array<{ sent: number; total: number }> = []
    const client = new AdminClient({ baseUrl, token: user.token })
    const restore = installXhr()
    try {
      const file = await client.upload(new Blob(['name,total\n"Ada",12.5\n']), 'orders.csv', { onProgress: (p) => progress.push(p) })
      assert.equal(file.mimeType, 'text/csv')
      assert.ok(progress.length > 0)
      assert.equal(progress.at(-1)!.sent, progress.at(-1)!.total)
      const refused = await client.upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'logo.png', { onProgress: () => {} }).catch((e: unknown) => e)
      assert.ok(isApiError(refused, 'UNSUPPORTED_MEDIA_TYPE'))
      assert.ok(refused.requestId, 'the request id is read from the answer headers')
    } finally {
      restore()
    }
  })

  test('prometheusMetrics answers the text with METRICS_TOKEN; another token is NOT_FOUND', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    const text = await client.prometheusMetrics(METRICS_TOKEN)
    assert.match(text, /^# HELP http_request_duration_seconds /m)
    await assert.rejects(client.prometheusMetrics(user.token), (error: unknown) => isApiError(error, 'NOT_FOUND'))
  })

  test('download answers the bytes of an uploaded file; a deleted one is NOT_FOUND', async () => {
    const client = new AdminClient({ baseUrl, token: user.token })
    const bytes = Buffer.concat([SAMPLES.png, Buffer.from('rest of the image')])
    const file = await client.upload(new Blob([new Uint8Array(bytes)]), 'photo one.png')
    const blob = await client.download(file)
    assert.equal(blob.type, 'image/png')
    assert.deepEqual(Buffer.from(await blob.arrayBuffer()), bytes)
    await client.delete('/api/upload/{id}', { path: { id: file.id } })
    await assert.rejects(client.download(file), (error: unknown) => isApiError(error, 'NOT_FOUND'))
  })

  test('without a token a protected call throws UNAUTHORIZED and nothing is refreshed', async () => {
    const client = new AdminClient({ baseUrl })
    await assert.rejects(client.get('/api/users/me'), (error: unknown) => isApiError(error, 'UNAUTHORIZED'))
  })
})

/**
 * The part of the browser's XMLHttpRequest the upload uses, made of Node's fetch: it sends the
 * request for real and reports the body as sent once, in full, as a browser does for a small one.
 */
function installXhr(): () => void {
  class NodeXhr {
    status = 0
    statusText = ''
    responseType = ''
    response: Blob | null = null
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    private method = 'GET'
    private url = ''
    private headers = new Headers()
    private answerHeaders = new Headers()
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value)
    }
    getAllResponseHeaders() {
      return [...this.answerHeaders.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n')
    }
    abort() {
      this.onabort?.()
    }
    send(body: FormData) {
      const request = new Request(this.url, { method: this.method, headers: this.headers, body })
      void request.clone().arrayBuffer().then(async (bytes) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: bytes.byteLength, total: bytes.byteLength })
        try {
          const answer = await fetch(request)
          this.status = answer.status
          this.statusText = answer.statusText
          this.answerHeaders = answer.headers
          this.response = await answer.blob()
          this.onload?.()
        } catch {
          this.onerror?.()
        }
      })
    }
  }
  const globals = globalThis as { XMLHttpRequest?: unknown }
  const before = globals.XMLHttpRequest
  globals.XMLHttpRequest = NodeXhr
  return () => {
    globals.XMLHttpRequest = before
  }
}

describe('webhook signature verifier', () => {
  const secret = `whsec_${Buffer.from('a secret of sixteen or more bytes').toString('base64')}`
  const body = JSON.stringify({ id: 'evt_1', type: 'content.published', timestamp: '2026-11-23T10:00:00.000Z', data: { id: 'c1' } })
  const signed = (at: Date, payload = body) => {
    const signature = new Webhook(secret).sign('evt_1', at, payload)
    return { 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature }
  }

  test('accepts what the standardwebhooks package signed', async () => {
    const delivery = await verifyWebhook({ secret, headers: signed(new Date()), body })
    assert.equal(delivery.type, 'content.published')
  })

  test('accepts a plain secret (no whsec_ prefix) too', async () => {
    const plain = 'plain-secret-of-sixteen-bytes'
    const now = new Date()
    const headers = {
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(Buffer.from(plain), { format: 'raw' }).sign('evt_1', now, body)
    }
    assert.equal((await verifyWebhook({ secret: plain, headers, body })).id, 'evt_1')
  })

  for (const [name, make] of [
    ['a changed body', () => ({ headers: signed(new Date()), body: body.replace('c1', 'c2') })],
    ['another secret', () => ({ headers: signed(new Date()), body, secret: 'whsec_' + Buffer.from('another secret!!').toString('base64') })],
    ['a timestamp ten minutes old', () => ({ headers: signed(new Date(Date.now() - 600_000)), body })],
    ['no signature header', () => ({ headers: { ...signed(new Date()), 'webhook-signature': '' }, body })]
  ] as const) {
    test(`refuses ${name}`, async () => {
      const options = make()
      await assert.rejects(verifyWebhook({ secret, ...options }), WebhookVerificationError)
    })
  }
})

describe('what get() and request() are typed for', () => {
  test('every operation that answers without the envelope is the health check or has a method of its own', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }> }> }
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, Operation>> }
    const withoutEnvelope: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status))
        const enveloped = success.every(([, answer]) => answer.content?.['application/json']?.schema?.properties?.data !== undefined)
        if (!enveloped) withoutEnvelope.push(`${method.toUpperCase()} ${path}`)
      }
    }
    // The health report is JSON, which get() answers whole; the others are an event stream, text
    // and bytes: live(), prometheusMetrics() and download(), and the type test below keeps them
    // out of get().
    assert.deepEqual(withoutEnvelope.sort(), ['GET /api/health', 'GET /api/stream', 'GET /files/{id}/{filename}', 'GET /metrics'])
  })

  test('get() does not compile for an event stream, text or bytes (checked by the type checker)', () => {
    const client = new AdminClient({ baseUrl: 'http://127.0.0.1:1' })
    const neverCalled = () => [
      // @ts-expect-error Prometheus text: prometheusMetrics()
      client.get('/metrics'),
      // @ts-expect-error a file's bytes: download()
      client.get('/files/{id}/{filename}', { path: { id: 'x', filename: 'y' } }),
      // @ts-expect-error the same through request()
      client.request('get', '/metrics'),
      // @ts-expect-error Server-Sent Events: live()
      client.get('/api/stream')
    ]
    assert.equal(typeof neverCalled, 'function')
  })
})
