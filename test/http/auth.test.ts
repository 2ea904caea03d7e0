import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { buildTestApp, eachDatabase, eventsAbout, eventTypesAbout, REDIS_TEST_URL, redisSkip, invalidOn, scenarios, stallableRedis, until, withTwoInstances, type TestApp } from '../helper.js'
import { bearer, createUser, registerUser, watchForSecrets, type TestUser } from '../accounts.js'

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
  let assertNoSecrets: (minimum: number) => void
  before(async () => {
    t = await buildTestApp(kind)
    // Every answer this file gets, to prove none carries a password or a hash.
    assertNoSecrets = watchForSecrets(t)
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
      assert.deepEqual(Object.keys(user).sort(), ['createdAt', 'email', 'emailVerifiedAt', 'id', 'lastLoginAt', 'name', 'role', 'status', 'updatedAt'])
      assert.equal(user.role, 'user')
      assert.equal(user.email, 'Ann.Reg@Example.com')
      assert.ok(Date.parse(expiresAt) > Date.now())
      assert.equal((await me(token)).data.data.id, user.id)
      const [event, login] = await eventsAbout(t, user.id)
      assert.equal(event?.type, 'user.created')
      assert.equal(event.data.email, 'Ann.Reg@Example.com')
      // Registering is the first sign-in.
      assert.equal(login?.type, 'auth.login')
      assert.ok(user.lastLoginAt)
    })

    const valid = { name: 'Bo', email: 'bo@example.com', password: 'password-1', password_confirmation: 'password-1' }
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['email missing', { ...valid, email: undefined }, 'email'],
      ['email malformed', { ...valid, email: 'not-an-email' }, 'email'],
      ['email longer than 254', { ...valid, email: `${'e'.repeat(250)}@example.com` }, 'email'],
      ['email a number', { ...valid, email: 42 }, 'email'],
      ['password missing', { ...valid, password: undefined }, 'password'],
      ['password a number', { ...valid, password: 12345678, password_confirmation: '12345678' }, 'password'],
      ['password shorter than 8', { ...valid, password: 'short', password_confirmation: 'short' }, 'password'],
      ['password longer than 128', { ...valid, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password'],
      ['confirmation missing', { ...valid, password_confirmation: undefined }, 'password_confirmation'],
      ['confirmation different', { ...valid, password_confirmation: 'password-2' }, 'password_confirmation'],
      ['confirmation longer than 128', { ...valid, password: 'x'.repeat(128), password_confirmation: 'x'.repeat(129) }, 'password_confirmation'],
      ['name missing', { ...valid, name: undefined }, 'name'],
      ['name empty', { ...valid, name: '' }, 'name'],
      ['name longer than 100', { ...valid, name: 'n'.repeat(101) }, 'name'],
      ['name a number', { ...valid, name: 42 }, 'name']
    ]
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => ({
        name: `422 VALIDATION_ERROR when ${name}`,
        request: { method: 'POST', url: '/api/auth/register', payload },
        ...invalidOn(field)
      }))
    )

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
      assert.ok((await eventTypesAbout(t, user.id)).includes('auth.login'))
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

    test('an unknown email costs a hash too, so it takes about as long as a wrong password', async () => {
      const { user } = await createUser(t)
      // CPU time of this process (the hash runs on its thread pool), not the clock, so other work on
      // the machine does not stretch one kind; the cheapest of several tries, taking turns.
      const time = async (email: string, ip: string) => {
        const started = process.cpuUsage()
        assert.equal((await login(email, 'wrong-password', ip)).statusCode, 401)
        const spent = process.cpuUsage(started)
        return (spent.user + spent.system) / 1000
      }
      let wrong = Infinity
      let unknown = Infinity
      for (let i = 0; i < 9; i++) {
        wrong = Math.min(wrong, await time(user.email, '203.0.113.11'))
        unknown = Math.min(unknown, await time(`unknown-${user.email}`, '203.0.113.12'))
      }
      // Without the dummy hash an unknown email answers from one indexed read: ten times faster.
      assert.ok(unknown > wrong / 3 && unknown < wrong * 3, `wrong password ${wrong.toFixed(1)} ms of CPU, unknown email ${unknown.toFixed(1)} ms`)
    })

    const invalidLogin: Array<[string, Record<string, unknown>, string]> = [
      ['email missing', { password: 'password-1' }, 'email'],
      ['email empty', { email: '', password: 'password-1' }, 'email'],
      ['email longer than 254', { email: `${'e'.repeat(250)}@example.com`, password: 'password-1' }, 'email'],
      ['email a number', { email: 42, password: 'password-1' }, 'email'],
      ['password missing', { email: 'a@example.com' }, 'password'],
      ['password empty', { email: 'a@example.com', password: '' }, 'password'],
      ['password longer than 1024', { email: 'a@example.com', password: 'p'.repeat(1025) }, 'password'],
      ['password a number', { email: 'a@example.com', password: 12345678 }, 'password']
    ]
    scenarios(
      () => t,
      invalidLogin.map(([name, payload, field]) => ({
        name: `422 VALIDATION_ERROR on ${field} when ${name}`,
        request: { method: 'POST', url: '/api/auth/login', payload },
        ...invalidOn(field)
      }))
    )

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

    // The hash queue is the process's, whatever the database: filling it (some 250 argon2id
    // hashes, most of this file's time) once is enough.
    if (kind === 'sqlite') {
      test('past the hash queue a sign-in answers 503 with Retry-After, and that try is not counted', async () => {
        const emails = Array.from({ length: 300 }, (_, i) => `flood-${i}@example.com`)
        const answers = await Promise.all(emails.map((email) => login(email, 'wrong-password', '203.0.113.10')))
        const refused = answers.flatMap((res, i) => (res.statusCode === 503 ? [emails[i]!] : []))
        assert.ok(refused.length > 0, 'the queue never filled')
        for (const res of answers) {
          if (res.statusCode === 401) continue
          assert.equal(res.statusCode, 503)
          assert.equal(res.data.success, false)
          assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
          assert.ok(Number(res.headers['retry-after']) > 0)
        }
        // Ten more failures for a refused email still answer 401: the refused try was taken back.
        for (let i = 0; i < 10; i++) assert.equal((await login(refused[0]!, 'wrong-password', '203.0.113.10')).statusCode, 401)
        assert.equal((await login(refused[0]!, 'wrong-password', '203.0.113.10')).statusCode, 429)
      })
    }

    test('tries sent all at once are counted before their hashes finish: ten answers, then 429', async () => {
      const { user } = await createUser(t)
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(user.email, 'wrong-password', '203.0.113.9')))
      const statuses = answers.map((res) => res.statusCode).sort()
      assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(20).fill(429)])
    })
  })

  describe('tokens', () => {
    test('every forged, altered or expired token is 401 UNAUTHORIZED, on a route and on refresh', async () => {
      const { token } = await createUser(t)
      const claims = claimsOf(token)
      const header = { alg: 'HS256', typ: 'at+jwt' }
      const secret = t.config.jwtSecret
      const now = Math.floor(Date.now() / 1000)
      const [h, p] = token.split('.')
      // name, token, whether refresh must refuse it too and leave the session alone
      const cases: Array<[string, string, boolean]> = [
        ['alg none', `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`, true],
        ['alg none with the real signature', `${b64({ alg: 'none', typ: 'at+jwt' })}.${p}.${token.split('.')[2]}`, true],
        ['HS512 with the right key', forge({ alg: 'HS512', typ: 'at+jwt' }, claims, secret, 'sha512'), true],
        ['HS384 with the right key', forge({ alg: 'HS384', typ: 'at+jwt' }, claims, secret, 'sha384'), true],
        ['RS256 named, HMAC with the key', forge({ alg: 'RS256', typ: 'at+jwt' }, claims, secret), true],
        ['HS256 with another key', forge(header, claims, 'another-secret-that-is-32-bytes-long!!'), true],
        ['payload changed after signing', `${h}.${b64({ ...claims, sub: 'someone-else' })}.${token.split('.')[2]}`, true],
        ['signature stripped', `${h}.${p}.`, true],
        ['expired', forge(header, { ...claims, iat: now - 7200, exp: now - 3600 }, secret), false],
        ['another issuer', forge(header, { ...claims, iss: 'evil' }, secret), true],
        ['no issuer', forge(header, { ...claims, iss: undefined }, secret), true],
        ['another audience', forge(header, { ...claims, aud: 'evil' }, secret), true],
        ['no audience', forge(header, { ...claims, aud: undefined }, secret), true],
        ['another typ', forge({ alg: 'HS256', typ: 'JWT' }, claims, secret), true],
        ['no typ', forge({ alg: 'HS256' }, claims, secret), true],
        ['no subject', forge(header, { ...claims, sub: undefined }, secret), true],
        ['a subject that is not a string', forge(header, { ...claims, sub: 42 }, secret), true],
        ['another subject', forge(header, { ...claims, sub: '01a20000-0000-7000-8000-000000000000' }, secret), true],
        ['no session claim', forge(header, { ...claims, sid: undefined }, secret), true],
        ['no jti', forge(header, { ...claims, jti: undefined }, secret), true],
        // On refresh an unknown jti reads as a replaced token: reuse detection, tested below.
        ['another jti', forge(header, { ...claims, jti: '01a20000-0000-7000-8000-000000000000' }, secret), false],
        ['no exp', forge(header, { ...claims, exp: undefined }, secret), true],
        ['no iat', forge(header, { ...claims, iat: undefined }, secret), true],
        ['iat an hour in the future', forge(header, { ...claims, iat: now + 3600, exp: now + 7200 }, secret), true],
        ['iat a minute in the future', forge(header, { ...claims, iat: now + 60 }, secret), true],
        ['an audience list that holds ours', forge(header, { ...claims, aud: [claims.aud, 'evil'] }, secret), true],
        ['an audience list of ours alone', forge(header, { ...claims, aud: [claims.aud] }, secret), true],
        ['an unknown session', forge(header, { ...claims, sid: '01a20000-0000-7000-8000-000000000000' }, secret), true],
        ['not a JWT', 'garbage', true],
        ['empty', '', true]
      ]
      for (const [name, forged, refuseRefresh] of cases) {
        const res = await me(forged)
        assert.equal(res.statusCode, 401, name)
        assert.equal(res.data.error.code, 'UNAUTHORIZED', name)
        if (!refuseRefresh) continue
        const refreshed = await refresh(forged)
        assert.equal(refreshed.statusCode, 401, `refresh: ${name}`)
        assert.equal(refreshed.data.error.code, 'UNAUTHORIZED', `refresh: ${name}`)
      }
      // None of them touched the session: the real token still works.
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

    test('a token is HS256, typ at+jwt, with sub, sid, jti, iat, exp, iss and aud', async () => {
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

    test('two tabs refreshing one token at the same moment both get working tokens', async () => {
      const { token } = await createUser(t)
      const answers = await Promise.all([refresh(token), refresh(token), refresh(token)])
      for (const res of answers) {
        assert.equal(res.statusCode, 200, res.body)
        assert.equal((await me(res.data.data.token)).statusCode, 200)
      }
      assert.equal((await me(token)).statusCode, 401)
    })

    /** Refreshes `token` once, then makes that rotation look `ageMs` old; answers the new token. */
    async function rotatedAgo(token: string, ageMs: number): Promise<string> {
      const fresh = (await refresh(token)).data.data.token
      const rotatedAt = new Date(Date.now() - ageMs).toISOString()
      await t.app.database.db.updateTable('sessions').set({ rotated_at: rotatedAt }).where('id', '=', String(claimsOf(token).sid)).execute()
      return fresh
    }

    test('the grace window is 10 seconds: a replaced token 9 s after its refresh still refreshes', async () => {
      const { token } = await createUser(t)
      const fresh = await rotatedAgo(token, 9_000)
      const second = await refresh(token)
      assert.equal(second.statusCode, 200)
      assert.equal((await me(second.data.data.token)).statusCode, 200)
      assert.equal((await me(fresh)).statusCode, 200)
    })

    test('a replaced token presented after the grace window ends the whole session', async () => {
      const { token } = await createUser(t)
      const fresh = await rotatedAgo(token, 11_000)
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
      const { user, token, password } = await registerUser(t)
      const other = (await login(user.email, password)).data.data.token
      const list = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: { ...bearer(token), 'user-agent': 'test-agent' } })
      assert.equal(list.statusCode, 200)
      // register opened one, registerUser's login another, and one more here
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

    test('records where a session was opened; an ended session cannot be ended again', async () => {
      const { user, password, token } = await createUser(t)
      const opened = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        headers: { 'user-agent': 'Tab/2.0' },
        remoteAddress: '198.51.100.23'
      })
      const sid = String(claimsOf(opened.data.data.token).sid)
      const list = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) })
      const session = list.data.data.items.find((s: { id: string }) => s.id === sid)
      assert.deepEqual(Object.keys(session).sort(), ['createdAt', 'current', 'id', 'ip', 'lastUsedAt', 'userAgent'])
      assert.equal(session.userAgent, 'Tab/2.0')
      assert.equal(session.ip, '198.51.100.23')
      assert.equal(session.current, false)
      assert.ok(Date.parse(session.createdAt) <= Date.parse(session.lastUsedAt))
      const url = `/api/auth/sessions/${sid}`
      assert.equal((await t.request({ method: 'DELETE', url, headers: bearer(token) })).statusCode, 200)
      const again = await t.request({ method: 'DELETE', url, headers: bearer(token) })
      assert.equal(again.statusCode, 404)
      assert.equal(again.data.error.code, 'NOT_FOUND')
      const after = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) })
      assert.ok(!after.data.data.items.some((s: { id: string }) => s.id === sid), 'an ended session is not listed')
    })

    test('ending the current session signs the caller out', async () => {
      const { token } = await createUser(t)
      const res = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${claimsOf(token).sid}`, headers: bearer(token) })
      assert.equal(res.statusCode, 200)
      assert.equal((await me(token)).statusCode, 401)
    })

    const badSessionRequests: Array<['GET' | 'DELETE', string, string]> = [
      ['GET', '/api/auth/sessions?limit=0', 'limit'],
      ['GET', '/api/auth/sessions?limit=101', 'limit'],
      ['GET', '/api/auth/sessions?page=0', 'page'],
      ['GET', '/api/auth/sessions?page=two', 'page'],
      ['DELETE', `/api/auth/sessions/${'s'.repeat(65)}`, 'id']
    ]
    scenarios(
      () => t,
      badSessionRequests.map(([method, url, field]) => ({
        name: `${method} ${url.slice(0, 40)} is 422 on ${field}`,
        request: async (t) => ({ method, url, headers: bearer((await createUser(t)).token) }),
        ...invalidOn(field)
      }))
    )

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

    const valid = { current_password: 'correct-horse-battery', password: 'new-password-1', password_confirmation: 'new-password-1' }
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['current password missing', { ...valid, current_password: undefined }, 'current_password'],
      ['current password empty', { ...valid, current_password: '' }, 'current_password'],
      ['current password longer than 1024', { ...valid, current_password: 'c'.repeat(1025) }, 'current_password'],
      ['new password missing', { ...valid, password: undefined }, 'password'],
      ['new password shorter than 8', { ...valid, password: 'short', password_confirmation: 'short' }, 'password'],
      ['new password longer than 128', { ...valid, password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) }, 'password'],
      ['new password a number', { ...valid, password: 12345678 }, 'password'],
      ['confirmation missing', { ...valid, password_confirmation: undefined }, 'password_confirmation'],
      ['confirmation different', { ...valid, password_confirmation: 'other-password' }, 'password_confirmation']
    ]
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => {
        let account: TestUser
        return {
          name: `422 on ${field} when ${name}; the password stays`,
          request: async (t) => {
            account = await createUser(t)
            assert.equal(account.password, valid.current_password)
            return { method: 'PUT', url: '/api/users/me/password', headers: bearer(account.token), payload }
          },
          ...invalidOn(field),
          then: async () => {
            assert.equal((await me(account.token)).statusCode, 200)
            assert.equal((await login(account.user.email, account.password)).statusCode, 200)
          }
        }
      })
    )

    test('wrong current passwords count as failed sign-ins: after ten, 429 even with the right one, and sign-in is held too', async () => {
      const { user, token, password } = await createUser(t)
      const wrong = { current_password: 'wrong-one', password: 'new-password-1', password_confirmation: 'new-password-1' }
      const statuses = await Promise.all(Array.from({ length: 12 }, () => change(token, wrong).then((r) => r.statusCode)))
      assert.deepEqual(statuses.sort(), [...Array(10).fill(422), 429, 429])
      const blocked = await change(token, { ...wrong, current_password: password })
      assert.equal(blocked.statusCode, 429)
      assert.equal(blocked.data.error.code, 'RATE_LIMITED')
      assert.ok(Number(blocked.headers['retry-after']) > 0)
      assert.equal((await login(user.email, password)).statusCode, 429)
    })

    test('a right current password clears the failed tries', async () => {
      const { token, password } = await createUser(t)
      for (let i = 0; i < 9; i++) assert.equal((await change(token, { current_password: 'wrong-one', password: 'new-password-1', password_confirmation: 'new-password-1' })).statusCode, 422)
      const res = await change(token, { current_password: password, password: 'new-password-1', password_confirmation: 'new-password-1' })
      assert.equal(res.statusCode, 200)
      const fresh = res.data.data.token
      for (let i = 0; i < 10; i++) assert.equal((await change(fresh, { current_password: 'wrong-two', password: 'new-password-2', password_confirmation: 'new-password-2' })).statusCode, 422)
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

  test('no answer in this file carried a password or a hash', () => {
    assertNoSecrets(150)
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

    // Without a live subscription an instance reads every request fresh, and these tests would
    // pass without proving the invalidation crosses over.
    test('both instances are subscribed, so they serve auth state from their caches', async () => {
      // The subscription completes just after start-up; on a busy machine that can take seconds.
      await until(() => a.app.bus.reliable && b.app.bus.reliable, 'both instances to subscribe to Redis')
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

    test("a deletion, or a password set by an administrator, on one instance refuses the user's token on the other at once", async () => {
      const root = await createUser(a, { role: 'admin' })
      for (const change of [{ method: 'DELETE' as const }, { method: 'PUT' as const, payload: { password: 'set-by-admin-1' } }]) {
        const { user, token } = await createUser(a)
        const me = () => b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
        assert.equal((await me()).statusCode, 200)
        assert.equal((await a.request({ ...change, url: `/api/users/${user.id}`, headers: bearer(root.token) })).statusCode, 200)
        assert.equal(await statusOnceSettled(me, 401), 401, change.method)
      }
    })
  })
})

/**
 * The status `call` answers once it answers `expected`, or after 15 s. Pub/sub between two
 * connections on one machine delivers in well under a millisecond; the bound only absorbs a
 * busy machine (500 ms did not), and is half the 30 s cache age limit that would otherwise pass.
 */
async function statusOnceSettled(call: () => Promise<{ statusCode: number }>, expected: number): Promise<number> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const { statusCode } = await call()
    if (statusCode === expected || Date.now() > deadline) return statusCode
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

eachDatabase((kind) => {
  test('with Redis configured but down, instances read session state fresh: logout on one holds on the other', async () => {
    await withTwoInstances(kind, { env: { REDIS_URL: 'redis://127.0.0.1:1' } }, async (a, b) => {
      const { token } = await createUser(a)
      assert.equal((await b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode, 200)
      assert.equal((await a.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode, 200)
      assert.equal((await b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode, 401)
    })
  })

  test('an instance whose Redis hangs with the connection open stops trusting its cache within seconds: a logout elsewhere holds there', { skip: redisSkip, timeout: 30_000 }, async (context) => {
    const relay = await stallableRedis()
    context.after(() => relay.close())
    await withTwoInstances(kind, { env: { REDIS_URL: REDIS_TEST_URL } }, async (a, b) => {
      await until(() => b.app.bus.reliable, 'B to subscribe to Redis')
      const { token } = await createUser(a)
      const me = () => b.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
      assert.equal((await me()).statusCode, 200)
      relay.stall()
      assert.equal((await a.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode, 200)
      // The cache would otherwise serve the ended session for up to 30 s; the heartbeat (2 s,
      // answered within 1 s) gives up on the subscription well before 8 s.
      const started = Date.now()
      let status = (await me()).statusCode
      while (status !== 401 && Date.now() - started < 8000) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        status = (await me()).statusCode
      }
      assert.equal(status, 401)
      assert.equal(b.app.bus.reliable, false)
    }, { env: { REDIS_URL: relay.url } })
  })
})
