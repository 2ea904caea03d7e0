import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { as, buildTestApp, eachDatabase, invalidOn, scenarios, type Expected, type Scenario, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let user: TestUser

  before(async () => {
    t = await buildTestApp(kind)
    ;[admin, user] = [await createUser(t, { role: 'admin' }), await createUser(t)]
  })
  after(() => t.close())

  const valid = { customerEmail: 'buyer@example.com', total: 12.5, currency: 'EUR' }
  const create = (payload: Record<string, unknown>, who = admin) => t.request({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload })
  const update = (id: string, payload: Record<string, unknown>, who = admin) =>
    t.request({ method: 'PUT', url: `/api/orders/${id}`, headers: bearer(who.token), payload })
  const list = (query: string) => t.request({ method: 'GET', url: `/api/orders?${query}`, headers: bearer(admin.token) })
  const ids = (res: TestResponse) => res.data.data.items.map((order: { id: string }) => order.id)
  const eventsFor = (id: string) =>
    t.app.database.db.selectFrom('events').select(['type', 'actor_id', 'payload']).where('subject_id', '=', id).orderBy('id').execute()

  describe('who may call what', () => {
    const routes: Array<[string, 'get' | 'post' | 'put', (id: string) => string, Record<string, unknown> | undefined]> = [
      ['list', 'get', () => '/api/orders', undefined],
      ['one', 'get', (id) => `/api/orders/${id}`, undefined],
      ['create', 'post', () => '/api/orders', valid],
      ['update', 'put', (id) => `/api/orders/${id}`, { status: 'paid' }]
    ]
    const callers: Array<[string, () => TestUser | undefined, Expected]> = [
      ['anonymous', () => undefined, { status: 401, code: 'UNAUTHORIZED' }],
      ['a user', () => user, { status: 403, code: 'FORBIDDEN' }]
    ]
    scenarios(
      () => t,
      routes.flatMap(([label, method, url, payload]) =>
        callers.map(([who, caller, expected]): Scenario => ({
          name: `${method.toUpperCase()} ${label}: ${who} ${expected.status}, nothing written`,
          request: async () => as(caller())[method](url((await create(valid)).data.data.id), payload),
          ...expected,
          events: []
        }))
      )
    )
  })

  describe('create', () => {
    test('201 with the order; writes order.created with the order as answered and the actor', async () => {
      const res = await create({ ...valid, unknown: 'ignored' })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.message, 'Order created')
      const order = res.data.data
      assert.deepEqual(Object.keys(order).sort(), ['createdAt', 'currency', 'customerEmail', 'id', 'status', 'total'])
      assert.equal(order.status, 'pending')
      assert.equal(order.total, 12.5)
      const events = await eventsFor(order.id)
      assert.deepEqual(events.map((e) => [e.type, e.actor_id]), [['order.created', admin.user.id]])
      assert.deepEqual(JSON.parse(events[0]!.payload), order)
      const read = await t.request({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin.token) })
      assert.deepEqual(read.data.data, order)
    })

    // Each total reads back as the very JSON number sent: kept as cents, never as a float.
    const exact = [0, 0.01, 0.1, 0.3, 12.5, 19.99, 1.005e2, 123456.78, 999_999_999.99]
    for (const total of exact) {
      test(`total ${total} reads back exactly, in the answer, by id and in the list`, async () => {
        const res = await create({ ...valid, total, customerEmail: `exact-${total}@example.com` })
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(res.data.data.total, total)
        const read = await t.request({ method: 'GET', url: `/api/orders/${res.data.data.id}`, headers: bearer(admin.token) })
        assert.equal(read.data.data.total, total)
        assert.equal(JSON.stringify(read.data.data.total), JSON.stringify(total))
        const listed = await list(`customerEmail=exact-${total}@example.com`)
        assert.equal(listed.data.data.items[0].total, total)
      })
    }

    test('a total sent as 12.50 reads back as 12.5 (the same JSON number)', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(admin.token), 'content-type': 'application/json' },
        payload: '{"customerEmail":"a@example.com","total":12.50,"currency":"USD"}'
      })
      assert.equal(res.statusCode, 201)
      assert.match(res.body, /"total":12\.5[,}]/)
    })

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['no customerEmail', { total: 1, currency: 'EUR' }, 'customerEmail'],
      ['a customerEmail that is no email', { ...valid, customerEmail: 'nope' }, 'customerEmail'],
      ['a customerEmail of 255 characters', { ...valid, customerEmail: `${'a'.repeat(243)}@example.com` }, 'customerEmail'],
      ['no total', { customerEmail: 'a@example.com', currency: 'EUR' }, 'total'],
      ['a total as a string', { ...valid, total: '12.50' }, 'total'],
      ['a null total', { ...valid, total: null }, 'total'],
      ['a negative total', { ...valid, total: -0.01 }, 'total'],
      ['a total with three decimals', { ...valid, total: 12.345 }, 'total'],
      ['a total with a tiny fraction', { ...valid, total: 1.0000001 }, 'total'],
      ['a total over the maximum', { ...valid, total: 1_000_000_000 }, 'total'],
      ['a huge total', { ...valid, total: 1e300 }, 'total'],
      ['no currency', { customerEmail: 'a@example.com', total: 1 }, 'currency'],
      ['a lower-case currency', { ...valid, currency: 'eur' }, 'currency'],
      ['a currency of two letters', { ...valid, currency: 'EU' }, 'currency'],
      ['a currency of four letters', { ...valid, currency: 'EURO' }, 'currency'],
      ['a currency with a digit', { ...valid, currency: 'EU1' }, 'currency'],
      ['a currency ending in a newline', { ...valid, currency: 'EUR\n' }, 'currency'],
      ['an unknown status', { ...valid, status: 'shipped' }, 'status'],
      ['a status in another case', { ...valid, status: 'Paid' }, 'status']
    ]
    let before: number
    const count = async () => (await list('limit=1')).data.data.pagination.total as number
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => ({
        name: `${name} is 422 on ${field}; nothing stored`,
        request: async () => {
          before = await count()
          return as(admin).post('/api/orders', payload)
        },
        ...invalidOn(field),
        events: [],
        then: async () => assert.equal(await count(), before)
      }))
    )

    test('a total with three decimals and a bad currency are named in one 422', async () => {
      const res = await create({ ...valid, total: 1.005, currency: 'eur' })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['currency', 'total'])
    })
  })

  describe('update', () => {
    test('changes only what is sent; writes order.updated with the order as answered', async () => {
      const created = (await create(valid)).data.data
      const res = await update(created.id, { total: 20.1, status: 'paid', id: 'ignored', createdAt: 'ignored' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Order updated')
      assert.deepEqual(res.data.data, { ...created, total: 20.1, status: 'paid' })
      const events = await eventsFor(created.id)
      assert.deepEqual(events.map((e) => e.type), ['order.created', 'order.updated'])
      assert.deepEqual(JSON.parse(events[1]!.payload), res.data.data)
    })

    const moves: Array<[string, string, boolean]> = [
      ['pending', 'paid', true],
      ['pending', 'cancelled', true],
      ['pending', 'refunded', false],
      ['paid', 'refunded', true],
      ['paid', 'pending', false],
      ['paid', 'cancelled', false],
      ['refunded', 'paid', false],
      ['cancelled', 'pending', false],
      ['paid', 'paid', true]
    ]
    let id: string
    const read = async () => (await t.request(as(admin).get(`/api/orders/${id}`))).data.data
    scenarios(
      () => t,
      moves.map(([from, to, allowed]): Scenario => ({
        name: `${from} → ${to}: ${allowed ? '200, order.updated' : '422 INVALID_TRANSITION, unchanged, no event'}`,
        request: async () => {
          id = (await create({ ...valid, status: from })).data.data.id
          return as(admin).put(`/api/orders/${id}`, { status: to })
        },
        ...(allowed ? { status: 200, events: ['order.updated'] } : { status: 422, code: 'INVALID_TRANSITION', field: 'status', events: [] }),
        then: async (res) => {
          if (allowed) assert.equal(res.data.data.status, to)
          assert.equal((await read()).status, allowed ? to : from)
        }
      }))
    )

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['a total with three decimals', { total: 0.001 }, 'total'],
      ['a total as a string', { total: '5' }, 'total'],
      ['a bad currency', { currency: 'usd' }, 'currency'],
      ['a bad email', { customerEmail: 'x' }, 'customerEmail'],
      ['a null status', { status: null }, 'status']
    ]
    let created: Record<string, unknown>
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => ({
        name: `${name} is 422 on ${field}; unchanged`,
        request: async () => {
          created = (await create(valid)).data.data
          return as(admin).put(`/api/orders/${created.id}`, payload)
        },
        ...invalidOn(field),
        events: [],
        then: async () => assert.deepEqual((await t.request(as(admin).get(`/api/orders/${created.id}`))).data.data, created)
      }))
    )

    test("concurrent changes of one order apply one after the other: none undoes another's field", async () => {
      for (let round = 0; round < 5; round++) {
        const created = (await create(valid)).data.data
        // Cancelled rather than paid: a paid order's total and currency may no longer change.
        const changes = [{ total: 1.11 }, { currency: 'USD' }, { customerEmail: 'changed@example.com' }, { status: 'cancelled' }]
        const answers = await Promise.all(changes.map((payload) => update(created.id, payload)))
        assert.deepEqual(answers.map((res) => res.statusCode), [200, 200, 200, 200])
        const read = await t.request({ method: 'GET', url: `/api/orders/${created.id}`, headers: bearer(admin.token) })
        assert.deepEqual(read.data.data, { ...created, total: 1.11, currency: 'USD', customerEmail: 'changed@example.com', status: 'cancelled' })
      }
    })

    describe('a paid order keeps its total and currency', () => {
      const refused: Array<[string, string, Record<string, unknown>, string[]]> = [
        ['paid', 'a new total', { total: 999 }, ['total']],
        ['paid', 'a new currency', { currency: 'USD' }, ['currency']],
        ['paid', 'both, with a refund', { total: 0, currency: 'USD', status: 'refunded' }, ['currency', 'total']],
        ['refunded', 'a new total', { total: 1 }, ['total']]
      ]
      let created: Record<string, unknown>
      scenarios(
        () => t,
        refused.map(([status, name, payload, fields]) => ({
          name: `${status}: ${name} is 409 CONFLICT naming ${fields.join(' and ')}; unchanged, no event`,
          request: async () => {
            created = (await create({ ...valid, status })).data.data
            return as(admin).put(`/api/orders/${created.id}`, payload)
          },
          status: 409,
          code: 'CONFLICT',
          events: [],
          then: async (res) => {
            assert.deepEqual(Object.keys(res.data.error.details).sort(), fields)
            assert.deepEqual((await t.request(as(admin).get(`/api/orders/${created.id}`))).data.data, created)
          }
        }))
      )

      test('a refund is a status change that keeps the amount, and the whole order may be sent back unchanged', async () => {
        const created = (await create({ ...valid, status: 'paid' })).data.data
        const refund = await update(created.id, { customerEmail: created.customerEmail, total: created.total, currency: created.currency, status: 'refunded' })
        assert.equal(refund.statusCode, 200, refund.body)
        assert.deepEqual(refund.data.data, { ...created, status: 'refunded' })
        const renamed = await update(created.id, { customerEmail: 'billing@example.com' })
        assert.equal(renamed.statusCode, 200)
        assert.equal(renamed.data.data.total, created.total)
      })

      test('a pending order may change its total as it is paid, and a cancelled one too', async () => {
        const pending = (await create(valid)).data.data
        const paid = await update(pending.id, { total: 30, status: 'paid' })
        assert.equal(paid.statusCode, 200)
        assert.deepEqual([paid.data.data.total, paid.data.data.status], [30, 'paid'])
        const cancelled = (await create({ ...valid, status: 'cancelled' })).data.data
        assert.equal((await update(cancelled.id, { total: 1, currency: 'GBP' })).statusCode, 200)
      })
    })

    test('an unknown id is 404 on GET and PUT', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.request({ method, url: '/api/orders/no-such-order', headers: bearer(admin.token), ...(method === 'PUT' && { payload: {} }) })
        assert.equal(res.statusCode, 404)
        assert.equal(res.data.error.code, 'NOT_FOUND')
      }
    })
  })

  describe('list', () => {
    const created: Record<string, string> = {}
    before(async () => {
      // Rows at known times: created through the API, then dated by a test-only SQL update.
      const rows: Array<[string, string, number, string, string]> = [
        ['a', 'List-A@example.com', 5, 'paid', '2020-01-01T10:00:00.000Z'],
        ['b', 'list-b@example.com', 50, 'pending', '2020-01-02T10:00:00.000Z'],
        ['c', 'list-a@example.com', 0.5, 'paid', '2020-01-03T10:00:00.000Z'],
        ['d', 'list-b@example.com', 7.25, 'cancelled', '2020-01-04T10:00:00.000Z']
      ]
      for (const [key, customerEmail, total, status, at] of rows) {
        const id = (await create({ customerEmail, total, currency: 'EUR', status })).data.data.id as string
        await t.app.database.db.updateTable('orders').set({ created_at: at }).where('id', '=', id).execute()
        created[key] = id
      }
    })
    const inRange = 'since=2020-01-01T00:00:00Z&until=2020-01-05T00:00:00Z'
    const cases: Array<[string, string, string[]]> = [
      ['newest first by default', inRange, ['d', 'c', 'b', 'a']],
      ['by status', `${inRange}&status=paid`, ['c', 'a']],
      ['by customer email, ignoring case', 'customerEmail=LIST-A@example.com', ['c', 'a']],
      ['since is inclusive', 'since=2020-01-03T10:00:00.000Z&until=2020-01-05T00:00:00Z', ['d', 'c']],
      ['until is exclusive', 'since=2020-01-01T00:00:00Z&until=2020-01-03T10:00:00.000Z', ['b', 'a']],
      ['since with a time zone offset', 'since=2020-01-04T11:00:00%2B01:00&until=2020-01-05T00:00:00Z', ['d']],
      ['sorted by total', `${inRange}&sort=total`, ['c', 'a', 'd', 'b']],
      ['sorted by total, descending', `${inRange}&sort=-total`, ['b', 'd', 'a', 'c']],
      ['sorted by customer email', `${inRange}&sort=customerEmail&status=paid`, ['a', 'c']],
      ['oldest first', `${inRange}&sort=createdAt`, ['a', 'b', 'c', 'd']]
    ]
    for (const [name, query, expected] of cases) {
      test(name, async () => {
        const res = await list(query)
        assert.equal(res.statusCode, 200)
        assert.deepEqual(ids(res), expected.map((key) => created[key]))
        assert.equal(res.data.data.pagination.total, expected.length)
      })
    }

    test('pages with totals', async () => {
      const first = await list(`${inRange}&limit=3`)
      const second = await list(`${inRange}&limit=3&page=2`)
      assert.deepEqual(first.data.data.pagination, { page: 1, limit: 3, total: 4, totalPages: 2 })
      assert.deepEqual([...ids(first), ...ids(second)], ['d', 'c', 'b', 'a'].map((key) => created[key]))
    })

    const bad: Array<[string, string]> = [
      ['status=shipped', 'status'],
      ['customerEmail=nope', 'customerEmail'],
      ['since=yesterday', 'since'],
      ['until=2020-01-01', 'until'],
      ['since=2016-12-31T23:59:60Z', 'since'],
      ['until=9999-12-31T23:30:00-05:00', 'until'],
      ['sort=status', 'sort'],
      ['limit=101', 'limit'],
      ['page=0', 'page']
    ]
    for (const [query, field] of bad) {
      test(`${query} is 422 on ${field}`, async () => {
        const res = await list(query)
        assert.equal(res.statusCode, 422)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
      })
    }
  })
})
