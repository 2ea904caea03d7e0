import { after, before, describe, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { InjectOptions } from 'fastify'
import {
  as,
  buildTestApp,
  eachDatabase,
  eventsAbout,
  invalidOn,
  REDIS_TEST_URL,
  redisSkip,
  scenarios,
  until,
  withTwoInstances,
  type Scenario,
  type TestApp,
  type TestResponse
} from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { newId } from '../../src/lib/ids.js'

const TOKEN_SHAPE = /^apt_[A-Za-z0-9_-]{43}$/
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()

/** Creates an API token for `owner` through the API; answers the created token's body. */
async function createToken(t: TestApp, owner: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.request(as(owner).post('/api/auth/tokens', { name: 'script', scope: 'write', ...body }))
  assert.equal(res.statusCode, 201, res.body)
  return res.data.data as { id: string; token: string; scope: string; hint: string; lastUsedAt: string | null; expiresAt: string | null }
}

/** Requests made with an API token, as a script sends them. */
function withToken(token: string) {
  return as({ token } as TestUser)
}

/**
 * The status `call` answers once it answers `expected`, or its last after 15 s: pub/sub takes well
 * under a millisecond, the bound absorbs a busy machine, and it is half the 30 s the cache would
 * otherwise serve the old answer.
 */
async function statusOnceSettled(call: () => Promise<{ statusCode: number }>, expected: number): Promise<number> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const { statusCode } = await call()
    if (statusCode === expected || Date.now() > deadline) return statusCode
    await sleep(10)
  }
}

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let alice: TestUser
  let bob: TestUser
  before(async () => {
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin' })
    alice = await createUser(t)
    bob = await createUser(t)
  })
  after(() => t.close())

  describe('creating a token', () => {
    test('answers the token once, with its prefix and 32 random bytes; only its SHA-256 is stored', async () => {
      const res = await t.request(as(alice).post('/api/auth/tokens', { name: 'site build', scope: 'read', expiresAt: '2099-01-01T01:00:00+01:00' }))
      assert.equal(res.statusCode, 201, res.body)
      assert.equal(res.data.message, 'API token created')
      const created = res.data.data
      assert.match(created.token, TOKEN_SHAPE)
      assert.equal(Buffer.from(created.token.slice(4), 'base64url').length, 32)
      assert.equal(created.hint, created.token.slice(0, 8))
      assert.deepEqual(
        { name: created.name, scope: created.scope, userId: created.userId, expiresAt: created.expiresAt, lastUsedAt: created.lastUsedAt },
        { name: 'site build', scope: 'read', userId: alice.user.id, expiresAt: '2099-01-01T00:00:00.000Z', lastUsedAt: null }
      )
      const row = await t.app.database.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()
      assert.equal(row.token_hash, createHash('sha256').update(created.token).digest('hex'))
      assert.ok(!Object.values(row).some((value) => typeof value === 'string' && value.includes(created.token.slice(8))), 'the token itself is stored nowhere')
      const listed = await t.request(as(alice).get('/api/auth/tokens'))
      assert.ok(!listed.body.includes(created.token.slice(8)), 'the list never shows the token again')
      const [event] = await eventsAbout(t, created.id)
      assert.equal(event?.type, 'token.created')
      assert.equal(event.actorId, alice.user.id)
      assert.equal(event.data.token, undefined)
    })

    scenarios(() => t, [
      { name: 'no token: 401', request: as(undefined).post('/api/auth/tokens', { name: 'x', scope: 'read' }), status: 401, code: 'UNAUTHORIZED', events: [] },
      ...(
        [
          ['name missing', { scope: 'read' }, 'name'],
          ['name empty', { name: '', scope: 'read' }, 'name'],
          ['name over 100 characters', { name: 'n'.repeat(101), scope: 'read' }, 'name'],
          ['name a number', { name: 42, scope: 'read' }, 'name'],
          ['scope missing', { name: 'x' }, 'scope'],
          ['scope unknown', { name: 'x', scope: 'admin' }, 'scope'],
          ['expiresAt in the past', { name: 'x', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
          ['expiresAt not a date-time', { name: 'x', scope: 'read', expiresAt: 'tomorrow' }, 'expiresAt'],
          ['expiresAt without a time zone', { name: 'x', scope: 'read', expiresAt: '2099-01-01T00:00:00' }, 'expiresAt'],
          ['expiresAt past year 9999 in UTC', { name: 'x', scope: 'read', expiresAt: '9999-12-31T23:30:00-05:00' }, 'expiresAt'],
          ['expiresAt a number', { name: 'x', scope: 'read', expiresAt: 4102444800 }, 'expiresAt']
        ] as const
      ).map(([name, payload, field]) => ({
        name: `${name}: 422 on ${field}`,
        request: () => as(alice).post('/api/auth/tokens', payload),
        ...invalidOn(field),
        events: []
      }))
    ])

    test('expiresAt null means a token that never expires', async () => {
      const created = await createToken(t, bob, { expiresAt: null })
      assert.equal(created.expiresAt, null)
    })

    test(`past 100 tokens an account is refused with 409 CONFLICT`, async () => {
      const owner = await createUser(t)
      const now = new Date().toISOString()
      await t.app.database.db
        .insertInto('api_tokens')
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            id: newId(),
            user_id: owner.user.id,
            name: 'seeded',
            scope: 'read' as const,
            token_hash: createHash('sha256').update(`${owner.user.id}-${i}`).digest('hex'),
            hint: 'apt_xxxx',
            created_at: now,
            expires_at: null,
            last_used_at: null
          }))
        )
        .execute()
      const res = await t.request(as(owner).post('/api/auth/tokens', { name: 'one more', scope: 'read' }))
      assert.equal(res.statusCode, 409, res.body)
      assert.equal(res.data.error.code, 'CONFLICT')
    })
  })

  describe('scopes', () => {
    let read: string
    let readId: string
    let write: string
    let aliceSession: string
    before(async () => {
      const readToken = await createToken(t, alice, { scope: 'read' })
      read = readToken.token
      readId = readToken.id
      aliceSession = (await t.request(as(alice).get('/api/auth/sessions'))).data.data.items[0].id
      write = (await createToken(t, alice, { scope: 'write' })).token
    })

    const insufficientScope = (res: TestResponse) =>
      assert.match(String(res.headers['www-authenticate']), /^Bearer realm="api", error="insufficient_scope", scope="write"/)
    const needsSignIn = (what: string, request: (token: string) => InjectOptions, then?: Scenario['then']): Scenario => ({
      name: `even a write token may not ${what}: 403 FORBIDDEN (it needs a sign-in)`,
      request: () => request(write),
      status: 403,
      code: 'FORBIDDEN',
      events: [],
      then
    })
    scenarios(() => t, [
      {
        name: 'a read token reads as its owner: GET',
        request: () => withToken(read).get('/api/users/me'),
        status: 200,
        then: (res) => assert.equal(res.data.data.id, alice.user.id)
      },
      { name: 'a read token reads as its owner: HEAD', request: () => ({ method: 'HEAD', url: '/api/users/me', headers: bearer(read) }), status: 200 },
      ...(
        [
          ['POST', '/api/content', { title: 'Nope' }],
          ['PUT', '/api/users/me', { name: 'Renamed' }],
          ['DELETE', '/api/auth/tokens/any-id', undefined]
        ] as const
      ).map(([method, url, payload]): Scenario => ({
        name: `a read token may not ${method} ${url}: 403 INSUFFICIENT_SCOPE naming the scope it needs`,
        request: () => ({ method, url, headers: bearer(read), ...(payload && { payload }) }),
        status: 403,
        code: 'INSUFFICIENT_SCOPE',
        events: [],
        then: insufficientScope
      })),
      {
        name: 'a write token writes as its owner',
        request: () => withToken(write).post('/api/content', { title: 'From a script' }),
        status: 201,
        then: (res) => assert.equal(res.data.data.authorId, alice.user.id)
      },
      // A token has its owner's rights and no more.
      { name: "a user's write token cannot list users", request: () => withToken(write).get('/api/users'), status: 403, code: 'FORBIDDEN' },
      { name: "an admin's read token can list users", request: async () => withToken((await createToken(t, admin, { scope: 'read' })).token).get('/api/users'), status: 200 },
      needsSignIn('create another token', (token) => withToken(token).post('/api/auth/tokens', { name: 'child', scope: 'write' })),
      needsSignIn('ask for a live-stream ticket (a script sends the token to GET /api/stream itself)', (token) => withToken(token).post('/api/stream/ticket')),
      needsSignIn("list its owner's sessions (where they signed in from)", (token) => withToken(token).get('/api/auth/sessions')),
      needsSignIn(
        "end its owner's sessions",
        (token) => withToken(token).delete(`/api/auth/sessions/${aliceSession}`),
        async () => assert.equal((await t.request(as(alice).get('/api/users/me'))).statusCode, 200)
      ),
      needsSignIn(
        "revoke its owner's other tokens",
        (token) => withToken(token).delete(`/api/auth/tokens/${readId}`),
        async () => assert.equal((await t.request(withToken(read).get('/api/users/me'))).statusCode, 200)
      ),
      needsSignIn('change the password', (token) =>
        withToken(token).put('/api/users/me/password', { current_password: 'x', password: 'new-password-1', password_confirmation: 'new-password-1' })
      ),
      ...['/api/auth/refresh', '/api/auth/logout'].map(
        (url): Scenario => ({
          name: `an API token is not refreshed and does not sign out: ${url} 401, the token still works`,
          request: () => withToken(write).post(url),
          status: 401,
          events: [],
          then: async (res) => {
            assert.match(res.data.error.message, /API token/)
            assert.equal((await t.request(withToken(write).get('/api/users/me'))).statusCode, 200)
          }
        })
      ),
      ...[
        ['of the wrong shape', 'apt_short'],
        ['unknown', `apt_${'A'.repeat(43)}`]
      ].map(
        ([what, token]): Scenario => ({
          name: `a token ${what} is 401 invalid_token`,
          request: withToken(token!).get('/api/users/me'),
          status: 401,
          code: 'UNAUTHORIZED',
          then: (res) => assert.match(String(res.headers['www-authenticate']), /error="invalid_token"/)
        })
      )
    ])
  })

  describe('listing and revoking', () => {
    test('a user lists their own tokens, newest first, without secrets', async () => {
      const owner = await createUser(t)
      const first = await createToken(t, owner, { name: 'first' })
      const second = await createToken(t, owner, { name: 'second', scope: 'read' })
      const res = await t.request(as(owner).get('/api/auth/tokens'))
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.data.data.items.map((item: { id: string }) => item.id), [second.id, first.id])
      assert.deepEqual(Object.keys(res.data.data.items[0]).sort(), ['createdAt', 'expiresAt', 'hint', 'id', 'lastUsedAt', 'name', 'scope', 'userId'])
      assert.equal(res.data.data.pagination.total, 2)
    })

    scenarios(() => t, [
      { name: "a user asking for another user's tokens: 403", request: () => as(alice).get(`/api/auth/tokens?userId=${bob.user.id}`), status: 403, code: 'FORBIDDEN' },
      { name: 'an administrator asking for an unknown user: 404', request: () => as(admin).get('/api/auth/tokens?userId=nobody'), status: 404, code: 'NOT_FOUND' },
      { name: 'a bad page: 422', request: () => as(alice).get('/api/auth/tokens?page=0'), ...invalidOn('page') },
      {
        name: "an administrator lists another user's tokens",
        request: () => as(admin).get(`/api/auth/tokens?userId=${bob.user.id}`),
        status: 200,
        then: (res) => assert.ok(res.data.data.items.length > 0 && res.data.data.items.every((item: { userId: string }) => item.userId === bob.user.id))
      },
      { name: 'revoking an unknown token: 404', request: () => as(alice).delete('/api/auth/tokens/unknown'), status: 404, code: 'NOT_FOUND', events: [] }
    ])

    test('revoking a token refuses it from the next request on, and writes token.revoked; revoking it again is 404', async () => {
      const created = await createToken(t, alice)
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
      const res = await t.request(as(alice).delete(`/api/auth/tokens/${created.id}`))
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.data.data, { id: created.id })
      const refused = await t.request(withToken(created.token).get('/api/users/me'))
      assert.equal(refused.statusCode, 401)
      assert.equal(refused.data.error.code, 'UNAUTHORIZED')
      assert.equal((await t.request(as(alice).delete(`/api/auth/tokens/${created.id}`))).statusCode, 404)
      assert.deepEqual((await eventsAbout(t, created.id)).map((event) => event.type), ['token.created', 'token.revoked'])
    })

    test("a user cannot revoke another user's token (404); an administrator can", async () => {
      const created = await createToken(t, bob)
      assert.equal((await t.request(as(alice).delete(`/api/auth/tokens/${created.id}`))).statusCode, 404)
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
      assert.equal((await t.request(as(admin).delete(`/api/auth/tokens/${created.id}`))).statusCode, 200)
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 401)
      const revoked = (await eventsAbout(t, created.id)).at(-1)
      assert.equal(revoked?.type, 'token.revoked')
      assert.equal(revoked.actorId, admin.user.id)
    })

    test('a write token may revoke itself', async () => {
      const created = await createToken(t, alice)
      assert.equal((await t.request(withToken(created.token).delete(`/api/auth/tokens/${created.id}`))).statusCode, 200)
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 401)
    })
  })

  describe("the owner's changes hold for their tokens at once", () => {
    test('a role change: a demoted administrator\'s token loses admin rights on the next request', async () => {
      const other = await createUser(t, { role: 'admin' })
      const { token } = await createToken(t, other, { scope: 'read' })
      assert.equal((await t.request(withToken(token).get('/api/users'))).statusCode, 200)
      assert.equal((await t.request(as(admin).put(`/api/users/${other.user.id}`, { role: 'user' }))).statusCode, 200)
      assert.equal((await t.request(withToken(token).get('/api/users'))).statusCode, 403)
    })

    test("the owner's deletion: 401, and the tokens are gone", async () => {
      const owner = await createUser(t)
      const created = await createToken(t, owner)
      assert.equal((await t.request(as(admin).delete(`/api/users/${owner.user.id}`))).statusCode, 200)
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 401)
      assert.equal(await t.app.database.db.selectFrom('api_tokens').select('id').where('id', '=', created.id).executeTakeFirst(), undefined)
    })

    test('a password change or reset ends the tokens made before it; a new one works', async () => {
      const owner = await createUser(t)
      const old = await createToken(t, owner)
      assert.equal((await t.request(withToken(old.token).get('/api/users/me'))).statusCode, 200)
      assert.equal((await t.request(as(admin).put(`/api/users/${owner.user.id}`, { password: 'set-by-admin-1' }))).statusCode, 200)
      const refused = await t.request(withToken(old.token).get('/api/users/me'))
      assert.equal(refused.statusCode, 401)
      assert.match(refused.data.error.message, /password/)
      const signedIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: 'set-by-admin-1' } })
      const fresh = await createToken(t, { ...owner, token: signedIn.data.data.token })
      assert.equal((await t.request(withToken(fresh.token).get('/api/users/me'))).statusCode, 200)
    })
  })

  describe('expiry and last use', () => {
    // Date alone is mocked (timers run as usual), and only while a test moves the clock.
    const withClock = async (body: (forward: (ms: number) => void) => Promise<void>) => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() })
      try {
        await body((ms) => mock.timers.tick(ms))
      } finally {
        mock.timers.reset()
      }
    }

    test('a token stops working at expiresAt: 401 expired', async () => {
      const created = await createToken(t, alice, { expiresAt: inAnHour() })
      assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
      await withClock(async (forward) => {
        forward(3600_000 + 1000)
        const res = await t.request(withToken(created.token).get('/api/users/me'))
        assert.equal(res.statusCode, 401)
        assert.match(String(res.headers['www-authenticate']), /error_description="expired: /)
      })
    })

    test('lastUsedAt is written on first use, then at most once a minute, so reads stay reads', async () => {
      const owner = await createUser(t)
      const created = await createToken(t, owner, { scope: 'read' })
      const lastUsed = async () =>
        (await t.app.database.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', created.id).executeTakeFirstOrThrow()).last_used_at
      assert.equal(await lastUsed(), null)
      await withClock(async (forward) => {
        assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
        await until(async () => (await lastUsed()) !== null, 'the first use written')
        const first = await lastUsed()
        assert.equal(first, new Date().toISOString())
        forward(59_000)
        for (let i = 0; i < 5; i++) assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
        await sleep(100)
        assert.equal(await lastUsed(), first, 'no write within the minute')
        forward(2_000)
        assert.equal((await t.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
        await until(async () => (await lastUsed()) !== first, 'the use after a minute written')
        assert.equal(await lastUsed(), new Date().toISOString())
        const listed = await t.request(as(owner).get('/api/auth/tokens'))
        assert.equal(listed.data.data.items[0].lastUsedAt, new Date().toISOString())
      })
    })
  })
})

