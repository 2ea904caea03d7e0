import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Webhook } from 'standardwebhooks'
import { as, buildTestApp, eachDatabase, invalidOn, scenarios, until, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import type { AttemptOutcome } from '../../src/modules/webhooks/index.js'
import { answerStatus, startReceiver, type Answer, type Receiver } from '../receiver.js'

const DELIVERY_ENV = {
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_RETRY_BASE_MS: '20',
  // Long enough that a receiver on a busy machine answers in time, unless a test makes it late.
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_MAX_ATTEMPTS: '3'
}
const whsec = () => `whsec_${randomBytes(24).toString('base64')}`

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  let author: TestUser
  let other: TestUser
  const receivers: Receiver[] = []
  const logLines: string[] = []

  before(async () => {
    t = await buildTestApp(kind, { env: DELIVERY_ENV, logStream: { write: (line) => logLines.push(line) }, logLevel: 'info' })
    ;[admin, author, other] = [await createUser(t, { role: 'admin' }), await createUser(t), await createUser(t)]
  })
  after(async () => {
    await t.close()
    await Promise.all(receivers.map((receiver) => receiver.close()))
  })

  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const started = await startReceiver(...args)
    receivers.push(started)
    return started
  }
  const register = (who: TestUser, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(who.token), payload })
  const hookFor = async (who: TestUser, url: string, events = ['content.published', 'content.updated'], secret = whsec()) => {
    const res = await register(who, { url, events, secret })
    assert.equal(res.statusCode, 201, res.body)
    return { id: res.data.data.id as string, secret }
  }
  const publish = async (who: TestUser, title = 'Published') => {
    const res = await t.request({ method: 'POST', url: '/api/content', headers: bearer(who.token), payload: { title, status: 'published' } })
    assert.equal(res.statusCode, 201)
    return res.data.data as { id: string }
  }
  const attempts = async (who: TestUser, id: string) => {
    const res = await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries?limit=100`, headers: bearer(who.token) })
    assert.equal(res.statusCode, 200)
    return res.data.data.items as Array<Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  const deliveriesOf = (webhookId: string) => t.app.database.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).execute()

  describe('management', () => {
    test('POST answers 201 with the webhook and never the secret, which is stored encrypted and never logged', async () => {
      const secret = `plain-secret-${randomBytes(8).toString('hex')}`
      const res = await register(author, { url: 'https://example.com/hook', events: ['content.published', 'content.published'], secret })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.message, 'Webhook created')
      const hook = res.data.data
      assert.deepEqual(Object.keys(hook).sort(), ['active', 'createdAt', 'events', 'id', 'updatedAt', 'url', 'userId'])
      assert.deepEqual([hook.url, hook.events, hook.active, hook.userId], ['https://example.com/hook', ['content.published'], true, author.user.id])
      const row = await t.app.database.db.selectFrom('webhooks').selectAll().where('id', '=', hook.id).executeTakeFirstOrThrow()
      assert.ok(!row.secret_sealed.includes(secret) && !row.secret_sealed.includes(Buffer.from(secret).toString('base64')))
      const read = await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}`, headers: bearer(author.token) })
      assert.ok(!read.body.includes(secret))
      assert.ok(!logLines.join('').includes(secret), 'the secret is in the log')
      assert.ok(logLines.length > 0, 'nothing was logged, so the check proves nothing')
      await t.request({ method: 'DELETE', url: `/api/webhooks/${hook.id}`, headers: bearer(author.token) })
    })

    const valid = { url: 'https://example.com/hook', events: ['content.updated'], secret: 'a-secret-of-16-ch' }
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['no url', { ...valid, url: undefined }, 'url'],
      ['a url that is not one', { ...valid, url: 'not a url' }, 'url'],
      ['an ftp url', { ...valid, url: 'ftp://example.com/x' }, 'url'],
      ['a javascript url', { ...valid, url: 'javascript:alert(1)' }, 'url'],
      ['a number for the url', { ...valid, url: 42 }, 'url'],
      ['a url of 2049 characters', { ...valid, url: `https://example.com/${'a'.repeat(2030)}` }, 'url'],
      ['a url carrying a user name and password', { ...valid, url: 'https://user:pass@example.com/hook' }, 'url'],
      ['no events', { ...valid, events: undefined }, 'events'],
      ['an empty event list', { ...valid, events: [] }, 'events'],
      ['an unknown event', { ...valid, events: ['content.deleted'] }, 'events.0'],
      ['auth.login, which is not subscribable', { ...valid, events: ['auth.login'] }, 'events.0'],
      ['webhook.test, which is not subscribable', { ...valid, events: ['webhook.test'] }, 'events.0'],
      ['events as a string', { ...valid, events: 'content.updated' }, 'events'],
      ['a secret that is not a string', { ...valid, secret: 1234567890123456 }, 'secret'],
      ['a secret of 15 characters', { ...valid, secret: 's'.repeat(15) }, 'secret'],
      ['a secret of 257 characters', { ...valid, secret: 's'.repeat(257) }, 'secret'],
      ['a whsec_ secret that is not base64', { ...valid, secret: 'whsec_not base64 at all!' }, 'secret'],
      ['a whsec_ secret of 12 bytes (Standard Webhooks asks 24 to 64)', { ...valid, secret: `whsec_${randomBytes(12).toString('base64')}` }, 'secret'],
      ['a whsec_ secret of 65 bytes', { ...valid, secret: `whsec_${randomBytes(65).toString('base64')}` }, 'secret'],
      ['a raw secret that is not ASCII', { ...valid, secret: 'un-secret-été-2026' }, 'secret'],
      ['active as a string', { ...valid, active: 'yes' }, 'active']
    ]
    const webhookCount = async () => Number((await t.app.database.db.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    let countBefore: number
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => ({
        name: `POST with ${name}: 422 on ${field}, nothing stored`,
        request: async () => {
          countBefore = await webhookCount()
          return as(admin).post('/api/webhooks', payload)
        },
        ...invalidOn(field),
        events: [],
        then: async () => assert.equal(await webhookCount(), countBefore)
      }))
    )

    test('without a secret, one is generated and shown once, in the answer to POST: it signs what is sent', async () => {
      const inbox = await receiver()
      const res = await register(author, { url: inbox.url, events: ['content.published'] })
      assert.equal(res.statusCode, 201, res.body)
      const { id, secret } = res.data.data
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
      for (const url of [`/api/webhooks/${id}`, '/api/webhooks']) {
        const read = await t.request({ method: 'GET', url, headers: bearer(author.token) })
        assert.equal(read.statusCode, 200)
        assert.ok(!read.body.includes(secret.slice(6)), `${url} shows the secret`)
      }
      const put = await t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(author.token), payload: { events: ['content.published'] } })
      assert.equal(put.data.data.secret, undefined)
      const sent = await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(author.token) })
      assert.equal(sent.data.data.statusCode, 200, sent.body)
      const delivery = inbox.received[0]!
      assert.equal((new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string }).type, 'webhook.test')
      const given = await register(author, { url: inbox.url, events: ['content.published'], secret: whsec() })
      assert.equal(given.data.data.secret, undefined, 'a secret given is never shown back')
      for (const hook of [id, given.data.data.id]) await t.request({ method: 'DELETE', url: `/api/webhooks/${hook}`, headers: bearer(author.token) })
    })

    test('a raw secret verifies with the standardwebhooks library in its raw format, as the documentation says', async () => {
      const inbox = await receiver()
      const secret = `raw secret ${randomUUID()}`
      const { id } = await hookFor(author, inbox.url, ['content.published'], secret)
      await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(author.token) })
      const delivery = inbox.received[0]!
      assert.equal((new Webhook(secret, { format: 'raw' }).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string }).type, 'webhook.test')
      await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: bearer(author.token) })
    })

    test('a url of another scheme and a short secret are named in one 422', async () => {
      const res = await register(admin, { url: 'ftp://example.com/hook', events: ['content.published'], secret: 'short' })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['secret', 'url'])
    })

    const subscriptions: Array<[string, 'user' | 'admin', string[], number]> = [
      ['a user, content.*', 'user', ['content.published', 'content.updated'], 201],
      ['a user, user.created', 'user', ['content.updated', 'user.created'], 403],
      ['a user, user.deleted', 'user', ['user.deleted'], 403],
      ['a user, system.alert', 'user', ['system.alert'], 403],
      ['a user, file.uploaded', 'user', ['file.uploaded'], 403],
      ['a user, order.created', 'user', ['order.created'], 403],
      ['an admin, every subscribable event', 'admin', ['user.created', 'user.updated', 'user.deleted', 'content.published', 'content.updated', 'system.alert', 'file.uploaded', 'file.deleted', 'order.created', 'order.updated'], 201]
    ]
    scenarios(
      () => t,
      subscriptions.map(([name, role, events, status]) => {
        const who = () => (role === 'admin' ? admin : author)
        return {
          name: `subscription by ${name}: ${status}`,
          request: () => as(who()).post('/api/webhooks', { url: 'https://example.com/hook', events, secret: whsec(), active: false }),
          status,
          ...(status === 403 && { code: 'FORBIDDEN' }),
          then: async (res) => {
            if (status === 201) await t.request(as(who()).delete(`/api/webhooks/${res.data.data.id}`))
          }
        }
      })
    )

    test('PUT by a user adding user.* is 403 and changes nothing', async () => {
      const { id } = await hookFor(author, 'https://example.com/put', ['content.updated'])
      await t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(author.token), payload: { active: false } })
      const res = await t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(author.token), payload: { events: ['user.created'] } })
      assert.equal(res.statusCode, 403)
      const read = await t.request({ method: 'GET', url: `/api/webhooks/${id}`, headers: bearer(author.token) })
      assert.deepEqual(read.data.data.events, ['content.updated'])
    })

    describe('the owner and an administrator see and change a webhook; anyone else gets 404 and changes nothing', () => {
      let id: string
      before(async () => {
        id = (await hookFor(author, 'https://example.com/owned', ['content.updated'])).id
        await t.request(as(author).put(`/api/webhooks/${id}`, { active: false }))
      })
      type Caller = 'other' | 'author' | 'admin'
      const callers = { other: () => other, author: () => author, admin: () => admin }
      const rows: Array<[Caller, 'get' | 'put' | 'delete' | 'post', suffix: string, payload: Record<string, unknown> | undefined, status: number]> = [
        ['other', 'get', '', undefined, 404],
        ['other', 'put', '', { url: 'https://example.com/x' }, 404],
        ['other', 'delete', '', undefined, 404],
        ['other', 'get', '/deliveries', undefined, 404],
        ['other', 'post', '/test', undefined, 404],
        ['other', 'post', '/deliveries/{id}/retry', undefined, 404],
        ['author', 'get', '', undefined, 200],
        ['admin', 'get', '', undefined, 200],
        ['admin', 'put', '', { url: 'https://example.com/changed' }, 200],
        ['author', 'get', '/deliveries', undefined, 200],
        ['admin', 'get', '/deliveries', undefined, 200]
      ]
      scenarios(
        () => t,
        rows.map(([caller, method, suffix, payload, status]) => ({
          name: `${method.toUpperCase()} /api/webhooks/{id}${suffix} by ${caller}: ${status}`,
          request: () => as(callers[caller]())[method](`/api/webhooks/${id}${suffix.replace('{id}', id)}`, payload),
          status,
          ...(status === 404 && { code: 'NOT_FOUND', events: [] })
        }))
      )

      test("the administrator's change holds, and once deleted the webhook is gone", async () => {
        const read = await t.request(as(author).get(`/api/webhooks/${id}`))
        assert.equal(read.data.data.url, 'https://example.com/changed')
        const deleted = await t.request(as(admin).delete(`/api/webhooks/${id}`))
        assert.deepEqual([deleted.statusCode, deleted.data.data, deleted.data.message], [200, { id }, 'Webhook deleted'])
        assert.equal((await t.request(as(author).get(`/api/webhooks/${id}`))).statusCode, 404)
      })
    })

    test('an account holds at most 25 webhooks: the 26th is 422 on url and stores nothing; deleting one makes room', async () => {
      const many = await createUser(t)
      const ids: string[] = []
      for (let i = 0; i < 25; i++) ids.push((await hookFor(many, `http://127.0.0.1:9/hook-${i}`)).id)
      const refused = await register(many, { url: 'http://127.0.0.1:9/one-too-many', events: ['content.published'], secret: whsec() })
      assert.equal(refused.statusCode, 422)
      assert.match(refused.data.error.details.url[0], /25 webhooks/)
      const listed = await t.request({ method: 'GET', url: '/api/webhooks?limit=100', headers: bearer(many.token) })
      assert.equal(listed.data.data.pagination.total, 25)
      await t.request({ method: 'DELETE', url: `/api/webhooks/${ids[0]}`, headers: bearer(many.token) })
      await hookFor(many, 'http://127.0.0.1:9/room-again')
    })

    test("GET /api/webhooks lists the caller's own; an administrator's list holds everyone's", async () => {
      const mine = await hookFor(other, 'https://example.com/list', ['content.updated'])
      await t.request({ method: 'PUT', url: `/api/webhooks/${mine.id}`, headers: bearer(other.token), payload: { active: false } })
      const own = await t.request({ method: 'GET', url: '/api/webhooks', headers: bearer(other.token) })
      assert.ok(own.data.data.items.every((hook: { userId: string }) => hook.userId === other.user.id))
      assert.ok(own.data.data.items.some((hook: { id: string }) => hook.id === mine.id))
      const all = await t.request({ method: 'GET', url: '/api/webhooks?limit=100', headers: bearer(admin.token) })
      assert.ok(all.data.data.items.some((hook: { id: string }) => hook.id === mine.id))
      const authorList = await t.request({ method: 'GET', url: '/api/webhooks', headers: bearer(author.token) })
      assert.ok(!authorList.data.data.items.some((hook: { id: string }) => hook.id === mine.id))
      const bad = await t.request({ method: 'GET', url: '/api/webhooks?sort=secret', headers: bearer(admin.token) })
      assert.equal(bad.statusCode, 422)
    })

    test("deleting a user deletes their webhooks and their deliveries' records; the lists say so at once", async () => {
      const doomed = await createUser(t)
      const { id } = await hookFor(doomed, 'https://example.com/doomed', ['content.updated'])
      await t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(doomed.token), payload: { active: false } })
      // Both pages read (and cached) before the deletion.
      const listed = async () => (await t.request({ method: 'GET', url: '/api/webhooks?limit=100', headers: bearer(admin.token) })).data.data.items.some((hook: { id: string }) => hook.id === id)
      const attemptsAnswer = async () => (await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: bearer(admin.token) })).statusCode
      assert.equal(await listed(), true)
      assert.equal(await attemptsAnswer(), 200)
      const res = await t.request({ method: 'DELETE', url: `/api/users/${doomed.user.id}`, headers: bearer(admin.token) })
      assert.equal(res.statusCode, 200)
      assert.equal((await t.request({ method: 'GET', url: `/api/webhooks/${id}`, headers: bearer(admin.token) })).statusCode, 404)
      assert.equal(await listed(), false)
      assert.equal(await attemptsAnswer(), 404)
      const rows = await t.app.database.db.selectFrom('webhooks').select('id').where('user_id', '=', doomed.user.id).execute()
      assert.deepEqual(rows, [])
    })
  })

  describe('delivery', () => {
    test('a published item reaches a subscribed webhook, signed per Standard Webhooks (verified by the standardwebhooks package)', async () => {
      const hookReceiver = await receiver()
      const { id, secret } = await hookFor(author, hookReceiver.url)
      const item = await publish(author, 'Signed')
      await until(() => hookReceiver.received.length >= 1, 'the delivery')
      const [got] = hookReceiver.received
      const verified = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.equal(verified.type, 'content.published')
      assert.equal(verified.data.id, item.id)
      assert.deepEqual(verified.data, item)
      assert.match(got!.headers['webhook-signature'] as string, /^v1,[A-Za-z0-9+/]+=*$/)
      assert.equal(got!.headers['content-type'], 'application/json')
      const event = await t.app.database.db.selectFrom('events').selectAll().where('subject_id', '=', item.id).executeTakeFirstOrThrow()
      assert.deepEqual([verified.id, verified.timestamp], [event.id, event.created_at])
      await until(async () => (await attempts(author, id)).length === 1, 'the attempt record')
      const [record] = await attempts(author, id)
      assert.deepEqual(
        { ...record, id: undefined, deliveryId: undefined, createdAt: undefined, durationMs: undefined },
        { id: undefined, deliveryId: undefined, eventId: event.id, eventType: 'content.published', attempt: 1, statusCode: 200, durationMs: undefined, error: null, createdAt: undefined }
      )
      assert.equal(record!.deliveryId, got!.headers['webhook-id'])
      assert.throws(() => new Webhook(whsec()).verify(got!.body, got!.headers as Record<string, string>))
    })

    test('a secret without whsec_ signs with its own bytes', async () => {
      const hookReceiver = await receiver()
      const secret = 'a plain secret of some length'
      await hookFor(author, hookReceiver.url, ['content.published'], secret)
      await publish(author)
      await until(() => hookReceiver.received.length >= 1, 'the delivery')
      const [got] = hookReceiver.received
      const verified = new Webhook(Buffer.from(secret).toString('base64')).verify(got!.body, got!.headers as Record<string, string>)
      assert.equal((verified as { type: string }).type, 'content.published')
    })

    test('a 500 is retried with the same webhook-id until a 2xx; attempts listed newest first', async () => {
      const hookReceiver = await receiver((response, n) => response.writeHead(n === 1 ? 500 : 200).end())
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      const told: AttemptOutcome[] = []
      const stop = t.app.webhooks.deliveries.onAttempt((outcome) => outcome.webhookId === id && told.push(outcome))
      const counted = async (outcome: string) =>
        (await t.app.metrics.registry.getSingleMetric('webhook_deliveries_total')!.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0
      const [retriesBefore, deliveredBefore] = [await counted('retry'), await counted('delivered')]
      await publish(author)
      await until(async () => (await attempts(author, id)).length === 2, 'two attempts')
      stop()
      // The metrics hook hears of each attempt.
      assert.deepEqual(
        told.map((o) => [o.attempt, o.outcome, o.statusCode, o.eventType]),
        [
          [1, 'retry', 500, 'content.published'],
          [2, 'delivered', 200, 'content.published']
        ]
      )
      // ... and so does the Prometheus counter (other webhooks of this app may be retrying too, so at least these).
      assert.ok((await counted('retry')) - retriesBefore >= 1)
      assert.ok((await counted('delivered')) - deliveredBefore >= 1)
      assert.equal(hookReceiver.received.length, 2)
      assert.equal(hookReceiver.received[0]!.headers['webhook-id'], hookReceiver.received[1]!.headers['webhook-id'])
      assert.equal(hookReceiver.received[0]!.body, hookReceiver.received[1]!.body)
      const list = await attempts(author, id)
      assert.deepEqual(
        list.map((a) => [a.attempt, a.statusCode, a.error]),
        [
          [2, 200, null],
          [1, 500, 'HTTP 500']
        ]
      )
      assert.equal(list[0]!.deliveryId, list[1]!.deliveryId)
      const [delivery] = await deliveriesOf(id)
      assert.deepEqual([delivery!.status, delivery!.attempts], ['delivered', 2])
    })

    test('gives up after WEBHOOK_MAX_ATTEMPTS failures', async () => {
      const hookReceiver = await receiver(answerStatus(500))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      await sleep(300)
      assert.equal(hookReceiver.received.length, 3)
      assert.deepEqual(
        (await attempts(author, id)).map((a) => a.attempt),
        [3, 2, 1]
      )
      const hook = await t.request({ method: 'GET', url: `/api/webhooks/${id}`, headers: bearer(author.token) })
      assert.equal(hook.data.data.active, true, 'one failed event does not disable a webhook')
    })

    test('a 410 disables the webhook at once and writes a system.alert; the list says so at once', async () => {
      const hookReceiver = await receiver(answerStatus(410))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      // Read (and cached) before the webhook is turned off.
      const listed = async () => (await t.request({ method: 'GET', url: '/api/webhooks?limit=100', headers: bearer(author.token) })).data.data.items.find((hook: { id: string }) => hook.id === id)?.active
      assert.equal(await listed(), true)
      await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      await sleep(200)
      assert.equal(hookReceiver.received.length, 1)
      const hook = await t.request({ method: 'GET', url: `/api/webhooks/${id}`, headers: bearer(author.token) })
      assert.equal(hook.data.data.active, false)
      assert.equal(await listed(), false)
      const alert = await t.app.database.db.selectFrom('events').selectAll().where('type', '=', 'system.alert').where('subject_id', '=', id).execute()
      assert.equal(alert.length, 1)
      assert.match(JSON.parse(alert[0]!.payload).message, /410/)
      // Disabled: later events make no delivery.
      await publish(author)
      await sleep(300)
      assert.equal((await deliveriesOf(id)).length, 1)
    })

    // A failed first attempt of each kind, then a success: the attempts recorded, newest first.
    const failures: Array<[string, Answer, Array<[number, number | null, string | null]>]> = [
      [
        'a receiver slower than WEBHOOK_TIMEOUT_MS fails with no status',
        (response, n) => (n === 1 ? setTimeout(() => response.writeHead(200).end(), 4000) : response.writeHead(200).end()),
        [[2, 200, null], [1, null, 'timed out after 2000 ms']]
      ],
      [
        'an answer body that never ends fails',
        (response, n) => (n === 1 ? response.writeHead(200).write('{"slow":') : response.writeHead(204).end()),
        [[2, 204, null], [1, 200, 'timed out after 2000 ms']]
      ],
      [
        'an answer body over 64 KiB fails',
        (response, n) => response.writeHead(200).end(n === 1 ? 'x'.repeat(1024 * 1024) : 'ok'),
        [[2, 200, null], [1, 200, 'response body over 64 KiB']]
      ]
    ]
    for (const [name, answer, expected] of failures) {
      test(`${name}, and is retried`, async () => {
        const hookReceiver = await receiver(answer)
        const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
        await publish(author)
        await until(async () => (await deliveriesOf(id))[0]?.status === 'delivered', 'the retry to succeed')
        assert.deepEqual((await attempts(author, id)).map((a) => [a.attempt, a.statusCode, a.error]), expected)
      })
    }

    test('a redirect is not followed and counts as a failure', async () => {
      const target = await receiver()
      const hookReceiver = await receiver(answerStatus(307, { location: target.url }))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      assert.equal(target.received.length, 0)
      assert.match((await attempts(author, id))[0]!.error, /HTTP 307 \(redirects are not followed\)/)
    })

    test('Retry-After on a 429 is honoured', async () => {
      const hookReceiver = await receiver((response, n) => (n === 1 ? response.writeHead(429, { 'retry-after': '1' }).end() : response.writeHead(200).end()))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(() => hookReceiver.received.length === 2, 'the retry')
      // The backoff alone would wait 10 to 20 ms.
      assert.ok(hookReceiver.received[1]!.at - hookReceiver.received[0]!.at >= 900)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'delivered', 'the delivery')
    })

    test('turned off, a webhook keeps its waiting deliveries aside; turned on, they go out at once', async () => {
      const hookReceiver = await receiver(answerStatus(429, { 'retry-after': '3600' }))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(() => hookReceiver.received.length === 1, 'the first attempt')
      await until(async () => (await deliveriesOf(id))[0]?.attempts === 1, 'the attempt record')
      const put = (active: boolean) => t.request({ method: 'PUT', url: `/api/webhooks/${id}`, headers: bearer(author.token), payload: { active } })
      assert.equal((await put(false)).data.data.active, false)
      assert.equal((await deliveriesOf(id))[0]!.status, 'paused')
      hookReceiver.answer(answerStatus(200))
      assert.equal((await put(true)).data.data.active, true)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'delivered', 'the delivery after the webhook was turned on')
      assert.equal(hookReceiver.received.length, 2)
    })

    test("a disabled webhook's waiting deliveries are kept, without keeping the worker busy", async () => {
      const res = await register(admin, { url: 'https://example.com/off', events: ['content.updated'], secret: whsec(), active: false })
      // Due long ago, so that it would be the earliest due of all, had the worker counted it.
      const longAgo = '2000-01-01T00:00:00.000Z'
      const now = new Date().toISOString()
      await t.app.database.db
        .insertInto('webhook_deliveries')
        .values({ id: randomUUID(), webhook_id: res.data.data.id, event_id: 'e', event_type: 'content.updated', body: '{}', status: 'pending', attempts: 0, next_attempt_at: longAgo, claimed_until: null, claim_token: null, created_at: now })
        .execute()
      const deliveries = t.app.webhooks.deliveries
      const original = deliveries.nextDueAt.bind(deliveries)
      // What each round found due next. A worker that counted the disabled webhook's delivery
      // would find it due at once, and go round without rest (80 to 330 rounds a second). Other
      // tests' retries still wake the worker, so the number of rounds alone cannot tell.
      const dues: (string | undefined)[] = []
      deliveries.nextDueAt = async () => {
        const due = await original()
        dues.push(due)
        return due
      }
      try {
        t.app.webhooks.worker.wake()
        await until(() => dues.length > 0, 'a round of the worker')
        await sleep(100)
      } finally {
        deliveries.nextDueAt = original
      }
      const atOnce = dues.filter((due) => due !== undefined && Date.parse(due) <= Date.parse(longAgo))
      assert.deepEqual(atOnce, [], `${dues.length} rounds found the disabled webhook's delivery due`)
      assert.equal((await deliveriesOf(res.data.data.id))[0]!.status, 'pending')
      await t.request({ method: 'DELETE', url: `/api/webhooks/${res.data.data.id}`, headers: bearer(admin.token) })
    })

    test("another user's draft is never sent to them; once published it is", async () => {
      const otherReceiver = await receiver()
      const authorReceiver = await receiver()
      const adminReceiver = await receiver()
      const otherHook = await hookFor(other, otherReceiver.url)
      await hookFor(author, authorReceiver.url)
      await hookFor(admin, adminReceiver.url)
      const draft = await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'Secret draft' } })
      const change = await t.request({ method: 'PUT', url: `/api/content/${draft.data.data.id}`, headers: bearer(author.token), payload: { title: 'Still a draft' } })
      assert.equal(change.statusCode, 200)
      await until(() => authorReceiver.received.length === 1 && adminReceiver.received.length === 1, "the author's and the admin's deliveries")
      assert.deepEqual(await deliveriesOf(otherHook.id), [])
      assert.equal(otherReceiver.received.length, 0)
      await t.request({ method: 'PUT', url: `/api/content/${draft.data.data.id}`, headers: bearer(author.token), payload: { status: 'published' } })
      await until(() => otherReceiver.received.length === 2, 'the published item reaching the other user')
      assert.deepEqual(otherReceiver.received.map((r) => JSON.parse(r.body).type).sort(), ['content.published', 'content.updated'])
      assert.ok(!otherReceiver.received.some((r) => r.body.includes('Secret draft')))
    })

    test('an administrator demoted loses user.* deliveries', async () => {
      const keeper = await receiver()
      const demotedReceiver = await receiver()
      const demoted = await createUser(t, { role: 'admin' })
      const keeperHook = await hookFor(admin, keeper.url, ['user.created'])
      const demotedHook = await hookFor(demoted, demotedReceiver.url, ['user.created'])
      await t.request({ method: 'PUT', url: `/api/users/${demoted.user.id}`, headers: bearer(admin.token), payload: { role: 'user' } })
      const created = await createUser(t)
      await until(() => keeper.received.some((r) => r.body.includes(created.user.id)), "the admin's delivery")
      assert.ok(!(await deliveriesOf(demotedHook.id)).some((d) => d.body.includes(created.user.id)))
      assert.ok(!demotedReceiver.received.some((r) => r.body.includes(created.user.id)))
      // Editing it without changing events is refused while it holds what the role no longer allows.
      const kept = await t.request({ method: 'PUT', url: `/api/webhooks/${demotedHook.id}`, headers: bearer(demoted.token), payload: { active: true } })
      assert.equal(kept.statusCode, 403)
      const dropped = await t.request({ method: 'PUT', url: `/api/webhooks/${demotedHook.id}`, headers: bearer(demoted.token), payload: { events: ['content.published'] } })
      assert.equal(dropped.statusCode, 200)
      assert.deepEqual(dropped.data.data.events, ['content.published'])
      await t.request({ method: 'DELETE', url: `/api/webhooks/${keeperHook.id}`, headers: bearer(admin.token) })
    })

    test('POST /test sends a signed webhook.test at once and answers its record', async () => {
      const hookReceiver = await receiver()
      const { id, secret } = await hookFor(other, hookReceiver.url, ['content.updated'])
      const res = await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(other.token) })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.data.message, 'Test event sent')
      assert.deepEqual([res.data.data.attempt, res.data.data.statusCode, res.data.data.error, res.data.data.eventType], [1, 200, null, 'webhook.test'])
      assert.equal(hookReceiver.received.length, 1)
      const body = new Webhook(secret).verify(hookReceiver.received[0]!.body, hookReceiver.received[0]!.headers as Record<string, string>) as { id: string; type: string }
      assert.deepEqual([body.id, body.type], [res.data.data.eventId, 'webhook.test'])
    })

    test('a failed delivery can be sent again by its id or an attempt id, with the same webhook-id', async () => {
      const hookReceiver = await receiver(answerStatus(500))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      hookReceiver.answer(answerStatus(200))
      const [newest] = await attempts(author, id)
      const res = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${newest!.id}/retry`, headers: bearer(author.token) })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([res.data.data.attempt, res.data.data.statusCode, res.data.data.error], [4, 200, null])
      assert.equal(hookReceiver.received.at(-1)!.headers['webhook-id'], newest!.deliveryId)
      const again = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${newest!.deliveryId}/retry`, headers: bearer(admin.token) })
      assert.deepEqual([again.statusCode, again.data.data.attempt], [200, 5])
      assert.equal((await deliveriesOf(id))[0]!.status, 'delivered')
      const unknown = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/nope/retry`, headers: bearer(author.token) })
      assert.deepEqual([unknown.statusCode, unknown.data.error.code], [404, 'NOT_FOUND'])
      const stranger = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${newest!.deliveryId}/retry`, headers: bearer(other.token) })
      assert.equal(stranger.statusCode, 404)
    })

    test('a retry while an attempt is in flight is 422 on deliveryId', async () => {
      const hookReceiver = await receiver(answerStatus(500))
      const { id } = await hookFor(author, hookReceiver.url, ['content.published'])
      await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      const [delivery] = await deliveriesOf(id)
      await t.app.database.db
        .updateTable('webhook_deliveries')
        .set({ claimed_until: new Date(Date.now() + 60_000).toISOString(), claim_token: 'held' })
        .where('id', '=', delivery!.id)
        .execute()
      const res = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${delivery!.id}/retry`, headers: bearer(author.token) })
      assert.equal(res.statusCode, 422)
      assert.ok(res.data.error.details.deliveryId)
    })

    test("a retry after the owner lost sight of the subject is 403", async () => {
      const hookReceiver = await receiver(answerStatus(500))
      const { id } = await hookFor(other, hookReceiver.url, ['content.published'])
      const item = await publish(author)
      await until(async () => (await deliveriesOf(id))[0]?.status === 'failed', 'the delivery to fail')
      await t.request({ method: 'PUT', url: `/api/content/${item.id}`, headers: bearer(author.token), payload: { status: 'draft' } })
      const [delivery] = await deliveriesOf(id)
      const res = await t.request({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${delivery!.id}/retry`, headers: bearer(other.token) })
      assert.deepEqual([res.statusCode, res.data.error.code], [403, 'FORBIDDEN'])
    })
  })
})

