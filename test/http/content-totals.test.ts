import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, withTestApp, withTwoInstances, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

// GET /api/content's pagination.total, for the filters no counter keeps (a search, a tag, an
// author), comes from a cache of counts that every change of content empties, as it empties the cached pages and the items GET /api/content/{id} reads. Each test
// reads first, so that the answer is cached, then changes content and reads again at once: an
// answer that did not follow the change would be a stale cache entry.

/** A content type no other test uses, so that `type=<it>` counts this test's items alone. */
const freshType = () => `t${randomUUID().replaceAll('-', '').slice(0, 12)}`

const totalOf = async (t: TestApp, who: TestUser, query: string): Promise<number> => {
  const res = await t.request({ method: 'GET', url: `/api/content?${query}`, headers: bearer(who.token) })
  assert.equal(res.statusCode, 200, res.body)
  return res.data.data.pagination.total as number
}

/** An item written with SQL, past the service: what no cache (nor counter) can hear of; its content is its type, so `search=<type>` finds it. */
async function insertBehindTheService(t: TestApp, type: string, authorId: string): Promise<void> {
  const now = new Date().toISOString()
  await t.app.database.db
    .insertInto('content_items')
    .values({ id: randomUUID(), title: 'By hand', content: type, type, status: 'published', author_id: authorId, created_at: now, updated_at: now, published_at: now })
    .execute()
}