eachDatabase((kind) => {
  for (const transport of [
    { name: 'through Redis', env: { REDIS_URL: REDIS_TEST_URL } as Record<string, string>, skip: redisSkip },
    { name: 'through the database (no Redis)', env: {}, skip: false as const }
  ]) {
    describe(`two instances, invalidations ${transport.name}`, { skip: transport.skip }, () => {
      test('a revocation on one refuses the token on the other; a demotion takes its admin rights away there', async () => {
        await withTwoInstances(kind, { env: transport.env }, async (a, b) => {
          const root = await createUser(a, { role: 'admin' })
          const other = await createUser(a, { role: 'admin' })
          const revoked = await createToken(a, other, { scope: 'read' })
          const kept = await createToken(a, other, { scope: 'read' })
          // Each token cached on b first, so that b must hear of the changes.
          assert.equal((await b.request(withToken(revoked.token).get('/api/users'))).statusCode, 200)
          assert.equal((await b.request(withToken(kept.token).get('/api/users'))).statusCode, 200)
          assert.equal((await a.request(as(other).delete(`/api/auth/tokens/${revoked.id}`))).statusCode, 200)
          assert.equal(await statusOnceSettled(() => b.request(withToken(revoked.token).get('/api/users')), 401), 401)
          assert.equal((await a.request(as(root).put(`/api/users/${other.user.id}`, { role: 'user' }))).statusCode, 200)
          assert.equal(await statusOnceSettled(() => b.request(withToken(kept.token).get('/api/users')), 403), 403)
          assert.equal((await b.request(withToken(kept.token).get('/api/users/me'))).statusCode, 200)
        })
      })

      test("the owner's password change and deletion on one end their tokens on the other", async () => {
        await withTwoInstances(kind, { env: transport.env }, async (a, b) => {
          const root = await createUser(a, { role: 'admin' })
          const changing = await createUser(a)
          const leaving = await createUser(a)
          const ofChanging = await createToken(a, changing, { scope: 'read' })
          const ofLeaving = await createToken(a, leaving, { scope: 'read' })
          // The tokens and their owners cached on b first.
          assert.equal((await b.request(withToken(ofChanging.token).get('/api/users/me'))).statusCode, 200)
          assert.equal((await b.request(withToken(ofLeaving.token).get('/api/users/me'))).statusCode, 200)
          const password = 'a-new-long-password-3'
          const changed = await a.request(as(changing).put('/api/users/me/password', { current_password: changing.password, password, password_confirmation: password }))
          assert.equal(changed.statusCode, 200, changed.body)
          assert.equal(await statusOnceSettled(() => b.request(withToken(ofChanging.token).get('/api/users/me')), 401), 401)
          assert.equal((await a.request(as(root).delete(`/api/users/${leaving.user.id}`))).statusCode, 200)
          assert.equal(await statusOnceSettled(() => b.request(withToken(ofLeaving.token).get('/api/users/me')), 401), 401)
        })
      })

      test('lastUsedAt is written once a minute between them, not once per instance', async () => {
        await withTwoInstances(kind, { env: transport.env }, async (a, b) => {
          const owner = await createUser(a)
          const created = await createToken(a, owner, { scope: 'read' })
          const lastUsed = async () =>
            (await a.app.database.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', created.id).executeTakeFirstOrThrow()).last_used_at
          assert.equal((await a.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
          await until(async () => (await lastUsed()) !== null, 'the first use written')
          const first = await lastUsed()
          mock.timers.enable({ apis: ['Date'], now: Date.now() + 1000 })
          try {
            assert.equal((await b.request(withToken(created.token).get('/api/users/me'))).statusCode, 200)
            await sleep(200)
            assert.equal(await lastUsed(), first, "b's first use within a's minute writes nothing")
          } finally {
            mock.timers.reset()
          }
        })
      })
    })
  }
})
