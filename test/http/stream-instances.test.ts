import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { pgSkip, redisSkip, REDIS_TEST_URL, withTwoInstances, type DatabaseKind, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { listening, openStream, type SseStream } from '../support/sse.js'

async function streamOf(base: string, user: TestUser, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openStream(base, '/api/stream', { ...bearer(user.token), ...headers })
  assert.equal(stream.status, 200, JSON.stringify(stream.error))
  return stream
}

async function post(app: TestApp, user: TestUser, url: string, payload: object) {
  const res = await app.request({ method: 'POST', url, headers: bearer(user.token), payload })
  assert.ok(res.statusCode < 300, res.body)
  return res.data.data
}

/** The titles of the content events a stream received, in order. */
const subjects = (stream: SseStream) => stream.events.filter((event) => event.body?.type?.startsWith('content.')).map((event) => event.body.data.title as string)

// How the instances hear each other, per deployment: the row names the transport the issue asks for.
const deployments: Array<{ name: string; kind: DatabaseKind; redis: boolean; skip: string | false }> = [
  { name: 'PostgreSQL without Redis (LISTEN/NOTIFY)', kind: 'postgres', redis: false, skip: pgSkip },
  { name: 'PostgreSQL with Redis (pub/sub)', kind: 'postgres', redis: true, skip: pgSkip || redisSkip },
  { name: 'SQLite with Redis (pub/sub)', kind: 'sqlite', redis: true, skip: redisSkip }
]

for (const deployment of deployments) {
  describe(deployment.name, { skip: deployment.skip }, () => {
    const env: Record<string, string> = deployment.redis ? { REDIS_URL: REDIS_TEST_URL } : {}

    test('an event committed on one instance reaches the streams on the other, once, as each viewer may see it', () =>
      withTwoInstances(deployment.kind, { env }, async (a, b) => {
        const [baseA, baseB] = [await listening(a), await listening(b)]
        const admin = await createUser(a, { role: 'admin' })
        const alice = await createUser(a)
        const bob = await createUser(a)
        const streams = { adminOnB: await streamOf(baseB, admin), aliceOnB: await streamOf(baseB, alice), adminOnA: await streamOf(baseA, admin) }
        try {
          const draft = await post(a, bob, '/api/content', { title: 'bob draft' })
          const edited = await a.request({ method: 'PUT', url: `/api/content/${draft.id}`, headers: bearer(bob.token), payload: { content: 'edited' } })
          assert.equal(edited.statusCode, 200)
          await post(a, bob, '/api/content', { title: 'bob published', status: 'published' })
          // Over PostgreSQL's 8000-byte NOTIFY limit: it travels as its id and is read from the log.
          await post(a, alice, '/api/content', { title: 'alice large', status: 'published', content: 'x'.repeat(20_000) })
          await post(b, bob, '/api/content', { title: 'from b', status: 'published' })
          const last = await post(a, admin, '/api/content', { title: 'last', status: 'published' })

          // b's event travels to a's stream while a's own come at once: each stream waits for both.
          for (const stream of Object.values(streams)) {
            await stream.next((event) => event.body?.data?.id === last.id)
            await stream.next((event) => event.body?.data?.title === 'from b')
          }
          const titles = { adminOnB: subjects(streams.adminOnB), aliceOnB: subjects(streams.aliceOnB), adminOnA: subjects(streams.adminOnA) }
          // Events of one instance keep their order; b's own event may come before a's, which travel.
          const fromA = ['bob draft', 'bob published', 'alice large', 'last']
          assert.deepEqual(titles.adminOnB.filter((title) => title !== 'from b'), fromA)
          assert.deepEqual(titles.aliceOnB.filter((title) => title !== 'from b'), ['bob published', 'alice large', 'last'])
          // A's own events are not delivered twice (once as committed, once back from the transport).
          assert.deepEqual(titles.adminOnA.filter((title) => title !== 'from b'), fromA)
          for (const list of Object.values(titles)) assert.equal(list.filter((title) => title === 'from b').length, 1)
          const large = streams.adminOnB.events.find((event) => event.body?.data?.title === 'alice large')!
          assert.equal(large.body.data.content.length, 20_000)
        } finally {
          for (const stream of Object.values(streams)) stream.close()
        }
      }))
  })
}

describe('PostgreSQL without Redis: a lost LISTEN connection', { skip: pgSkip }, () => {
  test('once LISTEN is back, the streams end so that their clients replay from the log what did not reach them', () =>
    withTwoInstances('postgres', {}, async (a, b) => {
      const baseB = await listening(b)
      const admin = await createUser(a, { role: 'admin' })
      const first = await streamOf(baseB, admin)
      const seen = await post(a, admin, '/api/content', { title: 'before', status: 'published' })
      const before = await first.next((event) => event.body?.data?.id === seen.id)

      // Both instances' LISTEN connections go; they come back within a second or so.
      const client = new pg.Client({ connectionString: a.database.url })
      await client.connect()
      try {
        await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen live_events'")
      } finally {
        await client.end()
      }
      const missed = await post(a, admin, '/api/content', { title: 'while b was not listening', status: 'published' })
      await first.ended

      // What a client does next: reconnect with the id of the last event it received.
      const again = await streamOf(baseB, admin, { 'last-event-id': before.id! })
      try {
        assert.equal((await again.next((event) => event.event === 'message')).body.data.id, missed.id)
      } finally {
        again.close()
      }
    }))
})
