import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { InjectOptions } from 'fastify'
import { buildTestApp, eachDatabase, eventsAbout, eventTypesAbout, invalidOn, scenarios, testApp, type Scenario, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, watchForSecrets, type TestUser } from '../accounts.js'

/** The session id a token belongs to. */
const sessionOf = (u: TestUser) => String(JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()).sid)
const freshEmail = () => `new-${randomUUID()}@example.com`

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let user: TestUser
  let assertNoSecrets: (minimum: number) => void
  const call = (options: InjectOptions): Promise<TestResponse> => t.request(options)
  // A row's stand-in for the administrator's email, known only once the file's users exist.
  const withTakenEmail = (payload: Record<string, unknown>) =>
    payload.email === 'TAKEN-BY-ADMIN' ? { ...payload, email: admin.user.email.toUpperCase() } : payload
  // A new sign-in email needs the current password: sent with the taken email, so that the email is what is wrong.
  const withPassword = (payload: Record<string, unknown>) =>
    payload.email === admin.user.email.toUpperCase() ? { ...payload, current_password: user.password } : payload

  before(async () => {
    t = await buildTestApp(kind)
    // Every answer this file gets, to prove none carries a password or a hash.
    assertNoSecrets = watchForSecrets(t)
    admin = await createUser(t, { role: 'admin', name: 'Root Admin' })
    user = await createUser(t, { name: 'Plain User' })
  })
  after(() => t.close())

  describe('who may call what', () => {
    // `target` is another account; `caller` is the signed-in caller, none when anonymous.
    interface Scene {
      target: TestUser
      caller: TestUser | undefined
    }
    type Row = [string, string, (s: Scene) => string, ((s: Scene) => Record<string, unknown>) | undefined, number, number, number]
    const matrix: Row[] = [
      // method, label, url, body, anonymous, user, admin
      ['POST', 'register (open; a token changes nothing)', () => '/api/auth/register', () => ({ name: 'N', email: freshEmail(), password: 'password-1', password_confirmation: 'password-1' }), 201, 201, 201],
      ['POST', 'login (open)', () => '/api/auth/login', ({ target }) => ({ email: target.user.email, password: target.password }), 200, 200, 200],
      ['POST', 'refresh', () => '/api/auth/refresh', undefined, 401, 200, 200],
      ['POST', 'logout', () => '/api/auth/logout', undefined, 401, 200, 200],
      ['GET', 'sessions', () => '/api/auth/sessions', undefined, 401, 200, 200],
      ['DELETE', 'own session', ({ target, caller }) => `/api/auth/sessions/${sessionOf(caller ?? target)}`, undefined, 401, 200, 200],
      ['GET', 'me', () => '/api/users/me', undefined, 401, 200, 200],
      ['PUT', 'me', () => '/api/users/me', () => ({ name: 'Same' }), 401, 200, 200],
      [
        'PUT',
        'own password',
        () => '/api/users/me/password',
        ({ target, caller }) => ({ current_password: (caller ?? target).password, password: 'new-password-1', password_confirmation: 'new-password-1' }),
        401,
        200,
        200
      ],
      ['GET', 'list', () => '/api/users', undefined, 401, 403, 200],
      ['GET', 'one', ({ target }) => `/api/users/${target.user.id}`, undefined, 401, 403, 200],
      ['POST', 'create', () => '/api/users', () => ({ name: 'N', email: freshEmail(), password: 'password-1' }), 401, 403, 201],
      ['PUT', 'update', ({ target }) => `/api/users/${target.user.id}`, () => ({ name: 'Renamed' }), 401, 403, 200],
      ['DELETE', 'delete', ({ target }) => `/api/users/${target.user.id}`, undefined, 401, 403, 200]
    ]
    const CODES: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' }
    const callers = [
      ['anonymous', async () => undefined],
      ['user', () => createUser(t)],
      ['admin', () => createUser(t, { role: 'admin' })]
    ] as const
    scenarios(
      () => t,
      matrix.flatMap(([method, label, url, payload, ...expected]) =>
        callers.map(([who, signIn], i): Scenario => ({
          name: `${method} ${label}: ${who} ${expected[i]}`,
          request: async () => {
            const scene = { target: await createUser(t), caller: await signIn() }
            const body = payload?.(scene)
            return { method: method as InjectOptions['method'], url: url(scene), headers: scene.caller ? bearer(scene.caller.token) : {}, ...(body && { payload: body }) }
          },
          status: expected[i]!,
          code: CODES[expected[i]!],
          then: (res) => {
            if (res.statusCode < 300) assert.equal(res.data.success, true)
          }
        }))
      )
    )
  })

  describe('own profile', () => {
    test('GET /users/me answers the user object', async () => {
      const res = await call({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) })
      assert.deepEqual(Object.keys(res.data.data).sort(), ['createdAt', 'email', 'emailVerifiedAt', 'id', 'lastLoginAt', 'name', 'role', 'status', 'updatedAt'])
    })

    test('PUT /users/me changes only what is sent; role is ignored; writes user.updated', async () => {
      const me = await createUser(t, { name: 'Before' })
      const res = await call({ method: 'PUT', url: '/api/users/me', headers: bearer(me.token), payload: { name: 'After', role: 'admin' } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Profile updated')
      assert.equal(res.data.data.name, 'After')
      assert.equal(res.data.data.email, me.user.email)
      assert.equal(res.data.data.role, 'user')
      assert.ok((await eventTypesAbout(t, me.user.id)).includes('user.updated'))
    })

    test('GET /users/me, GET /users/{id} and the users list show every change on the next request (users and pages are cached)', async () => {
      // The newest users first: the one made here is on the first page, read before and after each change.
      const listed = async (id: string) =>
        ((await call({ method: 'GET', url: '/api/users?sort=-createdAt&limit=5', headers: bearer(admin.token) })).data.data.items as Array<{ id: string; name: string; email: string; role: string; lastLoginAt: string | null }>).find((u) => u.id === id)
      await listed(admin.user.id)
      const me = await createUser(t, { name: 'Cached' })
      const mine = async () => (await call({ method: 'GET', url: '/api/users/me', headers: bearer(me.token) })).data.data
      const byAdmin = async () => (await call({ method: 'GET', url: `/api/users/${me.user.id}`, headers: bearer(admin.token) })).data.data
      assert.equal((await mine()).name, 'Cached')
      assert.equal((await byAdmin()).name, 'Cached')
      assert.equal((await listed(me.user.id))?.name, 'Cached')

      await call({ method: 'PUT', url: '/api/users/me', headers: bearer(me.token), payload: { name: 'Renamed' } })
      assert.equal((await mine()).name, 'Renamed')
      assert.equal((await byAdmin()).name, 'Renamed')
      assert.equal((await listed(me.user.id))?.name, 'Renamed')

      const email = freshEmail()
      await call({ method: 'PUT', url: `/api/users/${me.user.id}`, headers: bearer(admin.token), payload: { email, role: 'admin' } })
      assert.deepEqual([(await mine()).email, (await mine()).role], [email, 'admin'])
      assert.deepEqual([(await listed(me.user.id))?.email, (await listed(me.user.id))?.role], [email, 'admin'])
      assert.equal((await call({ method: 'GET', url: '/api/users', headers: bearer(me.token) })).statusCode, 200)

      const before = (await mine()).lastLoginAt
      await sleep(5) // a new stamp, to the millisecond
      const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password: me.password } })
      assert.equal(login.statusCode, 200)
      const stamped = login.data.data.user.lastLoginAt
      assert.notEqual(stamped, before)
      assert.equal((await mine()).lastLoginAt, stamped)
      assert.equal((await byAdmin()).lastLoginAt, stamped)
      assert.equal((await listed(me.user.id))?.lastLoginAt, stamped)

      assert.equal((await call({ method: 'DELETE', url: `/api/users/${me.user.id}`, headers: bearer(admin.token) })).statusCode, 200)
      assert.equal(await listed(me.user.id), undefined)
    })

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['empty name', { name: '' }, 'name'],
      ['name longer than 100', { name: 'n'.repeat(101) }, 'name'],
      ['name a number', { name: 42 }, 'name'],
      ['bad email', { email: 'nope' }, 'email'],
      ['email longer than 254', { email: `${'e'.repeat(250)}@example.com` }, 'email'],
      ['email a number', { email: 42 }, 'email'],
      ['taken email', { email: 'TAKEN-BY-ADMIN' }, 'email'],
      ['current_password a number', { email: 'new@example.com', current_password: 42 }, 'current_password'],
      ['current_password empty', { email: 'new@example.com', current_password: '' }, 'current_password']
    ]
    scenarios(
      () => t,
      bad.map(([name, payload, field]) => ({
        name: `PUT /users/me with ${name} is 422 on ${field}`,
        request: () => ({ method: 'PUT', url: '/api/users/me', headers: bearer(user.token), payload: withPassword(withTakenEmail(payload)) }),
        ...invalidOn(field)
      }))
    )
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

    const created = { name: 'A', email: 'a@example.com', password: 'password-1' }
    const invalidCreate: Array<[string, Record<string, unknown>, string]> = [
      ['no password', { ...created, password: undefined }, 'password'],
      ['a password shorter than 8', { ...created, password: 'short' }, 'password'],
      ['a password longer than 128', { ...created, password: 'p'.repeat(129) }, 'password'],
      ['unknown role', { ...created, role: 'owner' }, 'role'],
      ['no name', { ...created, name: undefined }, 'name'],
      ['an empty name', { ...created, name: '' }, 'name'],
      ['a name longer than 100', { ...created, name: 'n'.repeat(101) }, 'name'],
      ['no email', { ...created, email: undefined }, 'email'],
      ['a malformed email', { ...created, email: 'a@' }, 'email']
    ]
    scenarios(
      () => t,
      invalidCreate.map(([name, payload, field]) => ({
        name: `create with ${name} is 422 on ${field}`,
        request: () => ({ method: 'POST', url: '/api/users', headers: bearer(admin.token), payload }),
        ...invalidOn(field)
      }))
    )

    const invalidUpdate: Array<[string, Record<string, unknown>, string]> = [
      ['an empty name', { name: '' }, 'name'],
      ['a name longer than 100', { name: 'n'.repeat(101) }, 'name'],
      ['a malformed email', { email: 'nope' }, 'email'],
      ['an email taken by another user, in another case', { email: 'TAKEN-BY-ADMIN' }, 'email'],
      ['an unknown role', { role: 'owner' }, 'role'],
      ['a password shorter than 8', { password: 'short' }, 'password'],
      ['a password longer than 128', { password: 'p'.repeat(129) }, 'password'],
      ['a password that is a number', { password: 12345678 }, 'password']
    ]
    scenarios(
      () => t,
      invalidUpdate.map(([name, payload, field]) => {
        let target: TestUser
        return {
          name: `update with ${name} is 422 on ${field} and changes nothing`,
          request: async () => {
            target = await createUser(t, { name: 'Unchanged' })
            return { method: 'PUT', url: `/api/users/${target.user.id}`, headers: bearer(admin.token), payload: withTakenEmail(payload) }
          },
          ...invalidOn(field),
          then: async () => {
            const after = await call({ method: 'GET', url: `/api/users/${target.user.id}`, headers: bearer(admin.token) })
            assert.deepEqual(after.data.data, target.user)
            assert.equal((await call({ method: 'GET', url: '/api/users/me', headers: bearer(target.token) })).statusCode, 200)
          }
        }
      })
    )

    const byId = (method: 'GET' | 'PUT' | 'DELETE', id: string): InjectOptions => ({
      method,
      url: `/api/users/${id}`,
      headers: bearer(admin.token),
      ...(method === 'PUT' && { payload: { name: 'x' } })
    })
    scenarios(
      () => t,
      (['GET', 'PUT', 'DELETE'] as const).flatMap((method): Scenario[] => [
        { name: `${method} with an id longer than 64 characters is 422 on id`, request: () => byId(method, 'i'.repeat(65)), status: 422, code: 'VALIDATION_ERROR', field: 'id' },
        { name: `${method} with an unknown id is 404`, request: () => byId(method, '01a20000-0000-7000-8000-000000000000'), status: 404, code: 'NOT_FOUND' }
      ])
    )

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
      assert.ok((await eventTypesAbout(t, target.user.id)).includes('user.deleted'))
    })
  })

  test('an account deleted by another instance whose cache has not heard of it yet: its own endpoints answer 401, not 404', async (context) => {
    // Without REDIS_URL the second instance hears of changes through the invalidations table,
    // within a poll; until then its cache is stale.
    const other = await testApp(context, kind, { database: t.database })
    const target = await createUser(t)
    const own = (options: InjectOptions) => other.request({ ...options, headers: bearer(target.token) })
    assert.equal((await own({ method: 'GET', url: '/api/users/me' })).statusCode, 200)
    assert.equal((await call({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: bearer(admin.token) })).statusCode, 200)
    // A read may still be answered from that cache until it hears (within a poll of the
    // invalidations table); a change reads the row itself.
    const answers = [
      await own({ method: 'PUT', url: '/api/users/me', payload: { name: 'Ghost' } }),
      await own({ method: 'PUT', url: '/api/users/me/password', payload: { current_password: 'x', password: 'password-2', password_confirmation: 'password-2' } })
    ]
    for (const res of answers) {
      assert.equal(res.statusCode, 401, res.body)
      assert.equal(res.data.error.message, 'The account no longer exists')
    }
  })

  test('a demotion made on another instance holds at once for the role webhook deliveries go by, before that instance\'s cache hears of it', async (context) => {
    const other = await testApp(context, kind, { database: t.database })
    const demoted = await createUser(t, { role: 'admin' })
    assert.equal((await other.request({ method: 'GET', url: '/api/users/me', headers: bearer(demoted.token) })).data.data.role, 'admin')
    await call({ method: 'PUT', url: `/api/users/${demoted.user.id}`, headers: bearer(admin.token), payload: { role: 'user' } })
    assert.equal(await other.app.users.roleNow(demoted.user.id), 'user')
    assert.equal(await other.app.users.roleNow(randomUUID()), undefined)
  })

  describe('events', () => {
    test('user.created, user.updated and user.deleted carry the user as the API answered it, and who acted', async () => {
      const created = await call({ method: 'POST', url: '/api/users', headers: bearer(admin.token), payload: { name: 'Evented', email: `ev-${randomUUID()}@example.com`, password: 'password-1' } })
      const id = created.data.data.id
      const updated = await call({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin.token), payload: { name: 'Evented Again', role: 'admin' } })
      assert.equal((await call({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(admin.token) })).statusCode, 200)
      const events = await eventsAbout(t, id)
      assert.deepEqual(
        events.map((e) => [e.type, e.actorId, e.data]),
        [
          ['user.created', admin.user.id, created.data.data],
          ['user.updated', admin.user.id, updated.data.data],
          ['user.deleted', admin.user.id, updated.data.data]
        ]
      )
    })

    test('a change refused by a rule writes no event', async () => {
      const target = await createUser(t)
      const before = await eventsAbout(t, target.user.id)
      const taken = await call({ method: 'PUT', url: `/api/users/${target.user.id}`, headers: bearer(admin.token), payload: { name: 'Not Kept', email: admin.user.email } })
      assert.equal(taken.statusCode, 422)
      assert.deepEqual(await eventsAbout(t, target.user.id), before)
      assert.equal((await call({ method: 'GET', url: `/api/users/${target.user.id}`, headers: bearer(admin.token) })).data.data.name, target.user.name)
    })
  })

  describe('the last administrator', () => {
    test('cannot be demoted or deleted (422 LAST_ADMIN), but can once another admin exists', async (context) => {
      const own = await testApp(context, kind)
      const only = await createUser(own, { role: 'admin' })
      const demote = await own.request({ method: 'PUT', url: `/api/users/${only.user.id}`, headers: bearer(only.token), payload: { role: 'user' } })
      assert.equal(demote.statusCode, 422)
      assert.equal(demote.data.error.code, 'LAST_ADMIN')
      const remove = await own.request({ method: 'DELETE', url: `/api/users/${only.user.id}`, headers: bearer(only.token) })
      assert.equal(remove.statusCode, 422)
      assert.equal(remove.data.error.code, 'LAST_ADMIN')
      assert.ok(!(await eventTypesAbout(own, only.user.id)).includes('user.deleted'), 'a refused delete writes no event')
      assert.equal((await own.request({ method: 'GET', url: '/api/users/me', headers: bearer(only.token) })).data.data.role, 'admin')
      await createUser(own, { role: 'admin' })
      const now = await own.request({ method: 'PUT', url: `/api/users/${only.user.id}`, headers: bearer(only.token), payload: { role: 'user' } })
      assert.equal(now.statusCode, 200)
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
      assert.equal((await list('search=&role=&sort=&limit=')).data.data.pagination.total, 4, 'empty filters filter nothing')
    })

    test('filters by role and sorts either way', async () => {
      assert.deepEqual(names(await list('role=admin')), ['Zed Admin'])
      assert.deepEqual(names(await list('sort=-name')), ['Zed Admin', 'Carol 100%_off', 'Bob Jones', 'Alice Smith'])
      assert.deepEqual(names(await list('sort=email')), ['Alice Smith', 'Bob Jones', 'Carol 100%_off', 'Zed Admin'])
    })

    const badQueries: Array<[string, string]> = [
      ['sort=password', 'sort'],
      ['sort=-', 'sort'],
      ['role=owner', 'role'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      [`search=${'s'.repeat(101)}`, 'search']
    ]
    scenarios(
      () => own,
      badQueries.map(([query, field]) => ({
        name: `${query.slice(0, 40)} is 422 on ${field}`,
        request: () => ({ method: 'GET', url: `/api/users?${query}`, headers: bearer(token) }),
        ...invalidOn(field)
      }))
    )
  })

  test('no answer in this file carried a password or a hash', () => {
    assertNoSecrets(80)
  })
})
