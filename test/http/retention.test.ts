import { before, after, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase, as, assertCountersRight, type TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { createDeliveriesRepository } from '../../src/modules/webhooks/deliveries.repository.js'
import { recountAll } from '../../src/core/db/row-counts.js'
import { newId } from '../../src/lib/ids.js'

const OLD = '2020-01-01T00:00:00.000Z'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let webhookId: string

  before(async () => {
    // Batches of 2, so that a pass goes through several.
    t = await buildTestApp(kind, {
      env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', ACTIVITY_RETENTION_DAYS: '30', WEBHOOK_DELIVERY_RETENTION_DAYS: '7', RETENTION_BATCH_SIZE: '2', RETENTION_INTERVAL_SECONDS: '86400' }
    })
    admin = await createUser(t, { role: 'admin' })
    webhookId = (await t.request(as(admin).post('/api/webhooks', { url: 'http://127.0.0.1:9/h', events: ['content.updated'], secret: 'a-secret-of-sixteen-chars' }))).data.data.id
    // The job starts a pass once the app is ready, and the next a day later. That first pass ends
    // here (runOnce() joins it): still under way while a test made its rows, it pruned them as
    // they came (an old event before the test gave it its pending delivery).
    await t.app.retention.runOnce()
  })
  after(() => t.close())

  const db = () => t.app.database.db
  const newContent = async () => (await t.request(as(admin).post('/api/content', { title: 'x', status: 'published' }))).data.data.id as string
  /** An event of the item, aged to `at` (and marked dispatched unless told otherwise); recounted, as it moved to another hour. */
  const age = async (subjectId: string, at: string, dispatched = true) => {
    await db().updateTable('events').set({ created_at: at, dispatched_at: dispatched ? at : null }).where('subject_id', '=', subjectId).execute()
    await recountAll(db())
    return (await db().selectFrom('events').select('id').where('subject_id', '=', subjectId).executeTakeFirstOrThrow()).id
  }
  /** A delivery of the event in this state, with one attempt, as the worker writes them. */
  const delivery = async (eventId: string, status: 'pending' | 'paused' | 'delivered' | 'failed', at: string) => {
    const id = newId()
    await db().insertInto('webhook_deliveries').values({ id, webhook_id: webhookId, event_id: eventId, event_type: 'content.published', body: '{}', status, attempts: 1, next_attempt_at: '2099-01-01T00:00:00.000Z', claimed_until: null, claim_token: null, created_at: at }).execute()
    await db().transaction().execute((trx) =>
      createDeliveriesRepository(kind).insertAttempts(trx, [{ id: newId(), delivery_id: id, webhook_id: webhookId, event_id: eventId, event_type: 'content.published', attempt: 1, status_code: 500, duration_ms: 1, error: 'HTTP 500', created_at: at }])
    )
    return id
  }
  const exists = async (table: 'events' | 'webhook_deliveries', id: string) => (await db().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined

  test('the pruned-rows metric shows each table before anything is pruned, at 0', async () => {
    const metric = await t.app.metrics.registry.getSingleMetricAsString('retention_pruned_rows_total')
    for (const table of ['events', 'webhook_deliveries', 'webhook_attempts']) assert.match(metric, new RegExp(`^retention_pruned_rows_total\\{table="${table}"\\} 0$`, 'm'))
  })

  test('a pass removes old entries and old finished deliveries, never a recent one, an undispatched event or a pending delivery\'s event', async () => {
    await t.app.webhooks.worker.stop()
    const old = await Promise.all(Array.from({ length: 5 }, async () => age(await newContent(), OLD)))
    const withPending = await age(await newContent(), OLD)
    const withPaused = await age(await newContent(), OLD)
    const withDelivered = await age(await newContent(), OLD)
    const undispatched = await age(await newContent(), OLD, false)
    const recent = await age(await newContent(), new Date().toISOString())
    const oldDelivered = await delivery(withDelivered, 'delivered', OLD)
    const oldFailed = await delivery(old[0]!, 'failed', OLD)
    const oldPending = await delivery(withPending, 'pending', OLD)
    const oldPaused = await delivery(withPaused, 'paused', OLD)
    const recentFailed = await delivery(recent, 'failed', new Date().toISOString())
    await assertCountersRight(t, 'before the pass')

    const result = await t.app.retention.runOnce()

    // Each check names its row, so that a failure says which one.
    const gone = { ...Object.fromEntries(old.map((id, i) => [`old[${i}]`, id])), withDelivered }
    for (const [name, id] of Object.entries(gone)) assert.equal(await exists('events', id), false, `an old event goes: ${name}`)
    for (const [name, id] of Object.entries({ withPending, withPaused, undispatched, recent })) assert.equal(await exists('events', id), true, `kept: ${name}`)
    for (const [name, id] of Object.entries({ oldDelivered, oldFailed })) assert.equal(await exists('webhook_deliveries', id), false, `an old finished delivery goes: ${name}`)
    for (const [name, id] of Object.entries({ oldPending, oldPaused, recentFailed })) assert.equal(await exists('webhook_deliveries', id), true, `kept: ${name}`)
    assert.equal(await db().selectFrom('webhook_attempts').select('id').where('delivery_id', 'in', [oldDelivered, oldFailed]).executeTakeFirst(), undefined, 'their attempts went with them')
    assert.ok(result.events === 6 && result.webhookDeliveries === 2 && result.webhookAttempts === 2, JSON.stringify(result))
    assert.ok(result.batches > 4, 'in batches of RETENTION_BATCH_SIZE')
    await assertCountersRight(t, 'after the pass')
    const page = await t.request(as(admin).get(`/api/webhooks/${webhookId}/deliveries`))
    assert.equal(page.data.data.pagination.total, 3, "the deliveries list's total follows")

    const metric = await t.app.metrics.registry.getSingleMetricAsString('retention_pruned_rows_total')
    assert.match(metric, /retention_pruned_rows_total\{table="events"\} 6$/m)
    assert.match(metric, /retention_pruned_rows_total\{table="webhook_deliveries"\} 2/)
    assert.match(await t.app.metrics.registry.getSingleMetricAsString('retention_batch_duration_seconds'), /retention_batch_duration_seconds_count \d+/)
    assert.deepEqual({ ...(await t.app.retention.runOnce()), longestBatchMs: 0 }, { events: 0, webhookDeliveries: 0, webhookAttempts: 0, batches: 2, longestBatchMs: 0 }, 'a second pass finds nothing')
  })

  test('a delivery sent again while a pass prunes it is kept with its attempts', { skip: kind === 'sqlite' && 'SQLite runs one write transaction at a time' }, async () => {
    await t.app.webhooks.worker.stop()
    const eventId = await age(await newContent(), OLD)
    const id = await delivery(eventId, 'failed', OLD)
    // A manual retry takes the finished delivery (status pending again) in a transaction that
    // commits while the pass is under way.
    const retry = await db().startTransaction().execute()
    await retry.updateTable('webhook_deliveries').set({ status: 'pending', claimed_until: '2099-01-01T00:00:00.000Z', claim_token: newId() }).where('id', '=', id).execute()
    const pass = t.app.retention.runOnce()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await retry.commit().execute()
    await pass
    assert.equal(await exists('webhook_deliveries', id), true, 'the delivery being sent stays')
    assert.notEqual(await db().selectFrom('webhook_attempts').select('id').where('delivery_id', '=', id).executeTakeFirst(), undefined, 'and so do its attempts')
    await assertCountersRight(t, 'after the pass')
  })
})

test('0 days keeps everything: the job never runs', async (context) => {
  const t = await buildTestApp('sqlite', { env: { ACTIVITY_RETENTION_DAYS: '0', WEBHOOK_DELIVERY_RETENTION_DAYS: '0' } })
  context.after(() => t.close())
  const admin = await createUser(t, { role: 'admin' })
  await t.app.database.db.updateTable('events').set({ created_at: OLD, dispatched_at: OLD }).execute()
  assert.equal(t.app.retention.enabled, false)
  assert.equal((await t.app.retention.runOnce()).events, 0)
  assert.ok((await t.request(as(admin).get('/api/activity'))).data.data.pagination.total > 0)
})

test('a bad retention setting stops start-up naming it', async () => {
  await assert.rejects(buildTestApp('sqlite', { env: { ACTIVITY_RETENTION_DAYS: '-1' } }), /ACTIVITY_RETENTION_DAYS/)
})