eachDatabase((kind) => {
  test('a webhook whose last 20 events all failed is disabled, and an administrator subscribed to system.alert hears of it', async () => {
    const t = await buildTestApp(kind, { env: { ...DELIVERY_ENV, WEBHOOK_MAX_ATTEMPTS: '1' } })
    const failing = await startReceiver(answerStatus(500))
    const alerts = await startReceiver()
    try {
      const admin = await createUser(t, { role: 'admin' })
      const author = await createUser(t)
      const hook = await t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(author.token), payload: { url: failing.url, events: ['content.published'], secret: whsec() } })
      await t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(admin.token), payload: { url: alerts.url, events: ['system.alert'], secret: whsec() } })
      for (let i = 0; i < 19; i++) {
        await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: `n${i}`, status: 'published' } })
      }
      await until(() => failing.received.length === 19, '19 failed events')
      await sleep(100)
      const read = () => t.request({ method: 'GET', url: `/api/webhooks/${hook.data.data.id}`, headers: bearer(author.token) })
      assert.equal((await read()).data.data.active, true)
      await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload: { title: 'the 20th', status: 'published' } })
      await until(() => alerts.received.length === 1, 'the alert')
      const alert = JSON.parse(alerts.received[0]!.body)
      assert.equal(alert.type, 'system.alert')
      assert.equal(alert.data.webhookId, hook.data.data.id)
      assert.equal((await read()).data.data.active, false)
      // Turned on again: a fresh count.
      const on = await t.request({ method: 'PUT', url: `/api/webhooks/${hook.data.data.id}`, headers: bearer(author.token), payload: { active: true } })
      assert.equal(on.data.data.active, true)
      const row = await t.app.database.db.selectFrom('webhooks').select('failure_streak').where('id', '=', hook.data.data.id).executeTakeFirstOrThrow()
      assert.equal(row.failure_streak, 0)
    } finally {
      await t.close()
      await failing.close()
      await alerts.close()
    }
  })
})

