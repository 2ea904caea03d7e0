import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { buildTestApp, eachDatabase, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

type Status = 'draft' | 'published' | 'archived'

eachDatabase((kind) => {
  let t: TestApp
  let author: TestUser
  let other: TestUser
  let admin: TestUser

  before(async () => {
    t = await buildTestApp(kind)
    ;[author, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { role: 'admin' })]
  })
  after(() => t.close())

  const create = (who: TestUser, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/content', headers: bearer(who.token), payload })
  const update = (who: TestUser, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/content/${id}`, headers: bearer(who.token), payload })
  const get = (who: TestUser, id: string) => t.request({ method: 'GET', url: `/api/content/${id}`, headers: bearer(who.token) })
  const list = (who: TestUser, query = '') => t.request({ method: 'GET', url: `/api/content?${query}`, headers: bearer(who.token) })
  const ids = (res: TestResponse) => res.data.data.items.map((item: { id: string }) => item.id)
  const eventsFor = (id: string) =>
    t.app.database.db.selectFrom('events').select(['type', 'payload']).where('subject_id', '=', id).orderBy('id').execute()
  const itemIn = async (status: Status, who = author) => (await create(who, { title: `${status} item`, status })).data.data.id as string

  // Every rule of a content item's fields, one bad input a row: the field that must be named.
  const valid = { title: 'Ok' }
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { content: 'x' }, 'title'],
    ['an empty title', { title: '' }, 'title'],
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['a number for the title', { title: 42 }, 'title'],
    ['a NUL character in the title', { title: 'a\u0000b' }, 'title'],
    ['a NUL character in the content', { ...valid, content: 'a\u0000b' }, 'content'],
    ['content over 500,000 characters', { ...valid, content: 'c'.repeat(500_001) }, 'content'],
    ['an upper-case type', { ...valid, type: 'Blog' }, 'type'],
    ['a type starting with a digit', { ...valid, type: '1blog' }, 'type'],
    ['a type of 51 characters', { ...valid, type: 'a'.repeat(51) }, 'type'],
    ['an unknown status', { ...valid, status: 'deleted' }, 'status'],
    ['21 tags', { ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    ['an empty tag', { ...valid, tags: [''] }, 'tags.0'],
    ['a tag of 51 characters', { ...valid, tags: ['x'.repeat(51)] }, 'tags.0'],
    ['tags as a string', { ...valid, tags: 'a,b' }, 'tags'],
    ['a number among the tags', { ...valid, tags: ['a', 7] }, 'tags.1'],
    ['a NUL character in a tag', { ...valid, tags: ['a\u0000'] }, 'tags.0']
  ]

  describe('create', () => {
    test('applies the defaults and answers the whole item', async () => {
      const res = await create(author, { title: 'Hello' })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.message, 'Content created')
      const item = res.data.data
      assert.deepEqual(
        { ...item, id: undefined, createdAt: undefined, updatedAt: undefined },
        { id: undefined, title: 'Hello', content: '', type: 'blog', status: 'draft', tags: [], authorId: author.user.id, createdAt: undefined, updatedAt: undefined, publishedAt: null }
      )
      assert.deepEqual(await eventsFor(item.id), [])
    })

    test('tags: duplicates dropped, order kept', async () => {
      const res = await create(author, { title: 'Tags', tags: ['b', 'a', 'b', 'c', 'a'] })
      assert.deepEqual(res.data.data.tags, ['b', 'a', 'c'])
      assert.deepEqual((await get(author, res.data.data.id)).data.data.tags, ['b', 'a', 'c'])
    })

    test('created published: publishedAt set and content.published written with the item', async () => {
      const res = await create(author, { title: 'Live', status: 'published', type: 'news', content: '# Hi' })
      const item = res.data.data
      assert.equal(item.publishedAt, item.createdAt)
      const events = await eventsFor(item.id)
      assert.deepEqual(events.map((e) => e.type), ['content.published'])
      assert.deepEqual(JSON.parse(events[0]!.payload), item)
    })

    for (const [name, payload, field] of invalid) {
      test(`422 VALIDATION_ERROR for ${name}`, async () => {
        const res = await create(author, payload)
        assert.equal(res.statusCode, 422)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
      })
    }

    test('exactly 500,000 characters and 20 tags are accepted', async () => {
      const res = await create(author, { title: 'Big', content: 'c'.repeat(500_000), tags: Array.from({ length: 20 }, (_, i) => `t${i}`) })
      assert.equal(res.statusCode, 201)
      assert.equal(res.data.data.tags.length, 20)
    })

    test('401 without a token', async () => {
      const res = await t.request({ method: 'POST', url: '/api/content', payload: valid })
      assert.equal(res.statusCode, 401)
    })
  })

  describe('update', () => {
    test('changes only the fields given and writes content.updated', async () => {
      const id = (await create(author, { title: 'Before', content: 'body', tags: ['x'] })).data.data.id
      const res = await update(author, id, { title: 'After' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Content updated')
      assert.equal(res.data.data.title, 'After')
      assert.equal(res.data.data.content, 'body')
      assert.deepEqual(res.data.data.tags, ['x'])
      const events = await eventsFor(id)
      assert.deepEqual(events.map((e) => e.type), ['content.updated'])
      assert.equal(JSON.parse(events[0]!.payload).title, 'After')
    })

    test('tags given replace the old ones, deduplicated', async () => {
      const id = (await create(author, { title: 'T', tags: ['x', 'y'] })).data.data.id
      const res = await update(author, id, { tags: ['z', 'x', 'z'] })
      assert.deepEqual(res.data.data.tags, ['z', 'x'])
    })

    const moves: Array<[Status, Status, boolean]> = [
      ['draft', 'draft', true],
      ['draft', 'published', true],
      ['draft', 'archived', true],
      ['published', 'published', true],
      ['published', 'draft', true],
      ['published', 'archived', true],
      ['archived', 'archived', true],
      ['archived', 'draft', true],
      ['archived', 'published', false]
    ]
    for (const [from, to, allowed] of moves) {
      test(`${from} → ${to} is ${allowed ? 'allowed' : '422 INVALID_TRANSITION'}`, async () => {
        const id = await itemIn(from)
        const before = await eventsFor(id)
        const res = await update(author, id, { status: to })
        if (allowed) {
          assert.equal(res.statusCode, 200)
          assert.equal(res.data.data.status, to)
          const types = (await eventsFor(id)).slice(before.length).map((e) => e.type)
          assert.deepEqual(types, to === 'published' && from !== 'published' ? ['content.updated', 'content.published'] : ['content.updated'])
        } else {
          assert.equal(res.statusCode, 422)
          assert.equal(res.data.error.code, 'INVALID_TRANSITION')
          assert.match(res.data.error.message, /draft first/)
          assert.equal((await get(author, id)).data.data.status, from)
          assert.deepEqual(await eventsFor(id), before)
        }
      })
    }

    test('publishedAt is set on first publication and kept after', async () => {
      const id = await itemIn('draft')
      const published = (await update(author, id, { status: 'published' })).data.data.publishedAt
      assert.ok(published)
      assert.equal((await update(author, id, { status: 'draft' })).data.data.publishedAt, published)
      assert.equal((await update(author, id, { status: 'archived' })).data.data.publishedAt, published)
      await update(author, id, { status: 'draft' })
      assert.equal((await update(author, id, { status: 'published' })).data.data.publishedAt, published)
    })

    test('concurrent partial updates each keep the fields the other changed', async () => {
      // Without a row lock PostgreSQL lost one of the two changes in every round.
      for (let round = 0; round < 10; round++) {
        const id = await itemIn('published')
        const [archive, retitle] = await Promise.all([update(author, id, { status: 'archived' }), update(author, id, { title: 'Retitled' })])
        assert.deepEqual([archive.statusCode, retitle.statusCode], [200, 200])
        const item = (await get(author, id)).data.data
        assert.deepEqual([item.status, item.title], ['archived', 'Retitled'], `round ${round}`)
      }
    })

    // The same rules hold on PUT; only "no title" is fine there, since fields left out are kept.
    for (const [name, payload, field] of invalid.filter(([, payload]) => 'title' in payload)) {
      test(`PUT: 422 VALIDATION_ERROR for ${name}, nothing changed, no event`, async () => {
        const id = await itemIn('draft')
        const res = await update(author, id, payload)
        assert.equal(res.statusCode, 422)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
        assert.equal((await get(author, id)).data.data.title, 'draft item')
        assert.deepEqual(await eventsFor(id), [])
      })
    }

    test('read-only fields in the body are ignored', async () => {
      const id = await itemIn('draft')
      const before = (await get(author, id)).data.data
      const res = await update(author, id, { id: 'x', authorId: other.user.id, createdAt: '2000-01-01T00:00:00.000Z', publishedAt: '2000-01-01T00:00:00.000Z' })
      assert.equal(res.statusCode, 200)
      assert.deepEqual({ ...res.data.data, updatedAt: before.updatedAt }, before)
    })

    test('a refused update writes nothing: no change, no event', async () => {
      const id = await itemIn('draft')
      const res = await update(author, id, { title: '', status: 'published' })
      assert.equal(res.statusCode, 422)
      assert.equal((await get(author, id)).data.data.status, 'draft')
      assert.deepEqual(await eventsFor(id), [])
    })
  })

  describe('visibility', () => {
    const statuses: Status[] = ['draft', 'published', 'archived']
    // For each status of an item by `author`: what each caller gets from GET, PUT, DELETE.
    const expected: Record<'author' | 'other' | 'admin', Record<Status, [number, number, number]>> = {
      author: { draft: [200, 200, 200], published: [200, 200, 200], archived: [200, 200, 200] },
      other: { draft: [404, 404, 404], published: [200, 403, 403], archived: [404, 404, 404] },
      admin: { draft: [200, 200, 200], published: [200, 200, 200], archived: [200, 200, 200] }
    }
    for (const who of ['author', 'other', 'admin'] as const) {
      for (const status of statuses) {
        const [getStatus, putStatus, deleteStatus] = expected[who][status]
        test(`${who} on a ${status} item: GET ${getStatus}, PUT ${putStatus}, DELETE ${deleteStatus}`, async () => {
          const caller = { author, other, admin }[who]
          const id = await itemIn(status)
          assert.equal((await get(caller, id)).statusCode, getStatus)
          const eventsBefore = await eventsFor(id)
          const put = await update(caller, id, { title: 'changed' })
          assert.equal(put.statusCode, putStatus)
          if (putStatus !== 200) assert.deepEqual(await eventsFor(id), eventsBefore, 'a refused PUT writes no event')
          if (putStatus === 404) assert.equal(put.data.error.code, 'NOT_FOUND')
          if (putStatus === 403) assert.equal(put.data.error.code, 'FORBIDDEN')
          const del = await t.request({ method: 'DELETE', url: `/api/content/${id}`, headers: bearer(caller.token) })
          assert.equal(del.statusCode, deleteStatus)
          if (deleteStatus === 200) {
            assert.deepEqual(del.data.data, { id })
            assert.equal((await get(author, id)).statusCode, 404)
          }
        })
      }
    }

    test('an unknown id and a hidden draft answer alike', async () => {
      const hidden = await itemIn('draft')
      const a = await get(other, hidden)
      const b = await get(other, '01a20000-0000-7000-8000-000000000000')
      assert.equal(a.statusCode, 404)
      assert.equal(a.data.error.message, b.data.error.message)
    })
  })

  describe('list', () => {
    let own: TestApp
    let alice: TestUser
    let bob: TestUser
    let boss: TestUser
    const made: Record<string, string> = {}
    before(async () => {
      own = await buildTestApp(kind)
      ;[alice, bob, boss] = [await createUser(own), await createUser(own), await createUser(own, { role: 'admin' })]
      const rows: Array<[string, TestUser, Record<string, unknown>]> = [
        ['a-draft', alice, { title: 'Alpha draft', status: 'draft', tags: ['red'], content: 'secret plans' }],
        ['a-pub', alice, { title: 'Bravo news', status: 'published', type: 'news', tags: ['red', 'blue'] }],
        ['a-arch', alice, { title: 'Charlie old', status: 'archived', tags: ['blue'] }],
        ['b-draft', bob, { title: 'Delta draft', status: 'draft', tags: ['red'], content: 'SECRET too' }],
        ['b-pub', bob, { title: 'Echo 100% done_', status: 'published', tags: ['green'] }]
      ]
      for (const [name, who, payload] of rows) {
        made[name] = (await own.request({ method: 'POST', url: '/api/content', headers: bearer(who.token), payload })).data.data.id
      }
    })
    after(() => own.close())

    const listOwn = (who: TestUser, query = '') => own.request({ method: 'GET', url: `/api/content?${query}`, headers: bearer(who.token) })
    const names = (res: TestResponse) => ids(res).map((id: string) => Object.keys(made).find((k) => made[k] === id)).sort()

    const cases: Array<[string, string, string[], string[], string[]]> = [
      // query, then what alice, bob and the admin find
      ['everything', '', ['a-arch', 'a-draft', 'a-pub', 'b-pub'], ['a-pub', 'b-draft', 'b-pub'], ['a-arch', 'a-draft', 'a-pub', 'b-draft', 'b-pub']],
      ['an empty search box', 'search=', ['a-arch', 'a-draft', 'a-pub', 'b-pub'], ['a-pub', 'b-draft', 'b-pub'], ['a-arch', 'a-draft', 'a-pub', 'b-draft', 'b-pub']],
      ['drafts', 'status=draft', ['a-draft'], ['b-draft'], ['a-draft', 'b-draft']],
      ['archived', 'status=archived', ['a-arch'], [], ['a-arch']],
      ['tag red', 'tag=red', ['a-draft', 'a-pub'], ['a-pub', 'b-draft'], ['a-draft', 'a-pub', 'b-draft']],
      ['tag blue (one item archived)', 'tag=blue', ['a-arch', 'a-pub'], ['a-pub'], ['a-arch', 'a-pub']],
      ['search for an archived item', 'search=charlie', ['a-arch'], [], ['a-arch']],
      ['type news', 'type=news', ['a-pub'], ['a-pub'], ['a-pub']],
      ['search "secret" (any case, in content)', 'search=SeCrEt', ['a-draft'], ['b-draft'], ['a-draft', 'b-draft']],
      ['search in titles', 'search=draft', ['a-draft'], ['b-draft'], ['a-draft', 'b-draft']],
      ['search with literal % and _', 'search=100%25%20done_', ['b-pub'], ['b-pub'], ['b-pub']],
      ['search for a lone _', 'search=_', ['b-pub'], ['b-pub'], ['b-pub']],
      ['by author: alice', 'authorId=ALICE', ['a-arch', 'a-draft', 'a-pub'], ['a-pub'], ['a-arch', 'a-draft', 'a-pub']],
      ['by author with a status', 'authorId=BOB&status=draft', [], ['b-draft'], ['b-draft']]
    ]
    for (const [name, query, forAlice, forBob, forAdmin] of cases) {
      test(`${name}: each caller finds only what they may see`, async () => {
        const q = query.replace('ALICE', alice.user.id).replace('BOB', bob.user.id)
        for (const [who, wanted] of [[alice, forAlice], [bob, forBob], [boss, forAdmin]] as const) {
          const res = await listOwn(who, q)
          assert.equal(res.statusCode, 200)
          assert.deepEqual(names(res), wanted, `${q} for ${who === alice ? 'alice' : who === bob ? 'bob' : 'admin'}`)
          assert.equal(res.data.data.pagination.total, wanted.length)
        }
      })
    }

    test('sorts on each field, either way; never-published items last by publishedAt', async () => {
      const order = async (sort: string) => ids(await listOwn(boss, `sort=${sort}`))
      const byCreation = [made['a-draft'], made['a-pub'], made['a-arch'], made['b-draft'], made['b-pub']]
      assert.deepEqual(await order('createdAt'), byCreation)
      assert.deepEqual(await order('-createdAt'), [...byCreation].reverse())
      assert.deepEqual(ids(await listOwn(boss)), [...byCreation].reverse(), 'the default is -createdAt')
      assert.deepEqual(await order('title'), [made['a-draft'], made['a-pub'], made['a-arch'], made['b-draft'], made['b-pub']])
      assert.deepEqual(await order('-title'), [made['b-pub'], made['b-draft'], made['a-arch'], made['a-pub'], made['a-draft']])
      const published = await order('publishedAt')
      assert.deepEqual(published.slice(0, 2), [made['a-pub'], made['b-pub']])
      assert.deepEqual((await order('-publishedAt')).slice(0, 2), [made['b-pub'], made['a-pub']])
      await own.request({ method: 'PUT', url: `/api/content/${made['a-draft']}`, headers: bearer(alice.token), payload: { title: 'Alpha draft' } })
      assert.equal((await order('-updatedAt'))[0], made['a-draft'])
    })

    test('pages with totals', async () => {
      const res = await listOwn(boss, 'limit=2&page=3')
      assert.deepEqual(res.data.data.pagination, { page: 3, limit: 2, total: 5, totalPages: 3 })
      assert.equal(res.data.data.items.length, 1)
    })

    const bad: Array<[string, string]> = [
      ['status=deleted', 'status'],
      ['sort=author', 'sort'],
      ['type=Bad Type', 'type'],
      ['limit=500', 'limit'],
      ['tag=' + 'x'.repeat(51), 'tag'],
      ['tag=a%00', 'tag'],
      ['search=a%00', 'search'],
      ['authorId=%00', 'authorId']
    ]
    for (const [query, field] of bad) {
      test(`${query.slice(0, 30)} is 422 on ${field}`, async () => {
        const res = await listOwn(alice, query)
        assert.equal(res.statusCode, 422)
        assert.ok(res.data.error.details[field])
      })
    }
  })

  test('content stays, with its author id, when the author is deleted', async () => {
    const leaving = await createUser(t)
    const id = (await create(leaving, { title: 'Orphan', status: 'published' })).data.data.id
    assert.equal((await t.request({ method: 'DELETE', url: `/api/users/${leaving.user.id}`, headers: bearer(admin.token) })).statusCode, 200)
    const res = await get(admin, id)
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.data.authorId, leaving.user.id)
  })

  test('the tag filter and the common list can use their indexes', async () => {
    const db = t.app.database.db
    // PostgreSQL prefers a sequential scan on a table this small; turning that off shows which
    // index it would use once the table is large.
    const plan = (query: string) =>
      db.transaction().execute(async (trx) => {
        if (kind === 'postgres') await sql`set local enable_seqscan = off`.execute(trx)
        const rows = (await sql.raw<Record<string, string>>(`explain ${kind === 'sqlite' ? 'query plan ' : ''}${query}`).execute(trx)).rows
        return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n')
      })
    assert.match(await plan("select content_id from content_tags where tag = 'red'"), /content_tags_tag_idx/)
    assert.match(
      await plan("select * from content_items where status = 'published' order by created_at desc limit 20"),
      /content_items_status_created_idx/
    )
    assert.match(
      await plan("select * from content_items where author_id = 'x' and status <> 'published' order by created_at desc limit 20"),
      /content_items_author_created_idx/
    )
  })

  test('search ignores the case of letters beyond ASCII too', async () => {
    const id = (await create(author, { title: 'École Über qz7', status: 'published' })).data.data.id
    for (const search of ['École Über qz7', 'école über qz7', 'ÉCOLE ÜBER QZ7']) {
      assert.deepEqual(ids(await list(other, `search=${encodeURIComponent(search)}`)), [id], search)
    }
  })

  test('list items show tags and the list answers in the contract shape', async () => {
    await create(author, { title: 'Tagged', status: 'published', tags: ['one', 'two'] })
    const res = await list(other, 'tag=two')
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.data.data.items[0].tags, ['one', 'two'])
    assert.deepEqual(Object.keys(res.data.data.pagination).sort(), ['limit', 'page', 'total', 'totalPages'])
  })
})
