import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase, withTestApp, type TestApp } from '../helper.js'
import { bearer, createUser, expiredTwin } from '../accounts.js'

const UI = 'http://localhost:5173'
const preflight = (origin: string, method: string, url = '/api/content/some-id') => ({
  method: 'OPTIONS' as const,
  url,
  headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,x-request-id' }
})
const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'))

eachDatabase((kind) => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp(kind, { env: { CORS_ORIGINS: `${UI},https://admin.example.com` } })
  })
  after(() => t.close())

  describe('preflight from an allowed origin', () => {
    for (const [method, url] of [
      ['GET', '/api/content'],
      ['POST', '/api/content'],
      ['PUT', '/api/content/some-id'],
      ['DELETE', '/api/content/some-id'],
      ['PUT', '/api/v1/settings']
    ] as const) {
      test(`${method} ${url} is allowed with the headers a client sends`, async () => {
        const res = await t.request(preflight(UI, method, url))
        assert.equal(res.statusCode, 204)
        assert.equal(res.headers['access-control-allow-origin'], UI)
        assert.ok(String(res.headers['access-control-allow-methods']).split(/,\s*/).includes(method))
        const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
        for (const header of ['authorization', 'content-type', 'accept', 'x-request-id']) assert.ok(allowed.includes(header), header)
        assert.equal(res.headers['access-control-max-age'], '7200')
      })
    }
  })

  test('a preflight from an origin not on the list gets no CORS header, and no 404', async () => {
    const res = await t.request(preflight('https://evil.example', 'DELETE'))
    assert.equal(res.statusCode, 204)
    assert.deepEqual(corsHeaders(res.headers), [])
    assert.equal(res.headers.allow, 'GET, HEAD, PUT, DELETE, OPTIONS')
  })

  test('a preflight from an origin not on the list, for a path that does not exist, is 404', async () => {
    const res = await t.request(preflight('https://evil.example', 'GET', '/api/nothing-here'))
    assert.equal(res.statusCode, 404)
    assert.equal(res.data.error.code, 'NOT_FOUND')
  })

  test('an answer to an allowed origin exposes the headers a UI reads', async () => {
    const user = await createUser(t)
    const res = await t.request({ method: 'GET', url: '/api/users/me', headers: { ...bearer(user.token), origin: UI } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['access-control-allow-origin'], UI)
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'x-request-id', 'api-version', 'content-disposition', 'www-authenticate']) {
      assert.ok(exposed.includes(header), header)
    }
  })

  test('an allowed origin can read the error answers too: 401, 404, 406', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/users/me', headers: { origin: UI } }),
      await t.request({ method: 'GET', url: '/api/nothing-here', headers: { origin: UI } }),
      await t.request({ method: 'GET', url: '/api/settings/public', headers: { origin: UI, accept: 'application/vnd.service.v2+json' } })
    ]
    assert.deepEqual(
      answers.map((res) => [res.statusCode, res.headers['access-control-allow-origin']]),
      [
        [401, UI],
        [404, UI],
        [406, UI]
      ]
    )
  })

  test('an OPTIONS from an allowed origin that is no preflight (no Access-Control-Request-Method) answers what the path serves', async () => {
    const res = await t.request({ method: 'OPTIONS', url: '/api/content/some-id', headers: { origin: UI } })
    assert.equal(res.statusCode, 204)
    assert.equal(res.headers.allow, 'GET, HEAD, PUT, DELETE, OPTIONS')
    assert.equal(res.headers['access-control-allow-origin'], UI)
    assert.equal(res.headers['access-control-allow-methods'], undefined)
  })

  test('every answer varies by Origin: allowed, another or none', async () => {
    for (const origin of [UI, 'https://evil.example', undefined]) {
      const res = await t.request({ method: 'GET', url: '/api/settings/public', headers: origin ? { origin } : {} })
      assert.equal(res.headers.vary, 'Origin', String(origin))
    }
    assert.equal((await t.request(preflight(UI, 'PUT'))).headers.vary, 'Origin')
  })

  test('an answer to another origin carries no CORS header', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings/public', headers: { origin: 'https://evil.example' } })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(corsHeaders(res.headers), [])
  })

  test('without CORS_ORIGINS a preflight answers what the path serves and allows no origin', async () => {
    await withTestApp(kind, {}, async (plain) => {
      const res = await plain.request(preflight(UI, 'PUT'))
      assert.equal(res.statusCode, 204)
      assert.deepEqual(corsHeaders(res.headers), [])
    })
  })

  describe('a known path with a method it does not serve is 405 with Allow', () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/content', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/api/content', 'GET, HEAD, POST, OPTIONS'],
      ['PATCH', '/api/content/some-id', 'GET, HEAD, PUT, DELETE, OPTIONS'],
      ['POST', '/api/v1/users/me/password', 'PUT, OPTIONS'],
      ['GET', '/api/auth/login', 'POST, OPTIONS']
    ] as const) {
      test(`${method} ${url}`, async () => {
        const res = await t.request({ method, url })
        assert.equal(res.statusCode, 405)
        assert.equal(res.headers.allow, allow)
        assert.equal(res.data.success, false)
        assert.equal(res.data.error.code, 'METHOD_NOT_ALLOWED')
      })
    }
    test('an unknown path stays 404', async () => {
      const res = await t.request({ method: 'PATCH', url: '/api/nothing-here' })
      assert.equal(res.statusCode, 404)
      assert.equal(res.data.error.code, 'NOT_FOUND')
    })
  })

  describe('an error names what would have been accepted', () => {
    test('a bad sort lists every allowed value', async () => {
      const user = await createUser(t)
      const res = await t.request({ method: 'GET', url: '/api/content?sort=size', headers: bearer(user.token) })
      assert.equal(res.statusCode, 422)
      const [message] = res.data.error.details.sort
      for (const choice of ['createdAt', '-createdAt', 'updatedAt', 'publishedAt', 'title', '-title']) assert.ok(message.includes(choice), message)
    })

    test('a value that breaks a pattern says what the pattern asks for', async () => {
      const user = await createUser(t)
      const res = await t.request({ method: 'POST', url: '/api/content', headers: bearer(user.token), payload: { title: 'x', type: 'Blog Post' } })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(res.data.error.details.type, ['must be a lower-case word of up to 50 letters, digits, - or _, starting with a letter'])
    })
  })

  describe('a 401 says in WWW-Authenticate what a UI should do', () => {
    const challenge = (res: { headers: Record<string, unknown> }) => String(res.headers['www-authenticate'] ?? '')
    const me = (token?: string) => t.request({ method: 'GET', url: '/api/users/me', headers: token ? bearer(token) : {} })

    test('no token: a bare challenge, no error (RFC 6750 3.1)', async () => {
      const res = await me()
      assert.equal(res.statusCode, 401)
      assert.equal(challenge(res), 'Bearer realm="api"')
    })

    test('a token that is not ours: invalid', async () => {
      const res = await me('not.a.token')
      assert.equal(res.statusCode, 401)
      assert.match(challenge(res), /^Bearer realm="api", error="invalid_token", error_description="invalid: /)
    })

    test('an expired token: expired, and a refresh then works', async () => {
      const user = await createUser(t)
      const expired = expiredTwin(t, user.token)
      const res = await me(expired)
      assert.equal(res.statusCode, 401)
      assert.match(challenge(res), /error="invalid_token", error_description="expired: /)
      const refreshed = await t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(expired) })
      assert.equal(refreshed.statusCode, 200)
    })

    test('a token of an ended session, or of a deleted account: revoked', async () => {
      const user = await createUser(t)
      await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })
      assert.match(challenge(await me(user.token)), /error_description="revoked: /)
      const gone = await createUser(t)
      const admin = await createUser(t, { role: 'admin' })
      await t.request({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: bearer(admin.token) })
      assert.match(challenge(await me(gone.token)), /error_description="revoked: /)
    })

    test('logout with a token that expired but may still be refreshed ends the session: 200', async () => {
      const user = await createUser(t)
      const expired = expiredTwin(t, user.token)
      const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(expired) })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Signed out')
      const refresh = await t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(expired) })
      assert.equal(refresh.statusCode, 401)
      assert.match(challenge(refresh), /error_description="revoked: /)
    })

    test('logout with a token too old to refresh is 401 expired, and with no token 401', async () => {
      await withTestApp(kind, { env: { REFRESH_WINDOW_SECONDS: '0' } }, async (strict) => {
        const user = await createUser(strict)
        const res = await strict.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(expiredTwin(strict, user.token)) })
        assert.equal(res.statusCode, 401)
        assert.match(challenge(res), /error_description="expired: /)
        const none = await strict.request({ method: 'POST', url: '/api/auth/logout' })
        assert.equal(none.statusCode, 401)
        assert.equal(none.data.error.code, 'UNAUTHORIZED')
      })
    })
  })

  describe('one 422 names every bad field, the rules a schema cannot state included', () => {
    test('register: each field and the confirmation', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' }
      })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['email', 'name', 'password', 'password_confirmation'])
    })

    test('password change: a short password and a confirmation that differs', async () => {
      const user = await createUser(t)
      const res = await t.request({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: bearer(user.token),
        payload: { current_password: user.password, password: 'short', password_confirmation: 'different' }
      })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['password', 'password_confirmation'])
    })

    test('settings: a bad theme, a language the panel does not offer and nested notifications', async () => {
      const user = await createUser(t)
      const res = await t.request({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(user.token),
        payload: { theme: 'neon', language: 'xx', notifications: { email: 1, push: 'yes' } }
      })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['language', 'notifications.email', 'notifications.push', 'theme'])
      assert.deepEqual(res.data.error.details.language, ['must be one of: en'])
    })

    test('a confirmation that differs alone is still 422 on it, and nothing is created', async () => {
      const email = `alone-${Date.now()}@example.com`
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Alone', email, password: 'long-enough-1', password_confirmation: 'long-enough-2' }
      })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(res.data.error.details, { password_confirmation: ['must equal password'] })
      const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'long-enough-1' } })
      assert.equal(login.statusCode, 401)
    })
  })
})