eachDatabase((kind) => {
  describe('addresses', () => {
    let t: TestApp
    let admin: TestUser
    before(async () => {
      t = await buildTestApp(kind)
      admin = await createUser(t, { role: 'admin' })
    })
    after(() => t.close())

    // Literal addresses only: nothing is resolved and no traffic is sent.
    const refused = [
      'http://127.0.0.1/hook',
      'http://127.1.2.3:8080/hook',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fe80::1]/',
      'https://[fc00::1]/',
      'https://[fd12:3456::1]/',
      'https://[ff02::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a00:1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'http://[::ffff:0:127.0.0.1]:41900/',
      'http://[::ffff:0:a00:1]/',
      'http://[64:ff9b:1::a00:1]/',
      'http://[64:ff9b:1::808:808]/',
      'http://[::127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[2001:db8::1]/',
      'http://192.0.0.9/',
      'http://255.255.255.255/'
    ]
    scenarios(
      () => t,
      refused.map((url) => ({
        name: `${url} is refused with 422 on url`,
        request: () => as(admin).post('/api/webhooks', { url, events: ['content.updated'], secret: whsec() }),
        ...invalidOn('url'),
        events: [],
        then: (res) => assert.match(res.data.error.details.url[0], /not allowed: .* address; webhooks may reach only public addresses \(WEBHOOK_ALLOW_PRIVATE_URLS=(loopback|true) allows/)
      }))
    )

    test('a loopback url and a short secret are named in one 422, the refusal naming WEBHOOK_ALLOW_PRIVATE_URLS', async () => {
      const res = await t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(admin.token), payload: { url: 'http://127.0.0.1:41900/', events: ['content.updated'], secret: 'short' } })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['secret', 'url'])
      assert.match(res.data.error.details.url[0], /WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows loopback addresses/)
    })

    test('a public literal address is accepted, and PUT to a private one is 422', async () => {
      // Inactive and deleted at once: nothing is ever sent to it.
      const res = await t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(admin.token), payload: { url: 'https://93.184.216.34/hook', events: ['content.updated'], secret: whsec(), active: false } })
      assert.equal(res.statusCode, 201, res.body)
      const put = await t.request({ method: 'PUT', url: `/api/webhooks/${res.data.data.id}`, headers: bearer(admin.token), payload: { url: 'http://[::ffff:192.168.0.1]/' } })
      assert.equal(put.statusCode, 422)
      assert.ok(put.data.error.details.url)
      await t.request({ method: 'DELETE', url: `/api/webhooks/${res.data.data.id}`, headers: bearer(admin.token) })
    })
  })
})

eachDatabase((kind) => {
  test('WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows 127.0.0.0/8 and ::1, and nothing else that is private', async () => {
    const t = await buildTestApp(kind, { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'loopback' } })
    try {
      const admin = await createUser(t, { role: 'admin' })
      const register = (url: string) =>
        t.request({ method: 'POST', url: '/api/webhooks', headers: bearer(admin.token), payload: { url, events: ['content.updated'], active: false } })
      for (const url of ['http://127.0.0.1:41900/hook', 'http://127.9.9.9/', 'http://[::1]:8080/', 'http://[::ffff:127.0.0.1]/']) {
        assert.equal((await register(url)).statusCode, 201, url)
      }
      for (const url of ['http://10.0.0.1/hook', 'http://192.168.1.1/', 'http://169.254.169.254/', 'http://[fd00::1]/']) {
        const res = await register(url)
        assert.equal(res.statusCode, 422, url)
        assert.match(res.data.error.details.url[0], /WEBHOOK_ALLOW_PRIVATE_URLS=true allows every address/, url)
      }
    } finally {
      await t.close()
    }
  })
})
