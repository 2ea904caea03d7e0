import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { buildTestApp, eachDatabase, eventCount, eventsAbout, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

/**
 * Every change that writes an event writes it in the change's own transaction: when the event
 * cannot be written, the change is not made either (and the answer is a 500, never a success).
 * A trigger refuses every insert into events, as a full disk or a lost connection would there.
 */
eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let author: TestUser
  let itemId: string
  let orderId: string

  const refuseInserts = async (table: 'events' | 'sessions', on: boolean) => {
    const db = t.app.database.db
    const trigger = sql.raw(`refuse_${table}`)
    if (kind === 'sqlite') {
      if (on) await sql`create trigger ${trigger} before insert on ${sql.table(table)} begin select raise(abort, 'refused by the test'); end`.execute(db)
      else await sql`drop trigger ${trigger}`.execute(db)
    } else if (on) {
      await sql`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(db)
      await sql`create trigger ${trigger} before insert on ${sql.table(table)} for each row execute function ${trigger}()`.execute(db)
    } else {
      await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db)
      await sql`drop function ${trigger}()`.execute(db)
    }
  }
  const refuseEvents = (on: boolean) => refuseInserts('events', on)
  const userRow = (id: string) => t.app.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  const itemRow = () => t.app.database.db.selectFrom('content_items').selectAll().where('id', '=', itemId).executeTakeFirst()

  before(async () => {
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin' })
    author = await createUser(t)
    const created = await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'Kept as it is' } })
    itemId = created.data.data.id
    const order = await t.request({ method: 'POST', url: '/api/orders', headers: bearer(admin.token), payload: { customerEmail: 'kept@example.com', total: 1, currency: 'EUR' } })
    orderId = order.data.data.id
  })
  after(() => t.close())

  const taken = `taken-${randomUUID()}@example.com`
  const cases: Array<[string, () => InjectOptions, () => Promise<unknown>]> = [
    ['register (user.created)', () => ({ method: 'POST', url: '/api/auth/register', payload: { name: 'N', email: taken, password: 'password-1', password_confirmation: 'password-1' } }), () => t.app.database.db.selectFrom('users').select('id').where('email', '=', taken).executeTakeFirst()],
    ['admin create (user.created)', () => ({ method: 'POST', url: '/api/users', headers: bearer(admin.token), payload: { name: 'N', email: taken, password: 'password-1' } }), () => t.app.database.db.selectFrom('users').select('id').where('email', '=', taken).executeTakeFirst()],
    ['profile change (user.updated)', () => ({ method: 'PUT', url: '/api/users/me', headers: bearer(author.token), payload: { name: 'Renamed' } }), () => userRow(author.user.id)],
    ['admin change (user.updated)', () => ({ method: 'PUT', url: `/api/users/${author.user.id}`, headers: bearer(admin.token), payload: { role: 'admin' } }), () => userRow(author.user.id)],
    ['admin delete (user.deleted)', () => ({ method: 'DELETE', url: `/api/users/${author.user.id}`, headers: bearer(admin.token) }), () => userRow(author.user.id)],
    ['sign-in (auth.login stamps lastLoginAt)', () => ({ method: 'POST', url: '/api/auth/login', payload: { email: author.user.email, password: author.password } }), () => userRow(author.user.id)],
    ['content created published (content.published)', () => ({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: taken, status: 'published' } }), () => t.app.database.db.selectFrom('content_items').select('id').where('title', '=', taken).executeTakeFirst()],
    ['content change (content.updated)', () => ({ method: 'PUT', url: `/api/content/${itemId}`, headers: bearer(author.token), payload: { title: 'Changed', tags: ['new'] } }), async () => ({ item: await itemRow(), tags: await t.app.database.db.selectFrom('content_tags').selectAll().where('content_id', '=', itemId).execute() })],
    ['content publication (content.published)', () => ({ method: 'PUT', url: `/api/content/${itemId}`, headers: bearer(author.token), payload: { status: 'published' } }), () => itemRow()],
    ['order created (order.created)', () => ({ method: 'POST', url: '/api/orders', headers: bearer(admin.token), payload: { customerEmail: taken, total: 5, currency: 'EUR' } }), () => t.app.database.db.selectFrom('orders').select('id').where('customer_email', '=', taken).executeTakeFirst()],
    ['order change (order.updated)', () => ({ method: 'PUT', url: `/api/orders/${orderId}`, headers: bearer(admin.token), payload: { total: 99.99, status: 'paid' } }), () => t.app.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()]
  ]
  for (const [name, request, state] of cases) {
    test(`${name}: when its event cannot be written, nothing changes and the answer is 500`, async () => {
      const before = await state()
      const events = await eventCount(t)
      await refuseEvents(true)
      try {
        const res = await t.request(request())
        assert.equal(res.statusCode, 500, res.body)
        assert.equal(res.data.error.code, 'INTERNAL_ERROR')
      } finally {
        await refuseEvents(false)
      }
      assert.deepEqual(await state(), before)
      assert.equal(await eventCount(t), events)
    })
  }

  // Sign-up and sign-in open a session in the same transaction as the account change and its event.
  test('register: when its session cannot be written, neither the account nor user.created is kept', async () => {
    const email = `no-session-${randomUUID()}@example.com`
    const events = await eventCount(t)
    await refuseInserts('sessions', true)
    try {
      const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'N', email, password: 'password-1', password_confirmation: 'password-1' } })
      assert.equal(res.statusCode, 500, res.body)
    } finally {
      await refuseInserts('sessions', false)
    }
    assert.equal(await t.app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined)
    assert.equal(await eventCount(t), events)
  })

  test('sign-in: when its session cannot be written, lastLoginAt and auth.login are not kept either', async () => {
    const user = await createUser(t)
    const before = { row: await userRow(user.user.id), events: await eventsAbout(t, user.user.id) }
    await refuseInserts('sessions', true)
    try {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.user.email, password: user.password } })
      assert.equal(res.statusCode, 500, res.body)
    } finally {
      await refuseInserts('sessions', false)
    }
    assert.deepEqual({ row: await userRow(user.user.id), events: await eventsAbout(t, user.user.id) }, before)
  })

  test('with events written again, the same change goes through (the trigger was the only obstacle)', async () => {
    const res = await t.request({ method: 'PUT', url: `/api/content/${itemId}`, headers: bearer(author.token), payload: { status: 'published' } })
    assert.equal(res.statusCode, 200)
    assert.equal((await itemRow())?.status, 'published')
  })
})
