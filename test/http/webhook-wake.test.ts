import { describe, test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { eachDatabase, pgSkip, testApp, until, withTwoInstances, type DatabaseKind, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { startReceiver, type Receiver } from '../receiver.js'
import { WEBHOOKS_CHANGED } from '../../src/modules/webhooks/deliveries.service.js'

const ENV = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_TIMEOUT_MS: '10000', WEBHOOK_MAX_ATTEMPTS: '3' }
const whsec = () => `whsec_${randomBytes(24).toString('base64')}`
// Beyond the worker's poll (1 s), which marks the events no webhook takes.
const PAST_POLL_MS = 1500

const publish = async (t: TestApp, who: TestUser, title: string) => {
  const res = await t.request({ method: 'POST', url: '/api/content', headers: bearer(who.token), payload: { title, status: 'published' } })
  assert.equal(res.statusCode, 201, res.body)
  return res.data.data.id as string
}
const subscribe = async (t: TestApp, who: TestUser, url: string, events: string[]) => {
  const res = await t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(who.token), payload: { url, events, secret: whsec() } })
  assert.equal(res.statusCode, 201, res.body)
  return res.data.data.id as string
}
/** Counts the worker's wakes from now on. */
const countWakes = (t: TestApp) => {
  const worker = t.app.webhooks.worker
  const original = worker.wake.bind(worker)
  const counted = { wakes: 0 }
  worker.wake = () => {
    counted.wakes++
    original()
  }
  return counted
}
const pendingEvents = async (t: TestApp) => (await t.app.database.db.selectFrom('events').select('id').where('dispatched_at', 'is', null).execute()).length
const subjectOf = (body: string) => (JSON.parse(body) as { data: { id: string } }).data.id

/** A fresh app with an administrator, and a receiver; both end with the test. */
const withReceiver = async (context: TestContext, kind: DatabaseKind) => {
  const t = await testApp(context, kind, { env: ENV })
  const receiver: Receiver = await startReceiver()
  context.after(() => receiver.close())
  return { t, receiver, admin: await createUser(t, { role: 'admin' }), worker: t.app.webhooks.worker }
}

eachDatabase((kind) => {
  // The worker is stopped while wakes are counted: its own polls and ends of attempts wake it too.
  test('an event no webhook takes wakes no worker round and is marked by the poll; a webhook created later gets none before it and every one after', async (context) => {
    const { t, receiver, admin, worker } = await withReceiver(context, kind)
    // The first commit after start loads which types are taken, and wakes the worker meanwhile.
    await publish(t, admin, 'loads the subscriptions')
    await sleep(50)
    await worker.stop()
    const counted = countWakes(t)
    const before = [await publish(t, admin, 'before 1'), await publish(t, admin, 'before 2')]
    assert.equal(counted.wakes, 0, 'a commit no webhook takes woke the worker')
    worker.start()
    await until(async () => (await pendingEvents(t)) === 0, 'the poll to mark the events no webhook takes', 10_000)

    await worker.stop()
    const late = await publish(t, admin, 'before 3, still pending')
    assert.equal(await pendingEvents(t), 1)
    await subscribe(t, admin, receiver.url, ['content.published'])
    assert.equal(await pendingEvents(t), 0, 'an event committed before the webhook was left for it')
    counted.wakes = 0
    const after = [await publish(t, admin, 'after 1'), await publish(t, admin, 'after 2')]
    assert.equal(counted.wakes, 2, 'a commit a webhook takes did not wake the worker')
    worker.start()
    await until(() => receiver.received.length >= 2, 'the deliveries of the events after the webhook')
    await sleep(PAST_POLL_MS)
    assert.deepEqual(receiver.received.map((r) => subjectOf(r.body)).sort(), [...after].sort())
    for (const id of [...before, late]) assert.ok(!after.includes(id))
  })

  test('a webhook turned on, or given a new event, gets none of the events committed before', async (context) => {
    const { t, receiver, admin, worker } = await withReceiver(context, kind)
    const id = await subscribe(t, admin, receiver.url, ['content.updated'])
    const put = async (payload: Record<string, unknown>) => assert.equal((await t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(admin.token), payload })).statusCode, 200)
    await worker.stop()
    await publish(t, admin, 'taken by nobody')
    assert.equal(await pendingEvents(t), 1)
    await put({ events: ['content.updated', 'content.published'] })
    assert.equal(await pendingEvents(t), 0)
    const first = await publish(t, admin, 'after the new event')
    worker.start()
    await until(async () => (await pendingEvents(t)) === 0, 'the dispatch of the event after the new one')
    await put({ active: false })
    await worker.stop()
    await publish(t, admin, 'while turned off')
    assert.equal(await pendingEvents(t), 1)
    await put({ active: true })
    assert.equal(await pendingEvents(t), 0)
    const second = await publish(t, admin, 'after it was turned on')
    worker.start()
    await until(() => receiver.received.length >= 2, 'the deliveries')
    await sleep(PAST_POLL_MS)
    assert.deepEqual(receiver.received.map((r) => subjectOf(r.body)).sort(), [first, second].sort())
  })

  test('when which events are taken cannot be read, every commit wakes the worker, as before', async (context) => {
    const t = await testApp(context, kind, { env: ENV })
    const admin = await createUser(t, { role: 'admin' })
    const db = t.app.database.db
    const selectFrom = db.selectFrom.bind(db)
    // Only the app's own handle: the write's transaction is another.
    db.selectFrom = ((from: Parameters<typeof selectFrom>[0]) => {
      if (from === 'webhooks') throw new Error('the database is gone')
      return selectFrom(from)
    }) as typeof db.selectFrom
    context.after(() => {
      db.selectFrom = selectFrom
    })
    await t.app.webhooks.worker.stop()
    t.app.bus.publish(WEBHOOKS_CHANGED)
    const counted = countWakes(t)
    await publish(t, admin, 'one')
    await publish(t, admin, 'two')
    assert.equal(counted.wakes, 2)
  })
})

describe('postgres', { skip: pgSkip }, () => {
  test("an instance that has not yet heard of another's new webhook loses none of its events", async () => {
    const receiver = await startReceiver()
    try {
      await withTwoInstances('postgres', { env: ENV }, async (a, b) => {
        const admin = await createUser(a, { role: 'admin' })
        // a knows no webhook takes content.published; b's webhook reaches it only through the bus.
        await publish(a, admin, 'before')
        await sleep(50)
        await subscribe(b, admin, receiver.url, ['content.published'])
        const written = await publish(a, admin, 'right after, on the other instance')
        await until(() => receiver.received.length >= 1, 'the delivery, by a poll if not at once')
        await sleep(PAST_POLL_MS)
        assert.deepEqual(receiver.received.map((r) => subjectOf(r.body)), [written])
      })
    } finally {
      await receiver.close()
    }
  })
})
