import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { as, buildTestApp, eachDatabase, invalidOn, scenarios, withTestApp, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, expiredTwin, type TestUser } from '../accounts.js'

const UI = 'http://localhost:5173'
const preflight = (origin: string, method: string, url = '/api/content/some-id') => ({
  method: 'OPTIONS' as const,
  url,
  headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,x-request-id' }
})
const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'))

eachDatabase((kind) => {
  let t: TestApp
  let user: TestUser
  before(async () => {
    t = await buildTestApp(kind, { env: { CORS_ORIGINS: `${UI},https://admin.example.com` } })
    user = await createUser(t)
  })
  after(() => t.close())
  const allowedOrigin = (res: TestResponse) => assert.equal(res.headers['access-control-allow-origin'], UI)

  describe('preflight from an allowed origin', () => {
    const routes = [
      ['GET', '/api/content'],
      ['POST', '/api/content'],
      ['PUT', '/api/content/some-id'],
      ['DELETE', '/api/content/some-id'],
      ['PUT', '/api/v1/settings']
    ] as const
    scenarios(
      () => t,
      routes.map(([method, url]) => ({
        name: `${method} ${url} is allowed with the headers a client sends`,
        request: preflight(UI, method, url),
        status: 204,
        then: (res) => {
          allowedOrigin(res)
          assert.ok(String(res.headers['access-control-allow-methods']).split(/,\s*/).includes(method))
          const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
          for (const header of ['authorization', 'content-type', 'accept', 'x-request-id']) assert.ok(allowed.includes(header), header)
          assert.equal(res.headers['access-control-max-age'], '7200')
        }
      }))
    )
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

  describe('an allowed origin can read the error answers too: 401, 404, 406', () => {
    scenarios(() => t, [
      { name: 'no token: 401', request: { method: 'GET', url: '/api/users/me', headers: { origin: UI } }, status: 401, then: allowedOrigin },
      { name: 'an unknown path: 404', request: { method: 'GET', url: '/api/nothing-here', headers: { origin: UI } }, status: 404, then: allowedOrigin },
      {
        name: 'a version not served: 406',
        request: { method: 'GET', url: '/api/settings/public', headers: { origin: UI, accept: 'application/vnd.service.v2+json' } },
        status: 406,
        then: allowedOrigin
      }
    ])
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
    const refused = [
      ['PATCH', '/api/content', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/api/content', 'GET, HEAD, POST, OPTIONS'],
      ['PATCH', '/api/content/some-id', 'GET, HEAD, PUT, DELETE, OPTIONS'],
      ['POST', '/api/v1/users/me/password', 'PUT, OPTIONS'],
      ['GET', '/api/auth/login', 'POST, OPTIONS']
    ] as const
    scenarios(() => t, [
      ...refused.map(([method, url, allow]) => ({
        name: `${method} ${url}`,
        request: { method, url },
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
        then: (res: TestResponse) => {
          assert.equal(res.headers.allow, allow)
          assert.equal(res.data.success, false)
        }
      })),
      { name: 'an unknown path stays 404', request: { method: 'PATCH', url: '/api/nothing-here' }, status: 404, code: 'NOT_FOUND' }
    ])
  })

  describe('an error names what would have been accepted', () => {
    scenarios(() => t, [
      {
        name: 'a bad sort lists every allowed value',
        request: () => as(user).get('/api/content?sort=size'),
        ...invalidOn('sort'),
        then: (res) => {
          const [message] = res.data.error.details.sort
          for (const choice of ['createdAt', '-createdAt', 'updatedAt', 'publishedAt', 'title', '-title']) assert.ok(message.includes(choice), message)
        }
      },
      {
        name: 'a value that breaks a pattern says what the pattern asks for',
        request: () => as(user).post('/api/content', { title: 'x', type: 'Blog Post' }),
        ...invalidOn('type'),
        events: [],
        then: (res) => assert.deepEqual(res.data.error.details.type, ['must be a lower-case word of up to 50 letters, digits, - or _, starting with a letter'])
      }
    ])
  })

  describe('a 401 says in WWW-Authenticate what a UI should do', () => {
    const challenge = (res: { headers: Record<string, unknown> }) => String(res.headers['www-authenticate'] ?? '')
    const me = (token: string) => ({ method: 'GET' as const, url: '/api/users/me', headers: bearer(token) })
    let expired: string
    scenarios(() => t, [
      {
        name: 'no token: a bare challenge, no error (RFC 6750 3.1)',
        request: as(undefined).get('/api/users/me'),
        status: 401,
        then: (res) => assert.equal(challenge(res), 'Bearer realm="api"')
      },
      {
        name: 'a token that is not ours: invalid',
        request: me('not.a.token'),
        status: 401,
        then: (res) => assert.match(challenge(res), /^Bearer realm="api", error="invalid_token", error_description="invalid: /)
      },
      {
        name: 'an expired token: expired, and a refresh then works',
        request: async () => {
          expired = expiredTwin(t, (await createUser(t)).token)
          return me(expired)
        },
        status: 401,
        then: async (res) => {
          assert.match(challenge(res), /error="invalid_token", error_description="expired: /)
          const refreshed = await t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(expired) })
          assert.equal(refreshed.statusCode, 200)
        }
      },
      {
        name: 'a token of an ended session: revoked',
        request: async () => {
          const ended = await createUser(t)
          await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended.token) })
          return me(ended.token)
        },
        status: 401,
        then: (res) => assert.match(challenge(res), /error_description="revoked: /)
      },
      {
        name: 'a token of a deleted account: revoked',
        request: async () => {
          const gone = await createUser(t)
          const admin = await createUser(t, { role: 'admin' })
          await t.request({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: bearer(admin.token) })
          return me(gone.token)
        },
        status: 401,
        then: (res) => assert.match(challenge(res), /error_description="revoked: /)
      },
      {
        name: 'logout with a token that expired but may still be refreshed ends the session: 200',
        request: async () => {
          expired = expiredTwin(t, (await createUser(t)).token)
          return { method: 'POST', url: '/api/auth/logout', headers: bearer(expired) }
        },
        status: 200,
        then: async (res) => {
          assert.equal(res.data.message, 'Signed out')
          const refresh = await t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(expired) })
          assert.equal(refresh.statusCode, 401)
          assert.match(challenge(refresh), /error_description="revoked: /)
        }
      }
    ])

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
    const named = (...fields: string[]) => (res: TestResponse) => assert.deepEqual(Object.keys(res.data.error.details).sort(), fields)
    const email = `alone-${Date.now()}@example.com`
    scenarios(() => t, [
      {
        name: 'register: each field and the confirmation',
        request: as(undefined).post('/api/auth/register', { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' }),
        status: 422,
        code: 'VALIDATION_ERROR',
        events: [],
        then: named('email', 'name', 'password', 'password_confirmation')
      },
      {
        name: 'password change: a short password and a confirmation that differs',
        request: () => as(user).put('/api/users/me/password', { current_password: user.password, password: 'short', password_confirmation: 'different' }),
        status: 422,
        code: 'VALIDATION_ERROR',
        events: [],
        then: named('password', 'password_confirmation')
      },
      {
        name: 'settings: a bad theme, a language the panel does not offer and nested notifications',
        request: () => as(user).put('/api/settings', { theme: 'neon', language: 'xx', notifications: { email: 1, push: 'yes' } }),
        status: 422,
        code: 'VALIDATION_ERROR',
        events: [],
        then: (res) => {
          named('language', 'notifications.email', 'notifications.push', 'theme')(res)
          assert.deepEqual(res.data.error.details.language, ['must be one of: en'])
        }
      },
      {
        name: 'a confirmation that differs alone is still 422 on it, and nothing is created',
        request: as(undefined).post('/api/auth/register', { name: 'Alone', email, password: 'long-enough-1', password_confirmation: 'long-enough-2' }),
        status: 422,
        code: 'VALIDATION_ERROR',
        events: [],
        then: async (res) => {
          assert.deepEqual(res.data.error.details, { password_confirmation: ['must equal password'] })
          const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'long-enough-1' } })
          assert.equal(login.statusCode, 401)
        }
      }
    ])
  })
})
