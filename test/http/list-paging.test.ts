import { before, after, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { buildTestApp, eachDatabase, scenarios, invalidOn, as, type TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { multipart, SAMPLES } from '../uploads.js'

// Every list pages by cursor as well as by page, and deep offsets are refused in favour of it.
eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let webhookId: string
  let otherWebhookId: string

  const get = async (url: string, who: TestUser = admin) => {
    const res = await t.request(as(who).get(url))
    assert.equal(res.statusCode, 200, res.body)
    return res.data.data
  }
  const ids = (items: Array<{ id: string }>) => items.map((item) => item.id)

  /** Every id of a list, read by following nextCursor `limit` at a time. */
  const walk = async (url: string, limit: number, between?: (pageNumber: number, seen: string[]) => Promise<void>) => {
    const seen: string[] = []
    const join = url.includes('?') ? '&' : '?'
    let data = await get(`${url}${join}limit=${limit}`)
    for (let pageNumber = 1; ; pageNumber++) {
      seen.push(...ids(data.items))
      assert.ok(data.items.length <= limit)
      if (data.nextCursor === null) return seen
      assert.equal(data.items.length, limit, 'only the last page is short')
      await between?.(pageNumber, seen)
      data = await get(`${url}${join}limit=${limit}&cursor=${encodeURIComponent(data.nextCursor)}`)
      assert.equal(data.pagination.page, pageNumber + 1)
    }
  }

  const createContent = async (title: string, status = 'published') =>
    (await t.request(as(admin).post('/api/content', { title, status }))).data.data.id as string

  before(async () => {
    t = await buildTestApp(kind, { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } })
    admin = await createUser(t, { role: 'admin', name: 'Ada' })
    for (let i = 0; i < 4; i++) await createUser(t, { name: `User ${i % 2}` })
    for (let i = 0; i < 7; i++) await createContent(`Item ${i % 3}`, i % 2 ? 'published' : 'draft')
    for (let i = 0; i < 5; i++) await t.request(as(admin).post('/api/orders', { customerEmail: `c${i % 2}@example.com`, total: i % 3, currency: 'EUR' }))
    for (let i = 0; i < 5; i++) {
      const body = multipart([{ name: 'file', filename: `f${i % 2}.png`, data: SAMPLES.png }])
      const res = await t.request({ method: 'POST', url: '/api/upload', headers: { ...as(admin).get('/').headers, ...body.headers }, payload: body.payload })
      assert.equal(res.statusCode, 201, res.body)
    }
    for (let i = 0; i < 5; i++) {
      const res = await t.request(as(admin).post('/api/webhooks', { url: `http://127.0.0.1:9/hook-${i % 2}`, events: ['content.updated'], secret: 'a-secret-of-sixteen-chars' }))
      assert.equal(res.statusCode, 201, res.body)
      otherWebhookId = webhookId
      webhookId = res.data.data.id
    }
    // Five delivery attempts of the last webhook, written as the worker writes them.
    const { db } = t.app.database
    for (let i = 0; i < 5; i++) {
      const id = `0190000${i}-0000-7000-8000-000000000000`
      await db.insertInto('webhook_deliveries').values({ id, webhook_id: webhookId, event_id: id, event_type: 'webhook.test', body: '{}', status: 'failed', attempts: 1, next_attempt_at: '2026-01-01T00:00:00.000Z', claimed_until: null, claim_token: null, created_at: '2026-01-01T00:00:00.000Z' }).execute()
      await db.insertInto('webhook_attempts').values({ id, delivery_id: id, webhook_id: webhookId, event_id: id, event_type: 'webhook.test', attempt: 1, status_code: 500, duration_ms: 3, error: 'HTTP 500', created_at: '2026-01-01T00:00:00.000Z' }).execute()
    }
  })
  after(() => t.close())

  const lists = () => [
    '/api/users',
    '/api/users?sort=name',
    '/api/users?sort=-email',
    '/api/users?search=User&sort=name',
    '/api/content',
    '/api/content?sort=title',
    '/api/content?sort=-publishedAt',
    '/api/content?sort=publishedAt',
    '/api/content?sort=-updatedAt&status=draft',
    '/api/upload',
    '/api/upload?sort=filename',
    '/api/upload?sort=-size',
    '/api/orders',
    '/api/orders?sort=total',
    '/api/orders?sort=-customerEmail',
    '/api/orders?status=pending&customerEmail=c0@example.com',
    '/api/activity',
    '/api/activity?type=content.',
    '/api/webhooks',
    '/api/webhooks?sort=url',
    `/api/webhooks/${webhookId}/deliveries`,
    '/api/auth/sessions'
  ]

  test('on every list and sort, following nextCursor reads the rows pages read, each once, in the same order', async () => {
    for (const url of lists()) {
      const whole = await get(`${url}${url.includes('?') ? '&' : '?'}limit=100`)
      assert.equal(whole.nextCursor, null, `${url}: a page that holds the rest has no next`)
      for (const limit of [1, 2, 3]) assert.deepEqual(await walk(url, limit), ids(whole.items), `${url} by ${limit}`)
      // The page that a cursor reaches is the page that page=2 reaches.
      const first = await get(`${url}${url.includes('?') ? '&' : '?'}limit=2`)
      const second = await get(`${url}${url.includes('?') ? '&' : '?'}limit=2&page=2`)
      if (first.nextCursor) assert.deepEqual(ids((await get(`${url}${url.includes('?') ? '&' : '?'}limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).items), ids(second.items), url)
    }
  })

  test('a walk while rows are created and deleted repeats none and misses none that existed throughout', async () => {
    const before = ids((await get('/api/content?limit=100')).items)
    const deleted = new Set<string>()
    const seen = await walk('/api/content', 2, async (pageNumber, seenSoFar) => {
      // Newer items go before the walk's position; the item deleted is the oldest not yet read,
      // and the one the walk has just read, which moves its position's row away.
      await createContent(`Inserted ${pageNumber}`)
      const victims = [[...before].reverse().find((id) => !seenSoFar.includes(id) && !deleted.has(id)), seenSoFar.at(-1)]
      for (const victim of victims) {
        if (!victim || deleted.has(victim) || victim === before[0]) continue
        assert.equal((await t.request(as(admin).delete(`/api/content/${victim}`))).statusCode, 200)
        deleted.add(victim)
      }
    })
    assert.equal(new Set(seen).size, seen.length, 'no duplicate')
    for (const id of before) if (!deleted.has(id)) assert.ok(seen.includes(id), `kept item ${id} was read`)
    assert.ok(deleted.size >= 4)
    for (const id of seen) assert.ok(before.includes(id), 'the items created behind the position are not read')
  })

  test('the last page says nextCursor null, an empty list too', async () => {
    assert.equal((await get('/api/content?limit=100')).nextCursor, null)
    assert.deepEqual((await get('/api/content?tag=none-has-it')).nextCursor, null)
  })

  /** For each list, a list URL and the same list with a filter (or, where it has none, the sort) changed. */
  const changedFilters: Array<[string, string]> = [
    ['/api/users?role=user', '/api/users?role=admin'],
    ['/api/users?search=User', '/api/users'],
    ['/api/content?status=draft', '/api/content?status=published'],
    ['/api/content', '/api/content?type=page'],
    ['/api/upload', '/api/upload?sort=createdAt'],
    ['/api/orders?status=pending', '/api/orders'],
    ['/api/orders?since=2020-01-01T00:00:00Z', '/api/orders?since=2021-01-01T00:00:00Z'],
    ['/api/activity?type=content.', '/api/activity?type=user.'],
    ['/api/activity', '/api/activity?actorId=someone'],
    ['/api/webhooks', '/api/webhooks?sort=url'],
    // The webhooks' ids are known once the app is up.
    ['/api/webhooks/:last/deliveries', '/api/webhooks/:other/deliveries']
  ]
  const withIds = (url: string) => url.replace(':last', webhookId).replace(':other', otherWebhookId)
  const cursorOf = async (url: string) => {
    const { nextCursor } = await get(url)
    assert.equal(typeof nextCursor, 'string', `${url} has a next page`)
    return nextCursor as string
  }
  /** A cursor made by hand, as anyone who reads this service's source can: its check proves no secret. */
  const forged = (list: string, sort: string, value: unknown, id = '01900000-0000-7000-8000-000000000000') => {
    const noFilters = createHash('sha256').update('[]').digest('base64url').slice(0, 8)
    const payload = Buffer.from(JSON.stringify([sort, 0, value, id, noFilters])).toString('base64url')
    return encodeURIComponent(`${payload}.${createHash('sha256').update(`cursor\u0000${list}\u0000${payload}`).digest('base64url').slice(0, 16)}`)
  }
  const forgedCases = [
    { url: '/api/upload?sort=-size', list: 'files', sort: '-size', value: 'abc' },
    { url: '/api/upload?sort=size', list: 'files', sort: 'size', value: 1.5 },
    { url: '/api/orders?sort=total', list: 'orders', sort: 'total', value: 1e300 },
    { url: '/api/orders?sort=-total', list: 'orders', sort: '-total', value: null },
    { url: '/api/content?sort=title', list: 'content', sort: 'title', value: 'a\u0000b' },
    { url: '/api/content', list: 'content', sort: '-createdAt', value: '2026-01-01T00:00:00.000Z', id: 'a\u0000b' },
    { url: '/api/users?sort=name', list: 'users', sort: 'name', value: 12 },
    { url: '/api/activity', list: 'activity', sort: '-createdAt', value: '\u0000' }
  ]
  scenarios(() => t, [
    { name: 'a tampered cursor is 422 on cursor', request: async () => as(admin).get(`/api/content?limit=1&cursor=${(await cursorOf('/api/content?limit=1')).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`), ...invalidOn('cursor') },
    { name: 'a cursor that is not one is 422 on cursor', request: () => as(admin).get('/api/content?cursor=not-a-cursor'), ...invalidOn('cursor') },
    { name: "another list's cursor is 422 on cursor", request: async () => as(admin).get(`/api/users?limit=1&cursor=${await cursorOf('/api/content?limit=1')}`), ...invalidOn('cursor') },
    { name: "another sort's cursor is 422 on cursor", request: async () => as(admin).get(`/api/content?limit=1&sort=title&cursor=${await cursorOf('/api/content?limit=1')}`), ...invalidOn('cursor') },
    ...changedFilters.map(([from, to]) => ({
      name: `a cursor followed with other filters or sort is 422 on cursor: ${from} then ${to}`,
      request: async () => as(admin).get(`${withIds(to)}${to.includes('?') ? '&' : '?'}limit=1&cursor=${encodeURIComponent(await cursorOf(`${withIds(from)}${from.includes('?') ? '&' : '?'}limit=1`))}`),
      ...invalidOn('cursor'),
      then: (res: { data: { error: { details: Record<string, string[]> } } }) => {
        if (!from.includes('deliveries')) assert.match(res.data.error.details.cursor?.[0] ?? '', /keep (every filter|the sort)/)
      }
    })),
    {
      name: 'a cursor followed with the same filters, in another order, goes on after rows are created',
      request: async () => {
        const cursor = await cursorOf('/api/content?status=draft&search=Item&limit=1')
        await createContent('Item new', 'draft')
        return as(admin).get(`/api/content?search=Item&limit=1&status=draft&cursor=${encodeURIComponent(cursor)}`)
      },
      status: 200,
      then: (res) => assert.equal(res.data.data.pagination.page, 2)
    },
    { name: 'a cursor with a page is 422 on cursor', request: async () => as(admin).get(`/api/content?limit=1&page=2&cursor=${await cursorOf('/api/content?limit=1')}`), ...invalidOn('cursor') },
    {
      name: 'a cursor with page=1, the default, is followed as without it',
      request: async () => as(admin).get(`/api/content?limit=1&page=1&cursor=${encodeURIComponent(await cursorOf('/api/content?limit=1'))}`),
      status: 200,
      then: async (res, app) => {
        assert.equal(res.data.data.pagination.page, 2)
        const bare = await app.request(as(admin).get(`/api/content?limit=1&cursor=${encodeURIComponent(await cursorOf('/api/content?limit=1'))}`))
        assert.deepEqual(res.data.data.items, bare.data.data.items)
      }
    },
    { name: 'an empty cursor counts as none', request: () => as(admin).get('/api/content?limit=1&cursor='), status: 200, then: (res) => assert.equal(res.data.data.pagination.page, 1) },
    {
      name: 'an offset past 10,000 rows is 422 naming cursor',
      request: () => as(admin).get('/api/activity?page=501&limit=20'),
      ...invalidOn('page'),
      then: (res) => {
        assert.match(res.data.error.message, /past the first 10,000 rows .*cursor/)
        assert.match(res.data.error.details.page[0], /may not pass 10,000 rows.*cursor/)
      }
    },
    ...forgedCases.map(({ url, list, sort, value, id }) => ({
      name: `a cursor made by hand whose position its sort column cannot hold is 422 on cursor: ${url} at ${JSON.stringify(value)}${id ? ' with a NUL in the id' : ''}`,
      request: () => as(admin).get(`${url}${url.includes('?') ? '&' : '?'}cursor=${forged(list, sort, value, id)}`),
      ...invalidOn('cursor')
    })),
    {
      name: "a cursor made by hand with an integer as PostgreSQL's driver writes one (digits) is followed",
      request: () => as(admin).get(`/api/orders?sort=total&limit=100&cursor=${forged('orders', 'total', '0', 'ffffffff-ffff-7fff-bfff-ffffffffffff')}`),
      status: 200,
      then: (res) => {
        const totals = (res.data.data.items as Array<{ total: number }>).map((item) => item.total)
        assert.ok(totals.length > 0 && totals.every((total) => total > 0), `the orders past a total of 0: ${totals}`)
      }
    },
    { name: 'the offset cap counts page × limit', request: () => as(admin).get('/api/users?page=101&limit=100'), ...invalidOn('page') },
    { name: 'an offset of exactly 10,000 rows is served', request: () => as(admin).get('/api/content?page=100&limit=100'), status: 200 },
    { name: 'the cap holds on deliveries too', request: () => as(admin).get(`/api/webhooks/${webhookId}/deliveries?page=10001&limit=1`), ...invalidOn('page') }
  ])
})
