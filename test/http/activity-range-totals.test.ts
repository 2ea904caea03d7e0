import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { as, assertCountersRight, buildTestApp, eachDatabase, type TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { recountAll } from '../../src/core/db/row-counts.js'
import { newId } from '../../src/lib/ids.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** A midnight long past: the entries dated from it are the only ones in their hours. */
const BASE = Date.parse('2021-03-04T00:00:00.000Z')
const iso = (time: number) => new Date(time).toISOString()

/**
 * Entry times over two days and a bit: on each hour, a millisecond either side of it, and within
 * it; every fifth hour left empty.
 */
const TIMES = Array.from({ length: 51 }, (_, h) => (h % 5 === 3 ? [] : [0, -1, 1, 17 * MINUTE, 45 * MINUTE].map((offset) => BASE + h * HOUR + offset))).flat()

/** Range bounds: on an hour, a millisecond either side, inside hours (under and over half of one), across midnight, and past every entry. */
const BOUNDS = [-HOUR, 0, 1, 10 * MINUTE, 30 * MINUTE, 50 * MINUTE, HOUR - 1, HOUR, 90 * MINUTE, 23 * HOUR + 59 * MINUTE, 24 * HOUR, 24 * HOUR + 1, 25 * HOUR + 10 * MINUTE, 50 * HOUR - 1, 50 * HOUR, 51 * HOUR].map((offset) => BASE + offset)

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser

  before(async () => {
    // No pass on its own during the test; one is run by hand, in batches, beside other writers.
    t = await buildTestApp(kind, { env: { ACTIVITY_RETENTION_DAYS: '30', RETENTION_BATCH_SIZE: '25', RETENTION_INTERVAL_SECONDS: '86400' } })
    admin = await createUser(t, { role: 'admin' })
    await t.app.retention.runOnce() // (the pass of the start, should it still be going)
    // Rows dated in the past can only be written past the service, which keeps no counter of
    // them: an operator's recount after such an import sets the counters, the hours' too.
    const rows = TIMES.map((time, i) => ({
      id: newId(),
      type: i % 3 ? 'content.updated' : 'order.created',
      actor_id: i % 2 ? admin.user.id : null,
      subject_type: 'content',
      subject_id: i % 4 ? 'subject-a' : 'subject-b',
      payload: '{}',
      created_at: iso(time),
      dispatched_at: iso(time)
    }))
    await t.app.database.db.insertInto('events').values(rows).execute()
    const corrections = await recountAll(t.app.database.db)
    assert.ok(corrections.some((c) => c.name === `events.hour:${iso(BASE).slice(0, 13)}` && c.was === 0 && c.now === 5), JSON.stringify(corrections))
    await assertCountersRight(t, 'after the recount')
  })
  after(() => t.close())

  const counted = async (since?: number, until?: number, where: { type?: string[]; actorId?: string; subjectId?: string } = {}) => {
    const row = await t.app.database.db
      .selectFrom('events')
      .select(sql<number | string>`count(*)`.as('n'))
      .$if(since !== undefined, (q) => q.where('created_at', '>=', iso(since!)))
      .$if(until !== undefined, (q) => q.where('created_at', '<', iso(until!)))
      .$if(where.type !== undefined, (q) => q.where('type', 'in', where.type!))
      .$if(where.actorId !== undefined, (q) => q.where('actor_id', '=', where.actorId!))
      .$if(where.subjectId !== undefined, (q) => q.where('subject_id', '=', where.subjectId!))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  const totalOf = async (query: string) => {
    const res = await t.request(as(admin).get(`/api/activity?limit=1&${query}`))
    assert.equal(res.statusCode, 200, res.body)
    return { total: res.data.data.pagination.total as number, estimate: res.data.data.totalIsEstimate as unknown }
  }
  const range = (since?: number, until?: number) => [since !== undefined && `since=${iso(since)}`, until !== undefined && `until=${iso(until)}`].filter(Boolean).join('&')

  test("a time range's total is its COUNT(*): on hours, inside one, across midnight, open at either end, empty", async () => {
    const ranges: Array<[number | undefined, number | undefined]> = []
    for (const since of BOUNDS) for (const until of BOUNDS) ranges.push([since, until])
    for (const bound of BOUNDS) ranges.push([bound, undefined], [undefined, bound])
    ranges.push([Date.parse('1970-01-01T00:00:00.000Z'), Date.now() + HOUR], [BASE + 20 * MINUTE, Date.parse('9999-12-31T23:59:59.999Z')])
    for (const [since, until] of ranges) {
      const expected = await counted(since, until)
      const { total, estimate } = await totalOf(range(since, until))
      assert.equal(total, expected, `${range(since, until)}`)
      assert.equal(estimate, undefined, `${range(since, until)} is exact`)
    }
  })

  test('a range with a type, a prefix, an actor or a subject is still counted exactly under the bound', async () => {
    const [since, until] = [BASE + 30 * MINUTE, BASE + 26 * HOUR + 1]
    const cases: Array<[string, { type?: string[]; actorId?: string; subjectId?: string }]> = [
      ['type=order.created', { type: ['order.created'] }],
      ['type=content.', { type: ['content.published', 'content.updated'] }],
      [`actorId=${admin.user.id}`, { actorId: admin.user.id }],
      ['subjectId=subject-b', { subjectId: 'subject-b' }],
      [`type=content.&actorId=${admin.user.id}`, { type: ['content.published', 'content.updated'], actorId: admin.user.id }]
    ]
    for (const [query, where] of cases) {
      const expected = await counted(since, until, where)
      assert.ok(expected > 0, query)
      assert.deepEqual(await totalOf(`${range(since, until)}&${query}`), { total: expected, estimate: undefined }, query)
    }
  })

  test('the hour counters equal COUNT(*) after writes through the service, a prune and a recount that run beside them', async () => {
    const writes = Array.from({ length: 16 }, (_, i) => t.request(as(admin).post('/api/content', { title: `W${i}`, status: i % 2 ? 'draft' : 'published' })))
    const [pass, , ...written] = await Promise.all([t.app.retention.runOnce(), recountAll(t.app.database.db), ...writes])
    assert.equal(pass.events, TIMES.length, 'the old entries went, in batches')
    assert.deepEqual(new Set(written.map((res) => res.statusCode)), new Set([201]))
    await assertCountersRight(t, 'after the writes, the prune and the recount')
    assert.deepEqual(await recountAll(t.app.database.db), [], 'a recount finds nothing to correct')
    for (const [since, until] of [[BASE, BASE + 24 * HOUR], [BASE - HOUR, undefined], [undefined, Date.now() + HOUR], [Date.now() - HOUR, undefined]] as Array<[number?, number?]>) {
      assert.deepEqual(await totalOf(range(since, until)), { total: await counted(since, until), estimate: undefined }, range(since, until))
    }
  })

  test('a recount waits for a transaction that already wrote a new counter, instead of writing it twice', async () => {
    const { db } = t.app.database
    const writer = await db.startTransaction().execute()
    // A new actor's first entry: its counter is a new row, written (not held) with the entry.
    await t.app.events.record({ db: writer, afterCommit: () => {} }, { type: 'user.updated', actorId: newId(), subject: { type: 'user', id: newId() }, data: {} })
    const recount = recountAll(db)
    await sleep(200)
    await writer.commit().execute()
    assert.deepEqual(await recount, [])
    await assertCountersRight(t, 'after the recount')
  })
})
