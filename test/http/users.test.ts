import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import { buildTestApp, eachDatabase, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let user: TestUser
  const bodies: string[] = []
  // Every answer this file gets, to prove none carries a password or a hash.
  const call = async (options: InjectOptions): Promise<TestResponse> => {
    const res = await t.request(options)
    bodies.push(res.body)
    return res
  }

  before(async () => {
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin', name: 'Root Admin' })
    user = await createUser(t, { name: 'Plain User' })
  })
  after(() => t.close())

  describe('who may call what', () => {
    const matrix: Array<[string, string, (target: string) => string, Record<string, unknown> | undefined, number, number, number]> = [
      // method, label, url, body, anonymous, user, admin
      ['GET', 'me', () => '/api/users/me', undefined, 401, 200, 200],
      ['PUT', 'me', () => '/api/users/me', { name: 'Same' }, 401, 200, 200],
      ['GET', 'list', () => '/api/users', undefined, 401, 403, 200],
      ['GET', 'one', (id) => `/api/users/${id}`, undefined, 401, 403, 200],
      ['POST', 'create', () => '/api/users', { name: 'N', email: `n-${Math.random()}@example.com`, password: 'password-1' }, 401, 403, 201],
      ['PUT', 'update', (id) => `/api/users/${id}`, { name: 'Renamed' }, 401, 403, 200],
      ['DELETE', 'delete', (id) => `/api/users/${id}`, undefined, 401, 403, 200],
      ['GET', 'sessions', () => '/api/auth/sessions', undefined, 401, 200, 200],
      ['POST', 'logout', () => '/api/auth/logout', undefined, 401, 200, 200]
    ]
    for (const [method, label, url, payload, anonymous, asUser, asAdmin] of matrix) {
      test(`${method} ${label}: anonymous ${anonymous}, user ${asUser}, admin ${asAdmin}`, async () => {
        const target = await createUser(t)
        const callers: Array<[string, Record<string, string>, number]> = [
          ['anonymous', {}, anonymous],
          ['user', bearer((await createUser(t)).token), asUser],
          ['admin', bearer((await createUser(t, { role: 'admin' })).token), asAdmin]
        ]
        for (const [who, headers, expected] of callers) {
          const body = payload && { ...payload, ...(payload.email ? { email: `${who}-${Math.random()}@example.com` } : {}) }
          const res = await call({ method: method as InjectOptions['method'], url: url(target.user.id), headers, ...(body && { payload: body }) })
          assert.equal(res.statusCode, expected, `${who}: ${res.body}`)
          if (expected === 401) assert.equal(res.data.error.code, 'UNAUTHORIZED')
          if (expected === 403) assert.equal(res.data.error.code, 'FORBIDDEN')
        }
      })
    }
  })

  describe('own profile', () => {
    test('GET /users/me answers the user object', async () => {
      const res = await call({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) })
      assert.deepEqual(Object.keys(res.data.data).sort(), ['createdAt', 'email', 'id', 'lastLoginAt', 'name', 'role', 'updatedAt'])
    })

    test('PUT /users/me changes only what is sent; role is ignored; writes user.updated', async () => {
      const me = await createUser(t, { name: 'Before' })
      const res = await call({ method: 'PUT', url: '/api/users/me', headers: bearer(me.token), payload: { name: 'After', role: 'admin' } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Profile updated')
      assert.equal(res.data.data.name, 'After')
      assert.equal(res.data.data.email, me.user.email)
      assert.equal(res.data.data.role, 'user')
      const types = await t.app.database.db.selectFrom('events').select('type').where('subject_id', '=', me.user.id).execute()
      assert.ok(types.some((e) => e.type === 'user.updated'))
    })

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['empty name', { name: '' }, 'name'],
      ['bad email', { email: 'nope' }, 'email'],
      ['taken email', { email: 'TAKEN-BY-ADMIN' }, 'email']
    ]
    for (const [name, payload, field] of bad) {
      test(`PUT /users/me with ${name} is 422 on ${field}`, async () => {
        const body = payload.email === 'TAKEN-BY-ADMIN' ? { email: admin.user.email.toUpperCase() } : payload
        const res = await call({ method: 'PUT', url: '/api/users/me', headers: bearer(user.token), payload: body })
        assert.equal(res.statusCode, 422)
        assert.ok(res.data.error.details[field])
      })
    }
  })

  describe('administration', () => {
    test('create: 201, role as given, event user.created; a taken email is 422', async () => {
      const res = await call({
        method: 'POST',
        url: '/api/users',
        headers: bearer(admin.token),
        payload: { name: 'Made', email: 'made@example.com', password: 'password-1', role: 'admin' }
      })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.message, 'User created')
      assert.equal(res.data.data.role, 'admin')
      const again = await call({ method: 'POST', url: '/api/users', headers: bearer(admin.token), payload: { name: 'X', email: 'MADE@example.com', password: 'password-1' } })
      assert.equal(again.statusCode, 422)
      assert.deepEqual(again.data.error.details, { email: ['is already registered'] })
    })

    const invalidCreate: Array<[string, Record<string, unknown>, string]> = [
      ['no password', { name: 'A', email: 'a1@example.com' }, 'password'],
      ['unknown role', { name: 'A', email: 'a2@example.com', password: 'password-1', role: 'owner' }, 'role'],
      ['no name', { email: 'a3@example.com', password: 'password-1' }, 'name']
    ]
    for (const [name, payload, field] of invalidCreate) {
      test(`create with ${name} is 422 on ${field}`, async () => {
        const res = await call({ method: 'POST', url: '/api/users', headers: bearer(admin.token), payload })
        assert.equal(res.statusCode, 422)
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
      })
    }

    test('an unknown id is 404', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call({ method, url: '/api/users/01a20000-0000-7000-8000-000000000000', headers: bearer(admin.token), ...(method === 'PUT' && { payload: { name: 'x' } }) })
        assert.equal(res.statusCode, 404, method)
        assert.equal(res.data.error.code, 'NOT_FOUND')
      }
    })

    test('a demoted administrator loses admin rights on the very next request', async () => {
      const other = await createUser(t, { role: 'admin' })
      assert.equal((await call({ method: 'GET', url: '/api/users', headers: bearer(other.token) })).statusCode, 200)
      const res = await call({ method: 'PUT', url: `/api/users/${other.user.id}`, headers: bearer(admin.token), payload: { role: 'user' } })
      assert.equal(res.data.data.role, 'user')
      assert.equal((await call({ method: 'GET', url: '/api/users', headers: bearer(other.token) })).statusCode, 403)
      assert.equal((await call({ method: 'GET', url: '/api/users/me', headers: bearer(other.token) })).statusCode, 200)
    })

    test("a password set by an administrator ends the user's sessions", async () => {
      const target = await createUser(t)
      await call({ method: 'PUT', url: `/api/users/${target.user.id}`, headers: bearer(admin.token), payload: { password: 'reset-password-1' } })
      assert.equal((await call({ method: 'GET', url: '/api/users/me', headers: bearer(target.token) })).statusCode, 401)
      const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email: target.user.email, password: 'reset-password-1' } })
      assert.equal(login.statusCode, 200)
    })

    test("a deleted user's tokens answer 401 on the next request; user.deleted is written", async () => {
      const target = await createUser(t)
      const res = await call({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: bearer(admin.token) })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.data.data, { id: target.user.id })
      assert.equal((await call({ method: 'GET', url: '/api/users/me', headers: bearer(target.token) })).statusCode, 401)
      const sessions = await t.app.database.db.selectFrom('sessions').select('id').where('user_id', '=', target.user.id).execute()
      assert.equal(sessions.length, 0)
      const event = await t.app.database.db.selectFrom('events').selectAll().where('subject_id', '=', target.user.id).where('type', '=', 'user.deleted').executeTakeFirst()
      assert.ok(event)
    })
  })

  describe('the last administrator', () => {
    test('cannot be demoted or deleted (422 LAST_ADMIN), but can once another admin exists', async () => {
      const own = await buildTestApp(kind)
      try {
        const only = await createUser(own, { role: 'admin' })
        const demote = await own.request({ method: 'PUT', url: `/api/users/${only.user.id}`, headers: bearer(only.token), payload: { role: 'user' } })
        assert.equal(demote.statusCode, 422)
        assert.equal(demote.data.error.code, 'LAST_ADMIN')
        const remove = await own.request({ method: 'DELETE', url: `/api/users/${only.user.id}`, headers: bearer(only.token) })
        assert.equal(remove.statusCode, 422)
        assert.equal(remove.data.error.code, 'LAST_ADMIN')
        await createUser(own, { role: 'admin' })
        const now = await own.request({ method: 'PUT', url: `/api/users/${only.user.id}`, headers: bearer(only.token), payload: { role: 'user' } })
        assert.equal(now.statusCode, 200)
      } finally {
        await own.close()
      }
    })
  })

  describe('list', () => {
    let own: TestApp
    let token: string
    before(async () => {
      own = await buildTestApp(kind)
      token = (await createUser(own, { role: 'admin', name: 'Zed Admin', email: 'zed@example.com' })).token
      for (const [name, email] of [['Alice Smith', 'alice@example.com'], ['Bob Jones', 'bob@corp.example'], ['Carol 100%_off', 'carol@example.com']]) {
        await createUser(own, { name, email })
      }
    })
    after(() => own.close())

    const list = (query: string) => own.request({ method: 'GET', url: `/api/users?${query}`, headers: bearer(token) })
    const names = (res: TestResponse) => res.data.data.items.map((u: { name: string }) => u.name)

    test('pages with totals', async () => {
      const res = await list('limit=2&page=2&sort=name')
      assert.deepEqual(res.data.data.pagination, { page: 2, limit: 2, total: 4, totalPages: 2 })
      assert.deepEqual(names(res), ['Carol 100%_off', 'Zed Admin'])
    })

    test('search is case-insensitive in name and email; % and _ are literal', async () => {
      assert.deepEqual(names(await list('search=SMITH')), ['Alice Smith'])
      assert.deepEqual(names(await list('search=corp.EXAMPLE')), ['Bob Jones'])
      assert.deepEqual(names(await list('search=100%25_')), ['Carol 100%_off'])
      assert.deepEqual(names(await list('search=_')), ['Carol 100%_off'])
      assert.equal((await list('search=')).data.data.pagination.total, 4, 'an empty search box filters nothing')
    })

    test('filters by role and sorts either way', async () => {
      assert.deepEqual(names(await list('role=admin')), ['Zed Admin'])
      assert.deepEqual(names(await list('sort=-name')), ['Zed Admin', 'Carol 100%_off', 'Bob Jones', 'Alice Smith'])
      assert.deepEqual(names(await list('sort=email')), ['Alice Smith', 'Bob Jones', 'Carol 100%_off', 'Zed Admin'])
    })

    const badQueries: Array<[string, string]> = [
      ['sort=password', 'sort'],
      ['role=owner', 'role'],
      ['limit=0', 'limit'],
      ['page=-1', 'page']
    ]
    for (const [query, field] of badQueries) {
      test(`${query} is 422 on ${field}`, async () => {
        const res = await list(query)
        assert.equal(res.statusCode, 422)
        assert.ok(res.data.error.details[field])
      })
    }
  })

  test('no answer in this file carried a password or a hash', () => {
    assert.ok(bodies.length >= 40, `only ${bodies.length} answers were collected`)
    for (const body of bodies) {
      assert.doesNotMatch(body, /\$argon2/)
      assert.doesNotMatch(body, /"(password|password_hash|passwordHash)":"/)
    }
  })
})
