import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, type TestApp } from '../helper.js'
import { bearer, createUser } from '../accounts.js'
import { REFRESH_GRACE_MS } from '../../src/modules/auth/auth.service.js'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
}

/** A token signed by hand: header and claims as given, HMAC-SHA256 with `key`, or as `alg` says. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key: string, alg = 'sha256'): string {
  const body = `${b64(header)}.${b64(claims)}`
  return `${body}.${createHmac(alg, key).update(body).digest('base64url')}`
}

eachDatabase((kind) => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp(kind)
  })
  after(() => t.close())

  const register = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/register', payload })
  const login = (email: string, password: string, remoteAddress?: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...(remoteAddress && { remoteAddress }) })
  const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
  const refresh = (token: string) => t.request({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })

  describe('register', () => {
    test('creates a user with role user, signs them in, ignores a role sent along', async () => {
      const res = await register({ name: 'Ann', email: 'Ann.Reg@Example.com', password: 'password-1', password_confirmation: 'password-1', role: 'admin' })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.message, 'Registered')
      const { user, token, expiresAt } = res.data.data
      assert.deepEqual(Object.keys(user).sort(), ['createdAt', 'email', 'id', 'lastLoginAt', 'name', 'role', 'updatedAt'])
      assert.equal(user.role, 'user')
      assert.equal(user.email, 'Ann.Reg@Example.com')
      assert.ok(Date.parse(expiresAt) > Date.now())
      assert.equal((await me(token)).data.data.id, user.id)
      const event = await t.app.database.db.selectFrom('events').selectAll().where('subject_id', '=', user.id).executeTakeFirstOrThrow()
      assert.equal(event.type, 'user.created')
      assert.equal(JSON.parse(event.payload).email, 'Ann.Reg@Example.com')
    })

    const valid = { name: 'Bo', email: 'bo@example.com', password: 'password-1', password_confirmation: 'password-1' }
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['email missing', { ...valid, email: undefined }, 'email'],
      ['email malformed', { ...valid, email: 'not-an-email' }, 'email'],
      ['password shorter than 8', { ...valid, password: 'short', password_confirmation: 'short' }, 'password'],
      ['password longer than 128', { ...valid, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password'],
      ['confirmation missing', { ...valid, password_confirmation: undefined }, 'password_confirmation'],
      ['confirmation different', { ...valid, password_confirmation: 'password-2' }, 'password_confirmation'],
      ['name missing', { ...valid, name: undefined }, 'name'],
      ['name empty', { ...valid, name: '' }, 'name'],
      ['name longer than 100', { ...valid, name: 'n'.repeat(101) }, 'name'],
      ['name a number', { ...valid, name: 42 }, 'name']
    ]
    for (const [name, payload, field] of invalid) {
      test(`422 VALIDATION_ERROR when ${name}`, async () => {
        const res = await register(payload)
        assert.equal(res.statusCode, 422)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.ok(Array.isArray(res.data.error.details[field]), JSON.stringify(res.data.error.details))
      })
    }

    test('a taken email, in any case, is 422 on email', async () => {
      await createUser(t, { email: 'taken@example.com' })
      const res = await register({ ...valid, email: 'TAKEN@example.com' })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(res.data.error.details, { email: ['is already registered'] })
    })
  })

  describe('login', () => {
    test('answers user, token and expiresAt; stamps lastLoginAt; writes auth.login', async () => {
      const { user, password } = await createUser(t, { email: 'Login.Case@example.com' })
      const res = await login('login.case@EXAMPLE.com', password)
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.data.user.id, user.id)
      assert.ok(res.data.data.user.lastLoginAt)
      assert.equal(typeof res.data.data.token, 'string')
      const events = await t.app.database.db.selectFrom('events').select('type').where('subject_id', '=', user.id).where('type', '=', 'auth.login').execute()
      assert.ok(events.length >= 1)
    })

    test('a wrong password and an unknown email get the same answer', async () => {
      const { user } = await createUser(t)
      const wrong = await login(user.email, 'not-the-password')
      const unknown = await login('nobody-here@example.com', 'not-the-password')
      for (const res of [wrong, unknown]) {
        assert.equal(res.statusCode, 401)
        assert.equal(res.data.error.code, 'INVALID_CREDENTIALS')
      }
      assert.equal(wrong.data.error.message, unknown.data.error.message)
    })

    test('422 when email is missing', async () => {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } })
      assert.equal(res.statusCode, 422)
      assert.ok(res.data.error.details.email)
    })

    test('ten failures for one email from one IP make the next tries 429, even with the right password', async () => {
      const { user, password } = await createUser(t)
      for (let i = 0; i < 10; i++) assert.equal((await login(user.email, 'wrong-password', '203.0.113.7')).statusCode, 401)
      const blocked = await login(user.email, password, '203.0.113.7')
      assert.equal(blocked.statusCode, 429)
      assert.equal(blocked.data.error.code, 'RATE_LIMITED')
      const retryAfter = Number(blocked.headers['retry-after'])
      assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`)
      assert.equal((await login(user.email.toUpperCase(), password, '203.0.113.7')).statusCode, 429)
      assert.equal((await login(user.email, password, '203.0.113.8')).statusCode, 200)
    })

    test('tries sent all at once are counted before their hashes finish: ten answers, then 429', async () => {
      const { user } = await createUser(t)
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(user.email, 'wrong-password', '203.0.113.9')))
      const statuses = answers.map((res) => res.statusCode).sort()
      assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(20).fill(429)])
    })
  })

  describe('tokens', () => {
    test('every forged, altered or expired token is 401 UNAUTHORIZED', async () => {
      const { token } = await createUser(t)
      const claims = claimsOf(token)
      const header = { alg: 'HS256', typ: 'at+jwt' }
      const secret = t.config.jwtSecret
      const now = Math.floor(Date.now() / 1000)
      const [h, p] = token.split('.')
      const cases: Array<[string, string]> = [
        ['alg none', `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`],
        ['HS512 with the right key', forge({ alg: 'HS512', typ: 'at+jwt' }, claims, secret, 'sha512')],
        ['HS256 with another key', forge(header, claims, 'another-secret-that-is-32-bytes-long!!')],
        ['payload changed after signing', `${h}.${b64({ ...claims, sub: 'someone-else' })}.${token.split('.')[2]}`],
        ['signature stripped', `${h}.${p}.`],
        ['expired', forge(header, { ...claims, iat: now - 7200, exp: now - 3600 }, secret)],
        ['another issuer', forge(header, { ...claims, iss: 'evil' }, secret)],
        ['another audience', forge(header, { ...claims, aud: 'evil' }, secret)],
        ['another typ', forge({ alg: 'HS256', typ: 'JWT' }, claims, secret)],
        ['no session claim', forge(header, { ...claims, sid: undefined }, secret)],
        ['no jti', forge(header, { ...claims, jti: undefined }, secret)],
        ['an unknown session', forge(header, { ...claims, sid: '01a20000-0000-7000-8000-000000000000' }, secret)],
        ['not a JWT', 'garbage'],
        ['empty', '']
      ]
      for (const [name, forged] of cases) {
        const res = await me(forged)
        assert.equal(res.statusCode, 401, name)
        assert.equal(res.data.error.code, 'UNAUTHORIZED', name)
      }
      assert.equal((await me(token)).statusCode, 200)
    })

    test('no Authorization header, or another scheme, is 401', async () => {
      const { token } = await createUser(t)
      for (const headers of [{}, { authorization: `Basic ${token}` }, { authorization: token }]) {
        const res = await t.request({ method: 'GET', url: '/api/users/me', headers })
        assert.equal(res.statusCode, 401)
        assert.equal(res.data.error.code, 'UNAUTHORIZED')
      }
    })

    test('a token is HS256, typ at+jwt, with every claim the contract names', async () => {
      const { token } = await createUser(t)
      assert.deepEqual(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()), { alg: 'HS256', typ: 'at+jwt' })
      const claims = claimsOf(token)
      for (const claim of ['sub', 'sid', 'jti', 'iat', 'exp', 'iss', 'aud']) assert.ok(claims[claim], claim)
      assert.equal(Number(claims.exp) - Number(claims.iat), 3600)
    })
  })

  describe('refresh', () => {
    test('rotates the token: the new one works, the old one stops at once', async () => {
      const { token, user } = await createUser(t)
      const res = await refresh(token)
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.data.user.id, user.id)
      assert.notEqual(res.data.data.token, token)
      assert.equal(claimsOf(res.data.data.token).sid, claimsOf(token).sid)
      assert.equal((await me(res.data.data.token)).statusCode, 200)
      assert.equal((await me(token)).statusCode, 401)
    })

    test('two tabs refreshing one token within the grace window both get working tokens', async () => {
      const { token } = await createUser(t)
      const [first, second] = [await refresh(token), await refresh(token)]
      assert.equal(first.statusCode, 200)
      assert.equal(second.statusCode, 200)
      assert.equal((await me(first.data.data.token)).statusCode, 200)
      assert.equal((await me(second.data.data.token)).statusCode, 200)
    })

    test('a replaced token presented after the grace window ends the whole session', async () => {
      const { token } = await createUser(t)
      const fresh = (await refresh(token)).data.data.token
      const sid = String(claimsOf(token).sid)
      const longAgo = new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString()
      await t.app.database.db.updateTable('sessions').set({ rotated_at: longAgo }).where('id', '=', sid).execute()
      const reuse = await refresh(token)
      assert.equal(reuse.statusCode, 401)
      assert.match(reuse.data.error.message, /already used/)
      assert.equal((await me(fresh)).statusCode, 401)
      assert.equal((await refresh(fresh)).statusCode, 401)
    })

    test('an expired token refreshes within the refresh window, not after it', async () => {
      const { token } = await createUser(t)
      const claims = claimsOf(token)
      const secret = t.config.jwtSecret
      const now = Math.floor(Date.now() / 1000)
      const header = { alg: 'HS256', typ: 'at+jwt' }
      const tooOld = forge(header, { ...claims, iat: now - 700_000, exp: now - 604_800 - 10 }, secret)
      assert.equal((await refresh(tooOld)).statusCode, 401)
      const recentlyExpired = forge(header, { ...claims, iat: now - 4000, exp: now - 400 }, secret)
      assert.equal((await me(recentlyExpired)).statusCode, 401)
      const res = await refresh(recentlyExpired)
      assert.equal(res.statusCode, 200)
      assert.equal((await me(res.data.data.token)).statusCode, 200)
    })

    test('a forged token cannot be refreshed', async () => {
      const { token } = await createUser(t)
      const forged = forge({ alg: 'HS256', typ: 'at+jwt' }, claimsOf(token), 'another-secret-that-is-32-bytes-long!!')
      assert.equal((await refresh(forged)).statusCode, 401)
      assert.equal((await t.request({ method: 'POST', url: '/api/auth/refresh' })).statusCode, 401)
    })
  })

  describe('sessions', () => {
    test('logout ends the session at once; its token can be neither used nor refreshed', async () => {
      const { token } = await createUser(t)
      const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.data.id, claimsOf(token).sid)
      assert.equal((await me(token)).statusCode, 401)
      assert.equal((await refresh(token)).statusCode, 401)
    })

    test('lists live sessions with the current one marked, and ends another one', async () => {
      const { user, token, password } = await createUser(t)
      const other = (await login(user.email, password)).data.data.token
      const list = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: { ...bearer(token), 'user-agent': 'test-agent' } })
      assert.equal(list.statusCode, 200)
      // register opened one, createUser's login another, and one more here
      assert.equal(list.data.data.pagination.total, 3)
      const current = list.data.data.items.find((s: { current: boolean }) => s.current)
      assert.equal(current.id, claimsOf(token).sid)
      const otherSid = String(claimsOf(other).sid)
      const paged = await t.request({ method: 'GET', url: '/api/auth/sessions?limit=2&page=2', headers: bearer(token) })
      assert.deepEqual(paged.data.data.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 })
      assert.equal(paged.data.data.items.length, 1)
      const ended = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${otherSid}`, headers: bearer(token) })
      assert.equal(ended.statusCode, 200)
      assert.equal((await me(other)).statusCode, 401)
      assert.equal((await me(token)).statusCode, 200)
    })

    test("another user's session is 404 and stays alive", async () => {
      const a = await createUser(t)
      const b = await createUser(t)
      const res = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${claimsOf(b.token).sid}`, headers: bearer(a.token) })
      assert.equal(res.statusCode, 404)
      assert.equal((await me(b.token)).statusCode, 200)
    })
  })

  describe('password change', () => {
    const change = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/users/me/password', headers: bearer(token), payload })

    test('a wrong current password is 422 on current_password', async () => {
      const { token } = await createUser(t)
      const res = await change(token, { current_password: 'wrong-one', password: 'new-password-1', password_confirmation: 'new-password-1' })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details), ['current_password'])
    })

    test('a short or unconfirmed new password is 422', async () => {
      const { token, password } = await createUser(t)
      const short = await change(token, { current_password: password, password: 'short', password_confirmation: 'short' })
      assert.ok(short.data.error.details.password)
      const mismatch = await change(token, { current_password: password, password: 'new-password-1', password_confirmation: 'other-password' })
      assert.ok(mismatch.data.error.details.password_confirmation)
    })

    test('ends every other session and answers a fresh token; the new password signs in', async () => {
      const { user, token, password } = await createUser(t)
      const other = (await login(user.email, password)).data.data.token
      const res = await change(token, { current_password: password, password: 'new-password-1', password_confirmation: 'new-password-1' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Password changed')
      assert.equal((await me(other)).statusCode, 401)
      assert.equal((await refresh(other)).statusCode, 401)
      assert.equal((await me(res.data.data.token)).statusCode, 200)
      assert.equal((await login(user.email, password)).statusCode, 401)
      assert.equal((await login(user.email, 'new-password-1')).statusCode, 200)
    })
  })
})

eachDatabase((kind) => {
  describe('two instances sharing Redis', { skip: redisSkip }, () => {
    let a: TestApp
    let b: TestApp
    before(async () => {
      a = await buildTestApp(kind, { env: { REDIS_URL: REDIS_TEST_URL } })
      b = await buildTestApp(kind, { env: { REDIS_URL: REDIS_TEST_URL }, database: a.database })
    })
    after(async () => {
      await b.close()
      await a.close()
    })

    test('logout on one instance refuses the token on the other at once', async () => {
      const { token } = await createUser(a)
      assert.equal((await b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode, 200)
      assert.equal((await a.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode, 200)
      assert.equal(await statusOnceSettled(() => b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) }), 401), 401)
    })

    test('a demotion on one instance takes admin rights away on the other at once', async () => {
      const root = await createUser(a, { role: 'admin' })
      const other = await createUser(a, { role: 'admin' })
      assert.equal((await b.request({ method: 'GET', url: '/api/users', headers: bearer(other.token) })).statusCode, 200)
      const demoted = await a.request({ method: 'PUT', url: `/api/users/${other.user.id}`, headers: bearer(root.token), payload: { role: 'user' } })
      assert.equal(demoted.statusCode, 200)
      assert.equal(await statusOnceSettled(() => b.request({ method: 'GET', url: '/api/users', headers: bearer(other.token) }), 403), 403)
    })
  })
})

/**
 * The status `call` answers once it answers `expected`, or after 500 ms. Pub/sub between two
 * connections on one machine delivers in well under a millisecond; the bound only absorbs a
 * loaded test machine, and is far below the 30 s cache age limit that would otherwise pass.
 */
async function statusOnceSettled(call: () => Promise<{ statusCode: number }>, expected: number): Promise<number> {
  const deadline = Date.now() + 500
  for (;;) {
    const { statusCode } = await call()
    if (statusCode === expected || Date.now() > deadline) return statusCode
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

eachDatabase((kind) => {
  test('with Redis configured but down, instances read session state fresh: logout on one holds on the other', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:1' }
    const a = await buildTestApp(kind, { env })
    const b = await buildTestApp(kind, { env, database: a.database })
    try {
      const { token } = await createUser(a)
      assert.equal((await b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode, 200)
      assert.equal((await a.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode, 200)
      assert.equal((await b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode, 401)
    } finally {
      await b.close()
      await a.close()
    }
  })
})
