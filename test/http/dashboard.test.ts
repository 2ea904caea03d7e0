import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { as, buildTestApp, eachDatabase, scenarios, statementsOf, testApp, type Expected, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { recountAll } from '../../src/core/db/row-counts.js'
import { newId } from '../../src/lib/ids.js'

const DAY_MS = 86_400_000
/** Noon (UTC) of the day `n` days before today, as stored timestamps are written. */
const daysAgo = (n: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - n * DAY_MS).toISOString()
}
const dayOf = (n: number) => daysAgo(n).slice(0, 10)
/**
 * Waits for UTC midnight when it is less than ten minutes away: the tests count what was made
 * "today" by the test's clock, and a day that turns mid-file moves it (the administrator made
 * yesterday, today's point zero).
 */
const clearOfMidnight = async () => {
  const left = DAY_MS - (Date.now() % DAY_MS)
  if (left < 10 * 60_000) await sleep(left + 1000)
}

interface Point {
  date: string
  value: number
}
const valueOn = (series: Point[], n: number) => series.find((point) => point.date === dayOf(n))?.value

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser

  // Rows at past dates are made through the API and then dated by a test-only SQL update of
  // created_at: the numbers are checked against rows the test made, never against fixtures.
  const dated = async (table: 'users' | 'orders', id: string, created: string) => {
    await t.app.database.db.updateTable(table).set({ created_at: created }).where('id', '=', id).execute()
  }
  const get = async (url: string, who = admin) => {
    const res = await t.request({ method: 'GET', url, headers: bearer(who.token) })
    assert.equal(res.statusCode, 200, res.body)
    return res.data.data
  }
  const order = async (total: number, status: string, created: string) => {
    const res = await t.request({ method: 'POST', url: '/api/orders', headers: bearer(admin.token), payload: { customerEmail: 'c@example.com', total, currency: 'EUR', status } })
    assert.equal(res.statusCode, 201, res.body)
    await dated('orders', res.data.data.id, created)
    return res.data.data.id as string
  }
  const stats = () => get('/api/dashboard/widgets/stats').then((widget) => widget.data)

  before(async () => {
    await clearOfMidnight()
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin' })
  })
  after(() => t.close())

  describe('in order', () => {
    test('with no orders: revenue 0 and growth 0 (both windows zero); users and orders counted', async () => {
      assert.deepEqual(await stats(), { users: 1, orders: 0, revenue: 0, growth: 0 })
    })

    test('users per day: accounts dated into the past land on their UTC day, zero-filled, oldest first, today last', async () => {
      for (const [n, count] of [[3, 2], [29, 1], [30, 4]] as const) {
        for (let i = 0; i < count; i++) await dated('users', (await createUser(t)).user.id, daysAgo(n))
      }
      const dashboard = await get('/api/dashboard')
      const series: Point[] = dashboard.charts.users
      assert.equal(series.length, 30)
      assert.equal(series[0]!.date, dayOf(29))
      assert.equal(series.at(-1)!.date, dayOf(0))
      assert.deepEqual(
        series.map((point) => point.date),
        [...series.map((point) => point.date)].sort()
      )
      assert.equal(valueOn(series, 3), 2)
      assert.equal(valueOn(series, 29), 1)
      assert.equal(valueOn(series, 0), 1) // the administrator, made today
      assert.equal(series.reduce((sum, point) => sum + point.value, 0), 4) // the 30-day-old ones fall outside
      assert.equal(dashboard.stats.users, 8)
      const ninety: Point[] = (await get('/api/dashboard/widgets/users-chart?range=90d')).data
      assert.equal(valueOn(ninety, 30), 4)
    })

    test("today's point moves by exactly one when a user registers", async () => {
      const before: Point[] = (await get('/api/dashboard/widgets/users-chart?range=7d')).data
      await createUser(t)
      const after: Point[] = (await get('/api/dashboard/widgets/users-chart?range=7d')).data
      assert.equal(after.at(-1)!.value, before.at(-1)!.value + 1)
      assert.deepEqual(after.slice(0, -1), before.slice(0, -1))
    })

    test('growth is 100 when only the earlier window is zero', async () => {
      await order(10, 'paid', daysAgo(0))
      assert.deepEqual({ ...(await stats()), users: undefined }, { users: undefined, orders: 1, revenue: 10, growth: 100 })
    })

    test('paid revenue per day and in all: only paid orders count, exactly, and a refund takes its order out', async () => {
      await order(0.1, 'paid', daysAgo(2))
      await order(0.2, 'paid', daysAgo(2))
      await order(99, 'pending', daysAgo(2))
      await order(50, 'cancelled', daysAgo(1))
      const refunded = await order(7.77, 'paid', daysAgo(1))
      await order(20, 'paid', daysAgo(45)) // the earlier window
      let revenue: Point[] = (await get('/api/dashboard/widgets/revenue-chart')).data
      assert.equal(valueOn(revenue, 2), 0.3) // 0.1 + 0.2 in cents: exactly 0.3
      assert.equal(valueOn(revenue, 1), 7.77)
      assert.equal(valueOn(revenue, 0), 10)
      let figures = await stats()
      assert.equal(figures.revenue, 38.07)
      assert.equal(figures.orders, 7)
      // recent 18.07 against earlier 20: -9.65 %
      assert.equal(figures.growth, -9.65)

      const res = await t.request({ method: 'PUT', url: `/api/orders/${refunded}`, headers: bearer(admin.token), payload: { status: 'refunded' } })
      assert.equal(res.statusCode, 200)
      revenue = (await get('/api/dashboard/widgets/revenue-chart')).data
      assert.equal(valueOn(revenue, 1), 0)
      figures = await stats()
      assert.equal(figures.revenue, 30.3)
      assert.equal(figures.growth, -48.5) // 10.30 against 20
      assert.equal((await get('/api/dashboard')).charts.revenue.length, 30)
    })

    test('an order 90 days old shows on the 90-day chart only', async () => {
      await order(3, 'paid', daysAgo(89))
      assert.equal(valueOn((await get('/api/dashboard/widgets/revenue-chart?range=90d')).data, 89), 3)
      assert.equal(valueOn((await get('/api/dashboard/widgets/revenue-chart?range=30d')).data, 89), undefined)
    })
  })

  test('content-summary counts items per status', async () => {
    const author = await createUser(t)
    for (const status of ['draft', 'draft', 'published', 'archived']) {
      await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'x', status } })
    }
    assert.deepEqual(await get('/api/dashboard/widgets/content-summary'), { id: 'content-summary', data: { draft: 2, published: 1, archived: 1 } })
  })

  test("content-summary and the stats' totals are the counters the writers keep, which a recount rebuilds", async () => {
    const before = (await get('/api/dashboard/widgets/content-summary')).data
    const figures = await stats()
    // Rows written past the service are not counted (it reads no rows) until the counters are rebuilt.
    const now = new Date().toISOString()
    await t.app.database.db.insertInto('content_items').values({ id: newId(), title: 'by hand', content: '', type: 'page', status: 'archived', author_id: admin.user.id, created_at: now, updated_at: now, published_at: null }).execute()
    await t.app.database.db.insertInto('orders').values({ id: newId(), customer_email: 'h@example.com', customer_email_normalized: 'h@example.com', total_minor: 100, currency: 'EUR', status: 'pending', created_at: now, updated_at: now }).execute()
    assert.deepEqual((await get('/api/dashboard/widgets/content-summary')).data, before)
    assert.deepEqual(await stats(), figures)
    await recountAll(t.app.database.db)
    assert.deepEqual((await get('/api/dashboard/widgets/content-summary')).data, { ...before, archived: before.archived + 1 })
    assert.deepEqual(await stats(), { ...figures, orders: figures.orders + 1 })
  })

  test('recentActivity: the newest 20 entries of the activity log, newest first, as the activity log shows them', async () => {
    const dashboard = await get('/api/dashboard')
    const log = await get('/api/activity?limit=20')
    assert.equal(dashboard.recentActivity.length, 20)
    assert.deepEqual(dashboard.recentActivity, log.items)
    assert.deepEqual((await get('/api/dashboard/widgets/recent-activity')).data, log.items)
  })

  test('every widget answers {id, data}; charts cover 7, 30 or 90 days ending today', async () => {
    for (const id of ['stats', 'recent-activity', 'users-chart', 'revenue-chart', 'content-summary']) {
      assert.equal((await get(`/api/dashboard/widgets/${id}`)).id, id)
    }
    for (const [range, days] of [['7d', 7], ['30d', 30], ['90d', 90], [undefined, 30]] as const) {
      for (const chart of ['users-chart', 'revenue-chart']) {
        const series: Point[] = (await get(`/api/dashboard/widgets/${chart}${range ? `?range=${range}` : ''}`)).data
        assert.equal(series.length, days)
        assert.equal(series[0]!.date, dayOf(days - 1))
        assert.equal(series.at(-1)!.date, dayOf(0))
      }
    }
  })

  const refused: Array<[string, string, Expected]> = [
    ['an unknown widget', '/api/dashboard/widgets/sales', { status: 404, code: 'NOT_FOUND' }],
    ['a range that is none', '/api/dashboard/widgets/users-chart?range=365d', { status: 422, code: 'VALIDATION_ERROR', field: 'range' }],
    ['a range in another case', '/api/dashboard/widgets/revenue-chart?range=7D', { status: 422, code: 'VALIDATION_ERROR', field: 'range' }]
  ]
  scenarios(
    () => t,
    refused.map(([name, url, expected]) => ({ name: `${name}: ${expected.status} ${expected.code}`, request: () => as(admin).get(url), ...expected }))
  )

  describe("any signed-in user reads the dashboard and each widget (the seed's rule); no token 401", () => {
    let user: TestUser
    before(async () => {
      user = await createUser(t)
    })
    const urls = ['/api/dashboard', '/api/dashboard/widgets/stats', '/api/dashboard/widgets/content-summary', '/api/dashboard/widgets/users-chart?range=7d']
    scenarios(
      () => t,
      urls.flatMap((url) => [
        { name: `${url}: a user 200`, request: () => as(user).get(url), status: 200 },
        { name: `${url}: no token 401`, request: as(undefined).get(url), status: 401, code: 'UNAUTHORIZED' }
      ])
    )

    test("a user's dashboard counts what an administrator's does", async () => {
      const [mine, theirs] = [await get('/api/dashboard', user), await get('/api/dashboard')]
      assert.equal(mine.stats.users, theirs.stats.users)
    })
  })

  test("a user's recent activity is only their own actions; an administrator's is the whole log", async () => {
    const user = await createUser(t)
    await t.request({ method: 'POST', url: '/api/content', headers: bearer(user.token), payload: { title: 'Mine', status: 'published' } })
    await createUser(t) // someone else's sign-up and sign-in
    for (const recent of [(await get('/api/dashboard', user)).recentActivity, (await get('/api/dashboard/widgets/recent-activity', user)).data]) {
      assert.ok(recent.length >= 2, JSON.stringify(recent))
      for (const entry of recent) assert.equal(entry.actor?.id, user.user.id, JSON.stringify(entry))
    }
    const all = (await get('/api/dashboard')).recentActivity as Array<{ actor: { id: string } | null }>
    assert.ok(all.some((entry) => entry.actor?.id !== user.user.id))
  })

  describe('after a write the dashboard reads again only what the write changed, and shows it at once', () => {
    interface Entry {
      type: string
      actor: { id: string } | null
      subject: { type: string; id: string }
    }
    const withoutActivity = (dashboard: { recentActivity: Entry[] }) => ({ ...dashboard, recentActivity: undefined })
    /** The figures as the widgets compute them, uncached: what the dashboard's must equal. */
    const figuresNow = async () => ({
      stats: await stats(),
      recentActivity: undefined,
      charts: { users: (await get('/api/dashboard/widgets/users-chart')).data, revenue: (await get('/api/dashboard/widgets/revenue-chart')).data }
    })
    const write = async (request: ReturnType<ReturnType<typeof as>['post']>, status: number) => {
      const res = await t.request(request)
      assert.equal(res.statusCode, status, res.body)
      return res.data.data as { id: string }
    }
    const cents = (value: number) => Math.round(value * 100)

    test('a content write: its entry heads the recent activity, read in one statement; the figures are not read again', async () => {
      const before = await get('/api/dashboard')
      const item = await write(as(admin).post('/api/content', { title: 'Fresh', status: 'published' }), 201)
      let after: { recentActivity: Entry[] } | undefined
      const statements = await statementsOf(t.app.database.db, async () => {
        after = await get('/api/dashboard')
      })
      assert.deepEqual(after!.recentActivity[0]!.subject, { type: 'content', id: item.id })
      assert.deepEqual(withoutActivity(after!), withoutActivity(before))
      // Read again whole, it runs a statement for each counter, paid revenue and chart besides.
      assert.equal(statements.length, 1, statements.join('\n'))
      assert.match(statements[0]!, /from "events"/)
    })

    test('a user created: stats.users and today\'s point of the users chart move by one, on an administrator\'s and a user\'s dashboard', async () => {
      const reader = await createUser(t)
      const before = [await get('/api/dashboard'), await get('/api/dashboard', reader)]
      const created = await write(as(admin).post('/api/users', { name: 'Counted', email: `counted-${newId()}@example.com`, password: 'password-12' }), 201)
      const after = [await get('/api/dashboard'), await get('/api/dashboard', reader)]
      for (const [i, who] of ['administrator', 'user'].entries()) {
        assert.equal(after[i].stats.users, before[i].stats.users + 1, who)
        assert.equal(after[i].charts.users.at(-1).value, before[i].charts.users.at(-1).value + 1, who)
        assert.deepEqual(withoutActivity(after[i]), await figuresNow(), who)
      }
      assert.deepEqual(after[0].recentActivity[0].subject, { type: 'user', id: created.id })
    })

    test('an order paid: paid revenue and today\'s point of the revenue chart move by its total', async () => {
      const order = await write(as(admin).post('/api/orders', { customerEmail: 'paid@example.com', total: 12.34, currency: 'EUR' }), 201)
      const before = await get('/api/dashboard')
      await t.request(as(admin).put(`/api/orders/${order.id}`, { status: 'paid' })).then((res) => assert.equal(res.statusCode, 200, res.body))
      const after = await get('/api/dashboard')
      assert.equal(cents(after.stats.revenue), cents(before.stats.revenue) + 1234)
      assert.equal(cents(after.charts.revenue.at(-1).value), cents(before.charts.revenue.at(-1).value) + 1234)
      assert.equal(after.stats.orders, before.stats.orders)
      assert.deepEqual(withoutActivity(after), await figuresNow())
      assert.deepEqual(after.recentActivity[0], { ...after.recentActivity[0], type: 'order.updated', subject: { type: 'order', id: order.id } })
    })

    test("each user's recent activity stays their own while others write, and shows their own write at once", async () => {
      const users = [await createUser(t), await createUser(t)]
      const own = async (user: TestUser) => {
        const recent = (await get('/api/dashboard', user)).recentActivity as Entry[]
        for (const entry of recent) assert.equal(entry.actor?.id, user.user.id, JSON.stringify(entry))
        return recent
      }
      for (const user of users) await own(user)
      for (const writer of users) {
        const item = await write(as(writer).post('/api/content', { title: 'Own', status: 'published' }), 201)
        for (const user of users) assert.equal((await own(user))[0]!.subject.id === item.id, user === writer)
        assert.equal(((await get('/api/dashboard')).recentActivity as Entry[])[0]!.subject.id, item.id)
      }
    })
  })

  test('after retention prunes old entries the recent activity loses them, and the figures stay right', async (context) => {
    const r = await testApp(context, kind, { env: { ACTIVITY_RETENTION_DAYS: '30', RETENTION_INTERVAL_SECONDS: '86400' } })
    // The pass the app starts once ready, ended (runOnce joins it).
    await r.app.retention.runOnce()
    const owner = await createUser(r, { role: 'admin' })
    const old = await createUser(r)
    const read = async (url: string) => (await r.request(as(owner).get(url))).data.data
    // Its sign-up and sign-in, dated years back and dispatched; recounted, as they moved to another hour.
    await r.app.database.db.updateTable('events').set({ created_at: '2020-01-01T00:00:00.000Z', dispatched_at: '2020-01-01T00:00:00.000Z' }).where('actor_id', '=', old.user.id).execute()
    await recountAll(r.app.database.db)
    const before = await read('/api/dashboard')
    assert.ok(before.recentActivity.some((entry: { actor: { id: string } | null }) => entry.actor?.id === old.user.id))

    assert.equal((await r.app.retention.runOnce()).events, 2)
    const after = await read('/api/dashboard')
    assert.deepEqual(after.recentActivity, (await read('/api/activity?limit=20')).items)
    assert.ok(after.recentActivity.every((entry: { actor: { id: string } | null }) => entry.actor?.id !== old.user.id))
    assert.deepEqual(after.stats, { ...(await read('/api/dashboard/widgets/stats')).data, users: 2 })
    assert.deepEqual(after.charts.users, (await read('/api/dashboard/widgets/users-chart')).data)
  })
})
