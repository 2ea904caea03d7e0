import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { newId } from '../../src/lib/ids.js'
import { buildTestApp, eachDatabase, invalidOn, scenarios, testApp, until, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { listening, openStream, type SseEvent, type SseStream } from '../support/sse.js'

const published = (title: string) => ({ title, status: 'published' })

/** Opens a stream for `user` (with `query`), and closes it when the test ends. */
async function streamOf(t: { after: (fn: () => void) => void }, base: string, user: TestUser, query = ''): Promise<SseStream> {
  const stream = await openStream(base, `/api/stream${query}`, bearer(user.token))
  assert.equal(stream.status, 200, JSON.stringify(stream.error))
  t.after(() => stream.close())
  return stream
}

async function post(app: TestApp, user: TestUser, url: string, payload: object) {
  const res = await app.request({ method: 'POST', url, headers: bearer(user.token), payload })
  assert.ok(res.statusCode < 300, res.body)
  return res.data.data
}

async function put(app: TestApp, user: TestUser, url: string, payload: object) {
  const res = await app.request({ method: 'PUT', url, headers: bearer(user.token), payload })
  assert.ok(res.statusCode < 300, res.body)
  return res.data.data
}

/** What a stream received before the event about `subjectId`, as "type subject" lines. */
async function receivedUntil(stream: SseStream, subjectId: string): Promise<string[]> {
  const marker = await stream.next((event) => event.body?.data?.id === subjectId)
  return stream.events.slice(0, stream.events.indexOf(marker)).map(describeEvent)
}

const describeEvent = (event: SseEvent) => `${event.body.type} ${event.body.data?.title ?? event.body.data?.email ?? event.body.data?.customerEmail ?? ''}`.trim()

eachDatabase((kind) => {
  describe('who receives what', () => {
    test('each role receives, as they are committed, the events the activity log and webhooks would show it, and never another user\'s draft', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const admin = await createUser(app, { role: 'admin' })
      const alice = await createUser(app)
      const bob = await createUser(app)
      const streams = { admin: await streamOf(t, base, admin), alice: await streamOf(t, base, alice), bob: await streamOf(t, base, bob) }

      const draft = await post(app, alice, '/api/content', { title: 'alice draft' })
      await put(app, alice, `/api/content/${draft.id}`, { content: 'edited' })
      const open = await post(app, bob, '/api/content', published('bob published'))
      await put(app, bob, `/api/content/${open.id}`, { status: 'draft' })
      await createUser(app, { email: 'carol@example.com' })
      await post(app, admin, '/api/orders', { customerEmail: 'buyer@example.com', total: 10, currency: 'EUR' })
      const marker = await post(app, admin, '/api/content', published('marker'))

      // Table: what each viewer must have received before the marker, in order.
      const expected: Record<keyof typeof streams, string[]> = {
        admin: ['content.updated alice draft', 'content.published bob published', 'content.updated bob published', 'user.created carol@example.com', 'order.created buyer@example.com'],
        alice: ['content.updated alice draft', 'content.published bob published'],
        bob: ['content.published bob published', 'content.updated bob published']
      }
      for (const [who, stream] of Object.entries(streams)) {
        const received = await receivedUntil(stream, marker.id)
        assert.deepEqual(received.filter((line) => !line.startsWith('auth.login')), expected[who as keyof typeof streams], who)
        // Sign-ins are in the activity log: an administrator's.
        assert.equal(received.includes('auth.login carol@example.com'), who === 'admin', who)
      }
    })

    test('?types= keeps the events of the names and prefixes given', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const admin = await createUser(app, { role: 'admin' })
      const users = await streamOf(t, base, admin, '?types=user.')
      const publications = await streamOf(t, base, admin, '?types=content.published,order.')
      const item = await post(app, admin, '/api/content', { title: 'typed' })
      await put(app, admin, `/api/content/${item.id}`, { status: 'published' })
      const carol = await createUser(app, { email: 'typed-carol@example.com' })
      const order = await post(app, admin, '/api/orders', { customerEmail: 'typed@example.com', total: 1, currency: 'EUR' })

      await users.next((event) => event.body.data.id === carol.user.id)
      await publications.next((event) => event.body.data.id === order.id)
      assert.deepEqual(users.events.map((event) => event.body.type), ['user.created'])
      assert.deepEqual(publications.events.map((event) => event.body.type), ['content.published', 'order.created'])
    })
  })

  describe('refusals', () => {
    let app: TestApp
    let user: TestUser
    before(async () => {
      app = await buildTestApp(kind)
      user = await createUser(app)
    })
    after(() => app.close())
    scenarios(
      () => app,
      [
        { name: 'no token and no ticket: 401', request: { method: 'GET', url: '/api/stream' }, status: 401, code: 'UNAUTHORIZED' },
        { name: 'a token that is not one: 401', request: { method: 'GET', url: '/api/stream', headers: { authorization: 'Bearer nope' } }, status: 401, code: 'UNAUTHORIZED' },
        { name: 'an unknown ticket: 401', request: { method: 'GET', url: '/api/stream?ticket=stk_unknown' }, status: 401, code: 'UNAUTHORIZED' },
        { name: 'a ticket without a token: 401', request: { method: 'POST', url: '/api/stream/ticket' }, status: 401, code: 'UNAUTHORIZED' },
        {
          name: 'an unknown type: 422 on types',
          request: () => ({ method: 'GET', url: '/api/stream?types=content.,bogus', headers: bearer(user.token) }),
          ...invalidOn('types')
        },
        {
          name: 'a prefix without its dot: 422 on types',
          request: () => ({ method: 'GET', url: '/api/stream?types=content', headers: bearer(user.token) }),
          ...invalidOn('types')
        },
        {
          name: 'a lastEventId over 64 characters: 422 on lastEventId',
          request: () => ({ method: 'GET', url: `/api/stream?lastEventId=${'x'.repeat(65)}`, headers: bearer(user.token) }),
          ...invalidOn('lastEventId')
        }
      ]
    )
  })

  describe('tickets', () => {
    test('a ticket opens one stream, once, for the session that asked for it, and expires', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const user = await createUser(app)
      const issued = await app.request({ method: 'POST', url: '/api/stream/ticket', headers: bearer(user.token) })
      assert.equal(issued.statusCode, 201)
      const { ticket, expiresAt } = issued.data.data
      assert.match(ticket, /^stk_[A-Za-z0-9_-]{43}$/)
      assert.ok(Math.abs(Date.parse(expiresAt) - Date.now() - 30_000) < 5000)

      const stream = await openStream(base, `/api/stream?ticket=${ticket}`)
      t.after(() => stream.close())
      assert.equal(stream.status, 200)
      assert.match(String(stream.headers['content-type']), /^text\/event-stream/)
      const item = await post(app, user, '/api/content', published('by ticket'))
      assert.equal((await stream.next()).body.data.id, item.id)

      const again = await openStream(base, `/api/stream?ticket=${ticket}`)
      assert.equal(again.status, 401)
      assert.equal(again.error.error.code, 'UNAUTHORIZED')

      const late = (await app.request({ method: 'POST', url: '/api/stream/ticket', headers: bearer(user.token) })).data.data.ticket
      await app.app.database.db.updateTable('stream_tickets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute()
      const expired = await openStream(base, `/api/stream?ticket=${late}`)
      assert.equal(expired.status, 401)
      assert.match(expired.error.error.message, /expired/)

      // The stream is the session's: signing out ends it.
      await app.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })
      await withinBound(stream.ended, 'the ticket stream to end after sign-out')
    })
  })

  describe('replay', () => {
    test('Last-Event-ID replays exactly what was missed, in order, then the stream goes on live', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const user = await createUser(app)
      const first = await streamOf(t, base, user)
      await post(app, user, '/api/content', published('one'))
      const two = await post(app, user, '/api/content', published('two'))
      const seen = await first.next((event) => event.body.data.id === two.id)
      first.close()
      const missed = [await post(app, user, '/api/content', published('three')), await post(app, user, '/api/content', published('four'))]

      const resumes: Array<{ headers: Record<string, string>; query: string }> = [
        { headers: { 'last-event-id': seen.id! }, query: '' },
        { headers: {}, query: `?lastEventId=${seen.id}` }
      ]
      for (const resume of resumes) {
        const again = await openStream(base, `/api/stream${resume.query}`, { ...bearer(user.token), ...resume.headers })
        t.after(() => again.close())
        const replayed = await again.collect(missed.length)
        assert.deepEqual(
          replayed.map((event) => event.body.data.id),
          missed.map((item) => item.id)
        )
        assert.ok(replayed.every((event) => event.id === event.body.id))
        const live = await post(app, user, '/api/content', published('live'))
        assert.equal((await again.next((event) => event.body.data.id === live.id)).event, 'message')
        again.close()
        missed.push(live)
      }
    })

    test('past the window (an unknown id, an hour old, over 1000 events) a reset comes, with the id to resume from', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const admin = await createUser(app, { role: 'admin' })
      const old = await post(app, admin, '/api/content', published('old'))
      const oldEvent = await app.app.database.db.selectFrom('events').select('id').where('subject_id', '=', old.id).executeTakeFirstOrThrow()
      const recent = await post(app, admin, '/api/content', published('recent'))
      const recentEvent = await app.app.database.db.selectFrom('events').select('id').where('subject_id', '=', recent.id).executeTakeFirstOrThrow()
      await app.app.database.db
        .updateTable('events')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .where('id', '=', oldEvent.id)
        .execute()

      const resetOn = async (lastEventId: string) => {
        const stream = await openStream(base, '/api/stream', { ...bearer(admin.token), 'last-event-id': lastEventId })
        t.after(() => stream.close())
        const reset = await stream.next()
        assert.equal(reset.event, 'reset')
        assert.match(reset.body.reason, /reload/)
        return { stream, reset }
      }
      const unknown = await resetOn(newId())
      const newest = await app.app.database.db.selectFrom('events').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()
      assert.equal(unknown.reset.id, newest.id)
      const live = await post(app, admin, '/api/content', published('after the reset'))
      await unknown.stream.next((event) => event.body?.data?.id === live.id)

      await resetOn(oldEvent.id)

      // Over a thousand events after the last one received.
      const base_ = Date.now()
      const rows = Array.from({ length: 1001 }, (_, i) => ({
        id: newId(),
        type: 'order.created',
        actor_id: null,
        subject_type: 'order',
        subject_id: newId(),
        payload: '{}',
        created_at: new Date(base_ + i).toISOString(),
        dispatched_at: new Date().toISOString()
      }))
      for (let i = 0; i < rows.length; i += 200) await app.app.database.db.insertInto('events').values(rows.slice(i, i + 200)).execute()
      await resetOn(recentEvent.id)
      // A type filter counts only its own: the thousand orders are not content.
      const filtered = await openStream(base, '/api/stream?types=content.', { ...bearer(admin.token), 'last-event-id': recentEvent.id })
      t.after(() => filtered.close())
      assert.equal((await filtered.next()).body.data.id, live.id)
    })
  })

  describe('sessions and accounts', () => {
    test('sign-out, an ended session, a password change and a deletion end a stream; a demotion narrows it', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const admin = await createUser(app, { role: 'admin' })
      const leaving = await createUser(app)
      const ended = await createUser(app)
      const changing = await createUser(app)
      const deleted = await createUser(app)
      const demoted = await createUser(app, { role: 'admin' })
      const streams = {
        leaving: await streamOf(t, base, leaving),
        ended: await streamOf(t, base, ended),
        changing: await streamOf(t, base, changing),
        deleted: await streamOf(t, base, deleted),
        demoted: await streamOf(t, base, demoted)
      }

      await app.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(leaving.token) })
      const sessions = await app.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(ended.token) })
      const other = await app.request({ method: 'POST', url: '/api/auth/login', payload: { email: ended.user.email, password: ended.password } })
      await app.request({ method: 'DELETE', url: `/api/auth/sessions/${sessions.data.data.items[0].id}`, headers: bearer(other.data.data.token) })
      await put(app, changing, '/api/users/me/password', { current_password: changing.password, password: 'another-password-1', password_confirmation: 'another-password-1' })
      await app.request({ method: 'DELETE', url: `/api/users/${deleted.user.id}`, headers: bearer(admin.token) })
      await put(app, admin, `/api/users/${demoted.user.id}`, { role: 'user' })

      for (const name of ['leaving', 'ended', 'changing', 'deleted'] as const) await withinBound(streams[name].ended, `the ${name} stream to end`)
      // Narrowed, not ended: a new account is an administrator's event, content published is everyone's.
      await createUser(app, { email: 'after-demotion@example.com' })
      const marker = await post(app, admin, '/api/content', published('after the demotion'))
      const received = await receivedUntil(streams.demoted, marker.id)
      assert.ok(!received.some((line) => line.includes('after-demotion@example.com')), received.join('\n'))
      assert.equal(streams.demoted.isEnded(), false)
    })
  })

  describe('limits', () => {
    test('a sixth stream of one user is 429 until one of the five closes', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const user = await createUser(app)
      const five = await Promise.all(Array.from({ length: 5 }, () => streamOf(t, base, user)))
      const sixth = await openStream(base, '/api/stream', bearer(user.token))
      assert.equal(sixth.status, 429)
      assert.equal(sixth.error.error.code, 'RATE_LIMITED')
      assert.ok(Number(sixth.headers['retry-after']) > 0)
      // Another user is not affected.
      await streamOf(t, base, await createUser(app))

      five[0]!.close()
      let reopened: SseStream | undefined
      await until(async () => {
        reopened = await openStream(base, '/api/stream', bearer(user.token))
        return reopened.status === 200
      }, 'a place once a stream closed')
      t.after(() => reopened?.close())
    })

    test('HEAD opens no stream: 405 with Allow GET, OPTIONS, and six HEADs leave every place free', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const user = await createUser(app)
      const apiToken = (await post(app, user, '/api/auth/tokens', { name: 'reader', scope: 'read' })).token as string
      for (let i = 0; i < 6; i++) {
        const head = await fetch(`${base}/api/stream`, { method: 'HEAD', headers: bearer(i % 2 ? apiToken : user.token), signal: AbortSignal.timeout(5000) })
        assert.equal(head.status, 405)
        assert.equal(head.headers.get('allow'), 'GET, OPTIONS')
      }
      await Promise.all(Array.from({ length: 5 }, () => streamOf(t, base, user)))
    })

    test('past MAX_STREAMS on the instance, 429 for anyone', async (t) => {
      const app = await testApp(t, kind, { env: { MAX_STREAMS: '2' } })
      const base = await listening(app)
      for (let i = 0; i < 2; i++) await streamOf(t, base, await createUser(app))
      const third = await openStream(base, '/api/stream', bearer((await createUser(app)).token))
      assert.equal(third.status, 429)
      assert.equal(third.error.error.code, 'RATE_LIMITED')
    })
  })

  describe('the connection', () => {
    test('a quiet stream outlives IDLE_TIMEOUT_MS', async (t) => {
      const app = await testApp(t, kind, { env: { IDLE_TIMEOUT_MS: '200' } })
      const base = await listening(app)
      const user = await createUser(app)
      const stream = await streamOf(t, base, user)
      // Several idle timeouts without a byte: what is checked is that nothing happens.
      await sleep(1000)
      assert.equal(stream.isEnded(), false)
      const item = await post(app, user, '/api/content', published('still here'))
      assert.equal((await stream.next()).body.data.id, item.id)
    })

    test('closing the app ends its streams at once, so that it can close', async (t) => {
      const app = await testApp(t, kind)
      const base = await listening(app)
      const user = await createUser(app)
      const streams = await Promise.all([streamOf(t, base, user), streamOf(t, base, user)])
      const started = Date.now()
      await app.app.close()
      // An open stream would hold the close for good; the bound is wide enough for a busy machine's pauses.
      assert.ok(Date.now() - started < 20_000, `closing took ${Date.now() - started} ms`)
      await Promise.all(streams.map((stream) => withinBound(stream.ended, 'the stream to end')))
    })
  })
})

/** Waits for `promise`, failing past a bound generous enough for a busy machine. */
async function withinBound(promise: Promise<unknown>, what: string, ms = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)))])
  clearTimeout(timer)
}
