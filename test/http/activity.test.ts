import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { as, buildTestApp, eachDatabase, invalidOn, scenarios, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, registerUser, type TestUser } from '../accounts.js'
import { recountAll } from '../../src/core/db/row-counts.js'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let author: TestUser

  // Entries at known times: the changes are made through the API, then dated into 2020 by a
  // test-only SQL update, so that since/until select exactly them; the counters are recounted
  // after, as the update moved entries between the hours counted.
  const at = async (subjectId: string, type: string, time: string) => {
    await t.app.database.db.updateTable('events').set({ created_at: time }).where('subject_id', '=', subjectId).where('type', '=', type).execute()
  }
  const list = (query: string) => t.request(as(admin).get(`/api/activity?${query}`))
  const entries = (res: TestResponse) => res.data.data.items.map((entry: { type: string; subject: { id: string } }) => `${entry.type} ${entry.subject.id}`)
  let post: string
  let order: string

  before(async () => {
    t = await buildTestApp(kind)
    ;[admin, author] = [await createUser(t, { role: 'admin', name: 'Ada Admin' }), await registerUser(t, { name: 'Arthur Author' })]
    post = (await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'P', status: 'published' } })).data.data.id
    await t.request({ method: 'PUT', url: `/api/content/${post}`, headers: bearer(author.token), payload: { title: 'P2' } })
    order = (await t.request({ method: 'POST', url: '/api/orders', headers: bearer(admin.token), payload: { customerEmail: 'c@example.com', total: 1, currency: 'EUR' } })).data.data.id
    await at(post, 'content.published', '2020-01-01T00:00:01.000Z')
    await at(post, 'content.updated', '2020-01-01T00:00:02.000Z')
    await at(order, 'order.created', '2020-01-01T00:00:03.000Z')
    await recountAll(t.app.database.db)
  })
  after(() => t.close())

  const in2020 = 'since=2020-01-01T00:00:00Z&until=2020-01-02T00:00:00Z'

  // Administrators only.
  scenarios(() => t, [
    { name: 'a user gets 403', request: () => as(author).get('/api/activity'), status: 403, code: 'FORBIDDEN' },
    { name: 'no token gets 401', request: as(undefined).get('/api/activity'), status: 401, code: 'UNAUTHORIZED' }
  ])

  test('newest first, shaped {id, type, actor: {id, name}, subject, createdAt}', async () => {
    const res = await list(in2020)
    assert.equal(res.statusCode, 200)
    assert.deepEqual(entries(res), [`order.created ${order}`, `content.updated ${post}`, `content.published ${post}`])
    const [newest] = res.data.data.items
    assert.deepEqual(Object.keys(newest).sort(), ['actor', 'createdAt', 'id', 'subject', 'type'])
    assert.deepEqual(newest.actor, { id: admin.user.id, name: 'Ada Admin' })
    assert.deepEqual(newest.subject, { type: 'order', id: order })
    assert.equal(newest.createdAt, '2020-01-01T00:00:03.000Z')
  })

  test('sign-ins are in it as auth.login, newest of all', async () => {
    const res = await list('limit=1')
    assert.equal(res.data.data.items[0].type, 'auth.login')
    const logins = await list(`type=auth.login&actorId=${author.user.id}`)
    // Registering is the first sign-in; registerUser then signs in again.
    assert.deepEqual(entries(logins), [`auth.login ${author.user.id}`, `auth.login ${author.user.id}`])
    assert.deepEqual(logins.data.data.items[0].actor, { id: author.user.id, name: 'Arthur Author' })
  })

  const filters: Array<[string, string, () => string[]]> = [
    ['type, exact', `${in2020}&type=content.updated`, () => [`content.updated ${post}`]],
    ['type, a prefix', `${in2020}&type=content.`, () => [`content.updated ${post}`, `content.published ${post}`]],
    ['type, another prefix', `${in2020}&type=order.`, () => [`order.created ${order}`]],
    ['actorId', `${in2020}&actorId=${'AUTHOR'}`, () => [`content.updated ${post}`, `content.published ${post}`]],
    ['subjectId', `subjectId=${'ORDER'}`, () => [`order.created ${order}`]],
    ['since is inclusive', 'since=2020-01-01T00:00:02.000Z&until=2020-01-02T00:00:00Z', () => [`order.created ${order}`, `content.updated ${post}`]],
    ['until is exclusive', 'since=2020-01-01T00:00:00Z&until=2020-01-01T00:00:02.000Z', () => [`content.published ${post}`]],
    ['filters combine', `${in2020}&type=content.&actorId=${'ADMIN'}`, () => []]
  ]
  scenarios(
    () => t,
    filters.map(([name, query, expected]) => ({
      name: `filter: ${name}`,
      request: () => as(admin).get(`/api/activity?${query.replace('AUTHOR', author.user.id).replace('ADMIN', admin.user.id).replace('ORDER', order)}`),
      status: 200,
      then: (res) => {
        assert.deepEqual(entries(res), expected())
        assert.equal(res.data.data.pagination.total, expected().length)
      }
    }))
  )

  test('pages with totals, without overlap', async () => {
    const first = await list(`${in2020}&limit=2`)
    const second = await list(`${in2020}&limit=2&page=2`)
    assert.deepEqual(first.data.data.pagination, { page: 1, limit: 2, total: 3, totalPages: 2 })
    assert.deepEqual([...entries(first), ...entries(second)], [`order.created ${order}`, `content.updated ${post}`, `content.published ${post}`])
  })

  test('a prefix pages across its event names in one order', async () => {
    const pages = [await list(`${in2020}&type=content.&limit=1`), await list(`${in2020}&type=content.&limit=1&page=2`), await list(`${in2020}&type=content.&limit=1&page=3`)]
    assert.deepEqual(pages.map(entries), [[`content.updated ${post}`], [`content.published ${post}`], []])
    assert.deepEqual(pages[1]!.data.data.pagination, { page: 2, limit: 1, total: 2, totalPages: 2 })
  })

  test("an actor whose account was deleted keeps its id, with name null; the system's entries have actor null", async () => {
    const gone = await createUser(t, { name: 'Gone Soon' })
    assert.equal((await t.request({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: bearer(admin.token) })).statusCode, 200)
    const res = await list(`actorId=${gone.user.id}&type=auth.login`)
    assert.deepEqual(res.data.data.items[0].actor, { id: gone.user.id, name: null })
    await t.app.database.db
      .insertInto('events')
      .values({ id: 'system-entry', type: 'system.alert', actor_id: null, subject_type: 'system', subject_id: 'disk', payload: '{}', created_at: '2019-01-01T00:00:00.000Z' })
      .execute()
    const system = await list('type=system.alert&until=2019-01-02T00:00:00Z')
    assert.deepEqual(system.data.data.items[0].actor, null)
  })

  const bad: Array<[string, string]> = [
    ['type=content', 'type'],
    ['type=nothing.here', 'type'],
    ['type=content.%25', 'type'],
    ['since=2020-01-01', 'since'],
    ['until=soon', 'until'],
    ['until=2016-12-31T23:59:60Z', 'until'],
    // Past year 9999 or before year 0 in UTC: no stored instant's text compares with it
    ['since=9999-12-31T23:30:00-05:00', 'since'],
    ['until=0000-01-01T00:00:00%2B01:00', 'until'],
    [`actorId=${'x'.repeat(65)}`, 'actorId'],
    ['limit=0', 'limit']
  ]
  scenarios(
    () => t,
    bad.map(([query, field]) => ({ name: `${query.slice(0, 30)} is 422 on ${field}`, request: () => as(admin).get(`/api/activity?${query}`), ...invalidOn(field) }))
  )

  test("one actor's log follows their changes and their rename, with an exact total from their counter", async () => {
    const ofAuthor = () => list(`actorId=${author.user.id}&limit=1`)
    const counted = async () => Number((await t.app.database.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('actor_id', '=', author.user.id).executeTakeFirstOrThrow()).n)
    const before = await ofAuthor()
    assert.equal(before.data.data.pagination.total, await counted())
    assert.equal(before.data.data.totalIsEstimate, undefined)
    // Cached now: their next change shows, in their log and in the whole log.
    const created = (await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'Q', status: 'published' } })).data.data.id
    const after = await ofAuthor()
    assert.deepEqual(entries(after), [`content.published ${created}`])
    assert.equal(after.data.data.pagination.total, before.data.data.pagination.total + 1)
    assert.deepEqual(entries(await list('limit=1')), [`content.published ${created}`])
    // Another's change is not theirs; a rename by an administrator shows on their entries.
    await t.request({ method: 'POST', url: '/api/orders', headers: bearer(admin.token), payload: { customerEmail: 'c@example.com', total: 1, currency: 'EUR' } })
    assert.equal((await t.request({ method: 'PUT', url: `/api/users/${author.user.id}`, headers: bearer(admin.token), payload: { name: 'Arthur Renamed' } })).statusCode, 200)
    const renamed = await ofAuthor()
    assert.deepEqual(entries(renamed), [`content.published ${created}`])
    assert.equal(renamed.data.data.pagination.total, await counted())
    assert.deepEqual(renamed.data.data.items[0].actor, { id: author.user.id, name: 'Arthur Renamed' })
    assert.deepEqual(entries(await list('limit=1')), [`user.updated ${author.user.id}`])
  })
})

