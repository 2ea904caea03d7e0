import { before, after, test } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { buildTestApp, eachDatabase, as, assertCountersRight, type TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { multipart, SAMPLES } from '../uploads.js'
import { recountAll } from '../../src/core/db/row-counts.js'
import { newId } from '../../src/lib/ids.js'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let author: TestUser

  before(async () => {
    t = await buildTestApp(kind, { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } })
    admin = await createUser(t, { role: 'admin' })
    author = await createUser(t)
  })
  after(() => t.close())

  const send = async (request: ReturnType<ReturnType<typeof as>['get']>, status = 200) => {
    const res = await t.request(request)
    assert.equal(res.statusCode, status, res.body)
    return res.data.data
  }

  test('counters equal COUNT(*) after creates, status moves, type changes and deletes of every counted table', async () => {
    const items: string[] = []
    for (const [i, status] of ['draft', 'published', 'archived', 'published'].entries()) {
      items.push((await send(as(author).post('/api/content', { title: `T${i}`, status, type: i % 2 ? 'page' : 'blog' }), 201)).id)
    }
    await send(as(author).put(`/api/content/${items[0]}`, { status: 'published', type: 'page' }))
    await send(as(author).put(`/api/content/${items[1]}`, { status: 'archived' }))
    await send(as(author).put(`/api/content/${items[2]}`, { title: 'same status, same type' }))
    await send(as(author).delete(`/api/content/${items[3]}`))
    const user = await createUser(t)
    await send(as(admin).put(`/api/users/${user.user.id}`, { role: 'admin' }))
    await send(as(admin).put(`/api/users/${user.user.id}`, { role: 'admin' }))
    const order = (await send(as(admin).post('/api/orders', { customerEmail: 'a@example.com', total: 3, currency: 'EUR' }), 201)).id
    await send(as(admin).put(`/api/orders/${order}`, { status: 'paid' }))
    const body = multipart([{ name: 'file', filename: 'a.png', data: SAMPLES.png }])
    const file = (await send({ method: 'POST', url: '/api/upload', headers: { ...as(author).get('/').headers, ...body.headers }, payload: body.payload }, 201)).id
    await send({ method: 'POST', url: '/api/upload', headers: { ...as(author).get('/').headers, ...body.headers }, payload: body.payload }, 201)
    await send(as(author).delete(`/api/upload/${file}`))
    const hook = { url: 'http://127.0.0.1:9/h', events: ['content.updated'], secret: 'a-secret-of-sixteen-chars' }
    const webhook = (await send(as(author).post('/api/webhooks', hook), 201)).id
    await send(as(user).post('/api/webhooks', { ...hook, events: ['user.created'] }), 201)
    await send(as(author).post(`/api/webhooks/${webhook}/test`))
    await assertCountersRight(t, 'after the changes')
    await send(as(admin).delete(`/api/users/${user.user.id}`))
    await send(as(author).delete(`/api/webhooks/${webhook}`))
    await assertCountersRight(t, 'after deleting a user with a webhook, and a webhook with attempts')
  })

  test('counters stay right under concurrent writers', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => send(as(i % 2 ? author : admin).post('/api/content', { title: `C${i}`, status: i % 3 ? 'draft' : 'published' }), 201)))
    await Promise.all(
      created.map((item, i) =>
        i % 3 === 0
          ? send(as(admin).delete(`/api/content/${item.id}`))
          : send(as(admin).put(`/api/content/${item.id}`, { status: i % 2 ? 'published' : 'archived', type: i % 2 ? 'news' : 'blog' }))
      )
    )
    await Promise.all(Array.from({ length: 6 }, (_, i) => send(as(admin).post('/api/orders', { customerEmail: `x${i}@example.com`, total: 1, currency: 'EUR', status: i % 2 ? 'paid' : 'pending' }), 201)))
    await assertCountersRight(t, 'after concurrent writes')
  })

  test("list totals are the counters' and exact: all, by status, by type, a type prefix", async () => {
    const all = await t.app.database.db.selectFrom('content_items').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
    const list = await send(as(admin).get('/api/content'))
    assert.equal(list.pagination.total, Number(all.n))
    assert.equal(list.totalIsEstimate, undefined)
    for (const query of ['status=published', 'type=blog', 'type=blog&status=draft', 'tag=x', 'search=T']) {
      const page = await send(as(admin).get(`/api/content?${query}&limit=100`))
      assert.equal(page.pagination.total, page.items.length, query)
      assert.equal(page.totalIsEstimate, undefined, query)
    }
    const mine = await send(as(author).get('/api/content?limit=100'))
    assert.equal(mine.pagination.total, mine.items.length, "a user's view: published items and their own")
    for (const query of ['type=content.', 'type=auth.login', '']) {
      const page = await send(as(admin).get(`/api/activity?${query}&limit=100`))
      const counted = await t.app.database.db
        .selectFrom('events')
        .select(sql<number>`count(*)`.as('n'))
        .$if(query === 'type=content.', (q) => q.where('type', 'like', 'content.%'))
        .$if(query === 'type=auth.login', (q) => q.where('type', '=', 'auth.login'))
        .executeTakeFirstOrThrow()
      assert.equal(page.pagination.total, Number(counted.n), query)
    }
  })

  test('the users list by status counts the users of that status, with a role too', async () => {
    const invited = await send(as(admin).post('/api/users', { email: `invited-${newId()}@example.com`, invite: true }), 201)
    assert.equal(invited.status, 'pending')
    const counted = async (status: string, role?: string) => {
      const row = await t.app.database.db
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', status as 'active')
        .$if(role !== undefined, (q) => q.where('role', '=', role as 'user'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    }
    for (const [status, role] of [['pending'], ['active'], ['pending', 'user'], ['active', 'admin'], ['pending', 'admin']] as Array<[string, string?]>) {
      const query = `status=${status}${role ? `&role=${role}` : ''}`
      const page = await send(as(admin).get(`/api/users?${query}&limit=100`))
      assert.equal(page.pagination.total, await counted(status, role), query)
      assert.equal(page.pagination.total, page.items.length, query)
      assert.equal(page.totalIsEstimate, undefined, query)
    }
  })

  test('past 10,000 matching rows a filter no counter keeps says totalIsEstimate; lists that promise exact totals never do', async () => {
    const actorId = newId()
    const { db } = t.app.database
    const now = new Date().toISOString()
    await db.transaction().execute(async (trx) => {
      for (let chunk = 0; chunk < 21; chunk++) {
        const rows = Array.from({ length: 500 }, () => ({ id: newId(), type: 'user.updated', actor_id: actorId, subject_type: 'user', subject_id: actorId, payload: '{}', created_at: now, dispatched_at: now }))
        await trx.insertInto('events').values(rows).execute()
      }
    })
    // Written past the service, as an import would: the recount sets every counter they are in.
    await recountAll(db)
    // An actor and a type together have no counter.
    const byActorAndType = await send(as(admin).get(`/api/activity?actorId=${actorId}&type=user.`))
    assert.equal(byActorAndType.totalIsEstimate, true)
    if (kind === 'sqlite') assert.equal(byActorAndType.pagination.total, 10_000, 'SQLite says "at least 10,000"')
    else assert.ok(byActorAndType.pagination.total > 10_000, `the planner's estimate, past the bound: ${byActorAndType.pagination.total}`)
    const fewer = await send(as(admin).get(`/api/activity?actorId=${admin.user.id}&type=user.`))
    assert.equal(fewer.totalIsEstimate, undefined, 'under the bound the count is exact')
    const byActor = await send(as(admin).get(`/api/activity?actorId=${actorId}`))
    assert.equal(byActor.totalIsEstimate, undefined, "one actor's total is their counter")
    assert.equal(byActor.pagination.total, 10_500)
    const all = await send(as(admin).get('/api/activity'))
    assert.equal(all.totalIsEstimate, undefined, 'the unfiltered total is a counter')
    // A time range alone is its hours' counters and its part hours counted: exact at any size.
    const range = `since=${now.slice(0, 13)}:00:00.000Z&until=${new Date(Date.parse(now) + 1).toISOString()}`
    const inRange = await send(as(admin).get(`/api/activity?${range}`))
    const countedInRange = await db.selectFrom('events').select(sql<number>`count(*)`.as('n')).where('created_at', '>=', `${now.slice(0, 13)}:00:00.000Z`).where('created_at', '<=', now).executeTakeFirstOrThrow()
    assert.equal(inRange.totalIsEstimate, undefined, 'a time range alone is exact')
    assert.equal(inRange.pagination.total, Number(countedInRange.n))
    const rangeAndActor = await send(as(admin).get(`/api/activity?${range}&actorId=${actorId}`))
    assert.equal(rangeAndActor.totalIsEstimate, true, 'a time range and an actor have no counter')
    for (const url of ['/api/upload', '/api/webhooks', '/api/auth/sessions']) assert.ok(!('totalIsEstimate' in (await send(as(admin).get(url)))), url)
    await assertCountersRight(t, 'with many events')
  })
})