eachDatabase((kind) => {
  describe('the list total after each kind of change, read at once on the same instance', () => {
    let t: TestApp
    let author: TestUser
    let other: TestUser
    let admin: TestUser

    before(async () => {
      t = await buildTestApp(kind)
      ;[author, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { role: 'admin' })]
    })
    after(() => t.close())

    const create = async (payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload })
      assert.equal(res.statusCode, 201, res.body)
      return res.data.data.id as string
    }
    const update = async (id: string, payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'PUT', url: `/api/content/${id}`, headers: bearer(author.token), payload })
      assert.equal(res.statusCode, 200, res.body)
    }
    /** The totals the author, another user and an administrator see for `query`. */
    const totals = async (query: string) => ({
      author: await totalOf(t, author, query),
      other: await totalOf(t, other, query),
      admin: await totalOf(t, admin, query)
    })

    test('the totals are served from the cache (so the tests below test it): a row written past the service is not counted until a change', async () => {
      const type = freshType()
      assert.deepEqual(await totals(`search=${type}`), { author: 0, other: 0, admin: 0 })
      await insertBehindTheService(t, type, author.user.id)
      assert.deepEqual(await totals(`search=${type}`), { author: 0, other: 0, admin: 0 })
      await create({ title: 'Through the API', type, content: type, status: 'published' })
      assert.deepEqual(await totals(`search=${type}`), { author: 2, other: 2, admin: 2 })
    })

    test('the page itself is cached too, and follows every change: a new title, a new item, a deleted one', async () => {
      const type = freshType()
      const titles = async (who: TestUser) => {
        const res = await t.request({ method: 'GET', url: `/api/content?type=${type}&sort=title`, headers: bearer(who.token) })
        assert.equal(res.statusCode, 200, res.body)
        return (res.data.data.items as Array<{ title: string }>).map((item) => item.title)
      }
      const first = await create({ title: 'A first', type, status: 'published' })
      assert.deepEqual(await titles(other), ['A first'])
      // Cached: a row written past the service does not show...
      await insertBehindTheService(t, type, author.user.id)
      assert.deepEqual(await titles(other), ['A first'])
      // ...until a change through the API drops the page.
      await update(first, { title: 'C renamed' })
      assert.deepEqual(await titles(other), ['By hand', 'C renamed'])
      await create({ title: 'B second', type, status: 'published' })
      assert.deepEqual(await titles(other), ['B second', 'By hand', 'C renamed'])
      const res = await t.request({ method: 'DELETE', url: `/api/content/${first}`, headers: bearer(author.token) })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(await titles(other), ['B second', 'By hand'])
    })

    test('an item by id is cached too: it follows every change, and who may see it is decided on each request', async () => {
      const id = await create({ title: 'Cached', type: freshType(), status: 'published' })
      /** [title, status] as `who` reads the item, or the status code when it is not 200. */
      const read = async (who: TestUser) => {
        const res = await t.request({ method: 'GET', url: `/api/content/${id}`, headers: bearer(who.token) })
        return res.statusCode === 200 ? [res.data.data.title, res.data.data.status] : res.statusCode
      }
      assert.deepEqual(await read(other), ['Cached', 'published'])
      // Cached: a title written past the service does not show...
      await t.app.database.db.updateTable('content_items').set({ title: 'By hand' }).where('id', '=', id).execute()
      assert.deepEqual(await read(other), ['Cached', 'published'])
      // ...until a change through the API drops it. Then only its author and administrators see it.
      await update(id, { status: 'archived' })
      assert.deepEqual([await read(author), await read(admin), await read(other)], [['By hand', 'archived'], ['By hand', 'archived'], 404])
      // Cached now, as its author read it: still refused to another user.
      assert.equal(await read(other), 404)
      const res = await t.request({ method: 'DELETE', url: `/api/content/${id}`, headers: bearer(author.token) })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([await read(author), await read(admin)], [404, 404])
    })

    test('an item holding much text is not kept: a title written past the service shows at once', async () => {
      const id = await create({ title: 'Long', type: freshType(), status: 'published', content: 'x'.repeat(5_000) })
      const title = async () => (await t.request({ method: 'GET', url: `/api/content/${id}`, headers: bearer(other.token) })).data.data.title as string
      assert.equal(await title(), 'Long')
      await t.app.database.db.updateTable('content_items').set({ title: 'By hand' }).where('id', '=', id).execute()
      assert.equal(await title(), 'By hand')
    })

    test('a page holding much text is not kept: a row written past the service shows at once', async () => {
      const type = freshType()
      await create({ title: 'Long', type, status: 'published', content: 'x'.repeat(40_000) })
      const count = async () => {
        const res = await t.request({ method: 'GET', url: `/api/content?type=${type}&status=published`, headers: bearer(other.token) })
        return (res.data.data.items as unknown[]).length
      }
      assert.equal(await count(), 1)
      await insertBehindTheService(t, type, author.user.id)
      assert.equal(await count(), 2)
    })

    test('create a draft: its author and administrators count it, other users do not', async () => {
      const type = freshType()
      await create({ title: 'Seen by all', type, status: 'published' })
      assert.deepEqual(await totals(`type=${type}`), { author: 1, other: 1, admin: 1 })
      await create({ title: 'Draft', type })
      assert.deepEqual(await totals(`type=${type}`), { author: 2, other: 1, admin: 2 })
      assert.deepEqual(await totals(`type=${type}&status=draft`), { author: 1, other: 0, admin: 1 })
    })

    test('create a published item: everyone counts it', async () => {
      const type = freshType()
      assert.deepEqual(await totals(`type=${type}`), { author: 0, other: 0, admin: 0 })
      assert.deepEqual(await totals(`type=${type}&status=published`), { author: 0, other: 0, admin: 0 })
      await create({ title: 'Live', type, status: 'published' })
      assert.deepEqual(await totals(`type=${type}`), { author: 1, other: 1, admin: 1 })
      assert.deepEqual(await totals(`type=${type}&status=published`), { author: 1, other: 1, admin: 1 })
    })

    test('update the title only: a search for the new title counts the item', async () => {
      const word = `word${randomUUID().slice(0, 8)}`
      const published = await create({ title: 'Plain', status: 'published' })
      const draft = await create({ title: 'Plain draft' })
      assert.deepEqual(await totals(`search=${word}`), { author: 0, other: 0, admin: 0 })
      await update(published, { title: `Now with ${word}` })
      assert.deepEqual(await totals(`search=${word}`), { author: 1, other: 1, admin: 1 })
      await update(draft, { title: `Draft with ${word}` })
      assert.deepEqual(await totals(`search=${word}`), { author: 2, other: 1, admin: 2 })
    })

    test('change the tags: a tag filter counts the items that have the tag now', async () => {
      const tag = `tag-${randomUUID().slice(0, 8)}`
      const id = await create({ title: 'Tagged later', status: 'published', tags: ['old'] })
      assert.deepEqual(await totals(`tag=${tag}`), { author: 0, other: 0, admin: 0 })
      await update(id, { tags: ['old', tag] })
      assert.deepEqual(await totals(`tag=${tag}`), { author: 1, other: 1, admin: 1 })
      await update(id, { tags: [] })
      assert.deepEqual(await totals(`tag=${tag}`), { author: 0, other: 0, admin: 0 })
    })

    test('move published → archived: other users stop counting it, its author counts it among their own', async () => {
      const type = freshType()
      const id = await create({ title: 'To archive', type, status: 'published' })
      assert.deepEqual(await totals(`type=${type}`), { author: 1, other: 1, admin: 1 })
      assert.deepEqual(await totals(`type=${type}&status=archived`), { author: 0, other: 0, admin: 0 })
      await update(id, { status: 'archived' })
      assert.deepEqual(await totals(`type=${type}`), { author: 1, other: 0, admin: 1 })
      assert.deepEqual(await totals(`type=${type}&status=archived`), { author: 1, other: 0, admin: 1 })
      assert.deepEqual(await totals(`type=${type}&status=published`), { author: 0, other: 0, admin: 0 })
    })

    test('delete: nobody counts it any more', async () => {
      const type = freshType()
      const kept = await create({ title: 'Kept', type, status: 'published' })
      const doomed = await create({ title: 'Doomed', type, status: 'published' })
      assert.deepEqual(await totals(`type=${type}`), { author: 2, other: 2, admin: 2 })
      assert.equal((await t.request({ method: 'DELETE', url: `/api/content/${doomed}`, headers: bearer(author.token) })).statusCode, 200)
      assert.deepEqual(await totals(`type=${type}`), { author: 1, other: 1, admin: 1 })
      assert.equal((await t.request({ method: 'DELETE', url: `/api/content/${kept}`, headers: bearer(admin.token) })).statusCode, 200)
      assert.deepEqual(await totals(`type=${type}`), { author: 0, other: 0, admin: 0 })
    })
  })

  test('while the bus is not reliable (Redis configured but down) totals are counted and items read on every request', async () => {
    await withTestApp(kind, { env: { REDIS_URL: 'redis://127.0.0.1:1' } }, async (t) => {
      assert.equal(t.app.bus.reliable, false)
      const user = await createUser(t)
      const type = freshType()
      assert.equal(await totalOf(t, user, `search=${type}`), 0)
      // A change another instance published could have been missed: nothing is kept to miss it.
      await insertBehindTheService(t, type, user.user.id)
      assert.equal(await totalOf(t, user, `search=${type}`), 1)
      // Nor is an item kept.
      const created = await t.request({ method: 'POST', url: '/api/content', headers: bearer(user.token), payload: { title: 'Mine', type } })
      const title = async () => (await t.request({ method: 'GET', url: `/api/content/${created.data.data.id}`, headers: bearer(user.token) })).data.data.title as string
      assert.equal(await title(), 'Mine')
      await t.app.database.db.updateTable('content_items').set({ title: 'By hand' }).where('id', '=', created.data.data.id).execute()
      assert.equal(await title(), 'By hand')
    })
  })

  const transports: Array<{ name: string; env: Record<string, string>; skip: string | false }> = [
    { name: 'through the database (no Redis)', env: {}, skip: false },
    { name: 'through Redis', env: { REDIS_URL: REDIS_TEST_URL }, skip: redisSkip }
  ]
  for (const transport of transports) {
    test(`a second instance sees the new total and item after each change on the first, ${transport.name}`, { skip: transport.skip, timeout: 180_000 }, async () => {
      await withTwoInstances(kind, { env: transport.env }, async (a, b) => {
        // Redis subscribes in the background; until it has, B counts afresh anyway.
        for (const deadline = Date.now() + 3000; !b.app.bus.reliable && Date.now() < deadline; ) await sleep(10)
        const author = await createUser(a)
        const reader = await createUser(a)
        const type = freshType()
        const onB = async () => ({ author: await totalOf(b, author, `type=${type}`), reader: await totalOf(b, reader, `type=${type}`) })
        const change = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
          const res = await a.request({ method, url, headers: bearer(author.token), ...(payload && { payload }) })
          assert.ok(res.statusCode < 300, res.body)
          return res.data.data as { id: string }
        }
        /** B's totals once they are `expected`, or the last ones after a few seconds. */
        const onBWithin = async (expected: { author: number; reader: number }) => {
          // The bus reaches B within a second at worst (four reads a second without Redis); the
          // bound is for a machine so loaded that nothing runs on time, and proves nothing about speed.
          const deadline = Date.now() + 30_000
          let seen = await onB()
          while ((seen.author !== expected.author || seen.reader !== expected.reader) && Date.now() < deadline) {
            await sleep(25)
            seen = await onB()
          }
          return seen
        }
        assert.deepEqual(await onB(), { author: 0, reader: 0 })
        const one = await change('POST', '/api/content', { title: 'One', type, status: 'published' })
        assert.deepEqual(await onBWithin({ author: 1, reader: 1 }), { author: 1, reader: 1 })
        const itemOnB = async () => (await b.request({ method: 'GET', url: `/api/content/${one.id}`, headers: bearer(reader.token) })).statusCode
        assert.equal(await itemOnB(), 200)
        const two = await change('POST', '/api/content', { title: 'Two', type, status: 'published' })
        assert.deepEqual(await onBWithin({ author: 2, reader: 2 }), { author: 2, reader: 2 })
        await change('PUT', `/api/content/${one.id}`, { status: 'archived' })
        assert.deepEqual(await onBWithin({ author: 2, reader: 1 }), { author: 2, reader: 1 })
        // The change that reached B's totals dropped the item B kept: the reader may not see it now.
        assert.equal(await itemOnB(), 404)
        await change('DELETE', `/api/content/${two.id}`)
        assert.deepEqual(await onBWithin({ author: 1, reader: 0 }), { author: 1, reader: 0 })
        await change('POST', '/api/content', { title: 'Three', type })
        assert.deepEqual(await onBWithin({ author: 2, reader: 0 }), { author: 2, reader: 0 })
      })
    })
  }
})
