import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { as, buildTestApp, eachDatabase, eventsAbout, invalidOn, scenarios, type Scenario, type TestApp, type TestResponse } from '../helper.js'
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
  const itemIn = async (status: Status, who = author) => (await create(who, { title: `${status} item`, status })).data.data.id as string

  // Every rule of a content item's fields, one bad input a row: the field that must be named.
  const valid = { title: 'Ok' }
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { content: 'x' }, 'title'],
    ['an empty title', { title: '' }, 'title'],
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['a number for the title', { title: 42 }, 'title'],
    ['a null title', { title: null }, 'title'],
    ['a title of 201 characters outside the BMP', { title: '😀'.repeat(201) }, 'title'],
    ['a NUL character in the title', { title: 'a\u0000b' }, 'title'],
    ['a NUL character in the content', { ...valid, content: 'a\u0000b' }, 'content'],
    ['content over 500,000 characters', { ...valid, content: 'c'.repeat(500_001) }, 'content'],
    ['a number for the content', { ...valid, content: 5 }, 'content'],
    ['an empty type', { ...valid, type: '' }, 'type'],
    ['an upper-case type', { ...valid, type: 'Blog' }, 'type'],
    ['a type starting with a digit', { ...valid, type: '1blog' }, 'type'],
    ['a type of 51 characters', { ...valid, type: 'a'.repeat(51) }, 'type'],
    ['a type with a dot', { ...valid, type: 'blog.post' }, 'type'],
    ['a type ending in a newline', { ...valid, type: 'blog\n' }, 'type'],
    ['a type with a non-ASCII letter', { ...valid, type: 'café' }, 'type'],
    ['an unknown status', { ...valid, status: 'deleted' }, 'status'],
    ['a status in another case', { ...valid, status: 'Published' }, 'status'],
    ['a null status', { ...valid, status: null }, 'status'],
    ['21 tags', { ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    ['an empty tag', { ...valid, tags: [''] }, 'tags.0'],
    ['a tag of 51 characters', { ...valid, tags: ['x'.repeat(51)] }, 'tags.0'],
    ['21 different tags among repeats', { ...valid, tags: [...Array.from({ length: 21 }, (_, i) => `t${i}`), 't0'] }, 'tags'],
    ['tags as a string', { ...valid, tags: 'a,b' }, 'tags'],
    ['null tags', { ...valid, tags: null }, 'tags'],
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
      assert.deepEqual(await eventsAbout(t, item.id), [])
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
      const events = await eventsAbout(t, item.id)
      assert.deepEqual(events.map((e) => e.type), ['content.published'])
      assert.deepEqual(events[0]!.data, item)
    })

    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => ({
        name: `422 VALIDATION_ERROR for ${name}`,
        request: () => ({ method: 'POST', url: '/api/content', headers: bearer(author.token), payload }),
        ...invalidOn(field)
      }))
    )

    // Each bound at its limit, stored and read back unchanged; lengths count characters, so
    // ones outside the BMP (two UTF-16 units each) fit as many as any other.
    const atTheBounds: Array<[string, Record<string, unknown>]> = [
      ['a title of 1 character', { title: 'T' }],
      ['a title of 200 characters', { title: 't'.repeat(200) }],
      ['a title of 200 characters outside the BMP', { title: '😀'.repeat(200) }],
      ['content of exactly 500,000 characters and 20 tags', { title: 'Big', content: 'c'.repeat(500_000), tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }],
      ['a type of 1 letter', { title: 'T', type: 'a' }],
      ['a type of 50 characters', { title: 'T', type: 'a'.repeat(50) }],
      ['a type with digits, - and _', { title: 'T', type: 'how-to_v2' }],
      ['a tag of 1 character and one of 50', { title: 'T', tags: ['x', 'y'.repeat(50)] }],
      ['a tag of 50 characters outside the BMP', { title: 'T', tags: ['🏷'.repeat(50)] }],
      ['each status', { title: 'T', status: 'archived' }]
    ]
    for (const [name, payload] of atTheBounds) {
      test(`accepted at the bounds: ${name}`, async () => {
        const res = await create(author, payload)
        assert.equal(res.statusCode, 201, JSON.stringify(res.data.error))
        const stored = (await get(author, res.data.data.id)).data.data
        assert.deepEqual(stored, res.data.data)
        for (const [field, value] of Object.entries(payload)) assert.deepEqual(stored[field], value, field)
      })
    }

    test('read-only fields in the body are ignored', async () => {
      const res = await create(author, {
        title: 'Mine',
        id: 'chosen',
        authorId: other.user.id,
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
        publishedAt: '2000-01-01T00:00:00.000Z'
      })
      assert.equal(res.statusCode, 201)
      const item = res.data.data
      assert.notEqual(item.id, 'chosen')
      assert.equal(item.authorId, author.user.id)
      assert.equal(item.publishedAt, null)
      assert.notEqual(item.createdAt, '2000-01-01T00:00:00.000Z')
      assert.equal(item.updatedAt, item.createdAt)
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
      const events = await eventsAbout(t, id)
      assert.deepEqual(events.map((e) => e.type), ['content.updated'])
      assert.equal(events[0]!.data.title, 'After')
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
    let id: string
    let eventsBefore: number
    let publishedBefore: string | null
    scenarios(
      () => t,
      moves.map(([from, to, allowed]): Scenario => {
        const written = to === 'published' && from !== 'published' ? ['content.updated', 'content.published'] : ['content.updated']
        return {
          name: `${from} → ${to} is ${allowed ? 'allowed' : '422 INVALID_TRANSITION'}`,
          request: async () => {
            id = await itemIn(from)
            eventsBefore = (await eventsAbout(t, id)).length
            publishedBefore = (await get(author, id)).data.data.publishedAt
            return as(author).put(`/api/content/${id}`, { status: to })
          },
          ...(allowed ? { status: 200, events: written } : { status: 422, code: 'INVALID_TRANSITION', events: [] }),
          then: async (res) => {
            if (!allowed) {
              assert.match(res.data.error.message, /draft first/)
              assert.equal((await get(author, id)).data.data.status, from)
              return
            }
            const item = res.data.data
            assert.equal(item.status, to)
            // Set by the first publication only: kept when it stays or stops being published.
            if (from === 'published') assert.equal(item.publishedAt, publishedBefore)
            else if (to === 'published') assert.equal(item.publishedAt, item.updatedAt)
            else assert.equal(item.publishedAt, null)
            // About this item, each with the item as answered.
            const about = (await eventsAbout(t, id)).slice(eventsBefore)
            assert.deepEqual(about.map((e) => [e.type, e.data]), written.map((type) => [type, item]))
          }
        }
      })
    )

    test('publishedAt is set on first publication and kept after; each publication writes content.published', async () => {
      const id = await itemIn('draft')
      const published = (await update(author, id, { status: 'published' })).data.data.publishedAt
      assert.ok(published)
      assert.equal((await update(author, id, { title: 'Edited while published' })).data.data.publishedAt, published)
      assert.equal((await update(author, id, { status: 'published', title: 'Republished?' })).data.data.publishedAt, published)
      assert.equal((await update(author, id, { status: 'draft' })).data.data.publishedAt, published)
      assert.equal((await update(author, id, { status: 'archived' })).data.data.publishedAt, published)
      await update(author, id, { status: 'draft' })
      assert.equal((await update(author, id, { status: 'published' })).data.data.publishedAt, published)
      assert.equal((await get(author, id)).data.data.publishedAt, published)
      assert.deepEqual(
        (await eventsAbout(t, id)).map((e) => e.type),
        [
          ...['content.updated', 'content.published'], // draft → published
          'content.updated', // a title change while published
          'content.updated', // published → published: not a new publication
          'content.updated', // → draft
          'content.updated', // → archived
          'content.updated', // → draft
          ...['content.updated', 'content.published'] // published again
        ]
      )
    })

    test('a PUT with no fields still counts as an update', async () => {
      const id = await itemIn('published')
      const before = (await get(author, id)).data.data
      const res = await update(author, id, {})
      assert.equal(res.statusCode, 200)
      assert.deepEqual({ ...res.data.data, updatedAt: before.updatedAt }, before)
      assert.deepEqual((await eventsAbout(t, id)).map((e) => e.type), ['content.published', 'content.updated'])
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
    scenarios(
      () => t,
      invalid
        .filter(([, payload]) => 'title' in payload)
        .map(([name, payload, field]) => {
          let id: string
          return {
            name: `PUT: 422 VALIDATION_ERROR for ${name}, nothing changed, no event`,
            request: async () => {
              id = await itemIn('draft')
              return { method: 'PUT', url: `/api/content/${id}`, headers: bearer(author.token), payload }
            },
            ...invalidOn(field),
            then: async () => {
              assert.equal((await get(author, id)).data.data.title, 'draft item')
              assert.deepEqual(await eventsAbout(t, id), [])
            }
          }
        })
    )

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
      assert.deepEqual(await eventsAbout(t, id), [])
    })
  })

  describe('visibility', () => {
    const statuses: Status[] = ['draft', 'published', 'archived']
    // For each status of an item by `author`: what each caller gets from GET, PUT, DELETE, and
    // whether the list finds it, however it is asked for.
    const expected: Record<'author' | 'other' | 'admin', Record<Status, [number, number, number, boolean]>> = {
      author: { draft: [200, 200, 200, true], published: [200, 200, 200, true], archived: [200, 200, 200, true] },
      other: { draft: [404, 404, 404, false], published: [200, 403, 403, true], archived: [404, 404, 404, false] },
      admin: { draft: [200, 200, 200, true], published: [200, 200, 200, true], archived: [200, 200, 200, true] }
    }
    const codes: Record<number, string> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND' }
    const answer = (status: number) => ({ status, ...(status !== 200 && { code: codes[status] }) })
    // Each row makes its own item by `author`, with a word of its own to find it by.
    let id: string
    let word: string
    const itemBy = async (status: Status) => {
      word = `w${randomUUID().slice(0, 8)}`
      id = (await create(author, { title: `Visibility ${word}`, content: `body ${word}z`, status, tags: [word], type: word })).data.data.id
      return id
    }
    scenarios(
      () => t,
      (['author', 'other', 'admin'] as const).flatMap((who) =>
        statuses.flatMap((status): Scenario[] => {
          const [getStatus, putStatus, deleteStatus, listed] = expected[who][status]
          const caller = () => ({ author, other, admin })[who]
          const on = `${who} on a ${status} item:`
          return [
            { name: `${on} GET ${getStatus}`, request: async () => as(caller()).get(`/api/content/${await itemBy(status)}`), ...answer(getStatus) },
            {
              name: `${on} ${listed ? 'listed' : 'never listed'}, however the list is asked for`,
              request: async () => {
                await itemBy(status)
                return as(caller()).get('/api/content')
              },
              status: 200,
              then: async (res) => {
                assert.equal(ids(res).includes(id), listed)
                const queries = [
                  `status=${status}`,
                  `authorId=${author.user.id}`,
                  `authorId=${author.user.id}&status=${status}`,
                  `tag=${word}`,
                  `type=${word}`,
                  `search=${word}`, // in the title
                  `search=${word.toUpperCase()}Z`, // in the content, in another case
                  `search=${word}&status=${status}&tag=${word}&type=${word}&authorId=${author.user.id}&sort=title`,
                  `type=${word}&sort=-publishedAt`,
                  `tag=${word}&sort=updatedAt`
                ]
                for (const query of queries) {
                  const found = await list(caller(), query)
                  assert.equal(found.statusCode, 200, query)
                  assert.equal(ids(found).includes(id), listed, query)
                  if (query.includes(word)) assert.equal(found.data.data.pagination.total, listed ? 1 : 0, query)
                }
              }
            },
            {
              name: `${on} PUT ${putStatus}`,
              request: async () => as(caller()).put(`/api/content/${await itemBy(status)}`, { title: 'changed' }),
              ...answer(putStatus),
              events: putStatus === 200 ? ['content.updated'] : [],
              then: async (res) => {
                if (putStatus !== 200) return assert.equal((await get(admin, id)).data.data.title, `Visibility ${word}`)
                assert.equal((await eventsAbout(t, id)).at(-1)!.actorId, caller().user.id, 'the event names who made the change')
                assert.equal(res.data.data.authorId, author.user.id)
              }
            },
            {
              name: `${on} DELETE ${deleteStatus}`,
              request: async () => as(caller()).delete(`/api/content/${await itemBy(status)}`),
              ...answer(deleteStatus),
              ...(deleteStatus !== 200 && { events: [] }),
              then: async (res) => {
                if (deleteStatus !== 200) return assert.equal((await get(admin, id)).statusCode, 200, 'a refused DELETE leaves the item')
                assert.deepEqual(res.data.data, { id })
                assert.equal(res.data.message, 'Content deleted')
                assert.equal((await get(admin, id)).statusCode, 404)
                assert.deepEqual(ids(await list(admin, `tag=${word}`)), [])
              }
            }
          ]
        })
      )
    )

    test('an unknown id and a hidden draft answer alike', async () => {
      const hidden = await itemIn('draft')
      const a = await get(other, hidden)
      const b = await get(other, '01a20000-0000-7000-8000-000000000000')
      assert.equal(a.statusCode, 404)
      assert.equal(a.data.error.message, b.data.error.message)
    })
  })

  test('a list page and an item answered again from the caches: the same JSON, type and length as the first answer', async () => {
    const id = (await create(author, { title: 'Cached é 😀', status: 'published', tags: ['cache'] })).data.data.id as string
    for (const read of [() => list(author, 'tag=cache'), () => get(author, id)]) {
      const [first, again] = [await read(), await read()]
      for (const res of [first, again]) {
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
        assert.equal(res.headers['content-length'], String(res.rawPayload.length))
      }
      const withoutTime = (res: TestResponse) => ({ ...(JSON.parse(res.body) as object), timestamp: undefined })
      assert.deepEqual(withoutTime(again), withoutTime(first))
      assert.match(again.body, /😀/)
    }
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
        // Titles in another order than creation, so that sorting by one cannot pass for the other.
        ['a-draft', alice, { title: 'Delta draft', status: 'draft', tags: ['red'], content: 'secret plans' }],
        ['a-pub', alice, { title: 'Bravo news', status: 'published', type: 'news', tags: ['red', 'blue'] }],
        ['a-arch', alice, { title: 'Charlie old', status: 'archived', tags: ['blue'] }],
        ['b-draft', bob, { title: 'Alpha draft', status: 'draft', tags: ['red'], content: 'SECRET too' }],
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
      const byTitle = [made['b-draft'], made['a-pub'], made['a-arch'], made['a-draft'], made['b-pub']]
      assert.deepEqual(await order('title'), byTitle)
      assert.deepEqual(await order('-title'), [...byTitle].reverse())
      const published = await order('publishedAt')
      assert.deepEqual(published.slice(0, 2), [made['a-pub'], made['b-pub']])
      assert.deepEqual((await order('-publishedAt')).slice(0, 2), [made['b-pub'], made['a-pub']])
      await own.request({ method: 'PUT', url: `/api/content/${made['a-draft']}`, headers: bearer(alice.token), payload: { title: 'Delta draft' } })
      assert.equal((await order('-updatedAt'))[0], made['a-draft'])
      assert.equal((await order('updatedAt')).at(-1), made['a-draft'])
    })

    test('pages with totals', async () => {
      const res = await listOwn(boss, 'limit=2&page=3')
      assert.deepEqual(res.data.data.pagination, { page: 3, limit: 2, total: 5, totalPages: 3 })
      assert.equal(res.data.data.items.length, 1)
      const user = await listOwn(alice, 'limit=3&page=2')
      assert.deepEqual(user.data.data.pagination, { page: 2, limit: 3, total: 4, totalPages: 2 })
      assert.deepEqual(ids(user), [made['a-draft']])
    })

    const accepted: Array<[string, number, number]> = [
      // query, then how many items the admin gets on the page and in all
      ['limit=1', 1, 5],
      ['limit=100', 5, 5],
      ['page=500', 0, 5],
      ['search=' + 's'.repeat(200), 0, 0],
      ['authorId=' + 'a'.repeat(64), 0, 0],
      ['tag=' + 'x'.repeat(50), 0, 0],
      ['type=' + 'a'.repeat(50), 0, 0],
      // an empty parameter counts as left out (a filter form's empty fields)
      ['limit=&page=&sort=&status=&type=&tag=&authorId=&search=', 5, 5]
    ]
    for (const [query, onPage, total] of accepted) {
      test(`${query.slice(0, 30)} is accepted`, async () => {
        const res = await listOwn(boss, query)
        assert.equal(res.statusCode, 200, JSON.stringify(res.data.error))
        assert.equal(res.data.data.items.length, onPage)
        assert.equal(res.data.data.pagination.total, total)
      })
    }

    const bad: Array<[string, string]> = [
      ['status=deleted', 'status'],
      ['sort=author', 'sort'],
      ['type=Bad Type', 'type'],
      ['limit=500', 'limit'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=one', 'page'],
      ['page=1000001', 'page'],
      ['page=1&page=2', 'page'],
      ['status=draft&status=published', 'status'],
      ['status=&status=draft', 'status'],
      ['status=Published', 'status'],
      ['sort=--title', 'sort'],
      ['sort=Title', 'sort'],
      ['sort=title,createdAt', 'sort'],
      ['authorId=' + 'a'.repeat(65), 'authorId'],
      ['search=' + 's'.repeat(201), 'search'],
      ['tag=' + 'x'.repeat(51), 'tag'],
      ['tag=a%00', 'tag'],
      ['search=a%00', 'search'],
      ['authorId=%00', 'authorId']
    ]
    scenarios(
      () => own,
      bad.map(([query, field]) => ({
        name: `${query.slice(0, 30)} is 422 on ${field}`,
        request: () => ({ method: 'GET', url: `/api/content?${query}`, headers: bearer(alice.token) }),
        ...invalidOn(field)
      }))
    )
  })

  describe('sort', () => {
    let own: TestApp
    let alice: TestUser
    let bob: TestUser
    let boss: TestUser
    type Item = { id: string; status: Status; authorId: string } & Record<'createdAt' | 'updatedAt' | 'publishedAt' | 'title', string | null>
    let all: Item[]
    before(async () => {
      own = await buildTestApp(kind)
      ;[alice, bob, boss] = [await createUser(own), await createUser(own), await createUser(own, { role: 'admin' })]
      const send = (who: TestUser, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
        own.request({ method, url, headers: bearer(who.token), payload })
      // Histories that give every kind of row: never published, published, published once and
      // now a draft or archived; titles that tie, so the id decides; updates out of creation order.
      const rows: Array<[TestUser, string, Status, Status?]> = [
        [alice, 'Kilo', 'draft'],
        [alice, 'Alpha', 'published'],
        [alice, 'Same', 'published', 'draft'],
        [bob, 'Same', 'published'],
        [alice, 'Same', 'published', 'archived'],
        [alice, 'Bravo', 'archived'],
        [bob, 'Echo', 'draft'],
        [alice, 'Zulu', 'draft'],
        [bob, 'Delta', 'published', 'draft'],
        [bob, 'Foxtrot', 'published', 'archived'],
        [alice, 'Golf', 'published']
      ]
      const made: string[] = []
      for (const [who, title, status, then] of rows) {
        const id = (await send(who, 'POST', '/api/content', { title, status })).data.data.id as string
        if (then) await send(who, 'PUT', `/api/content/${id}`, { status: then })
        made.push(id)
      }
      for (const index of [5, 0, 8]) await send(boss, 'PUT', `/api/content/${made[index]}`, { content: 'touched' })
      all = (await own.request({ method: 'GET', url: '/api/content?limit=100', headers: bearer(boss.token) })).data.data.items
      assert.equal(all.length, rows.length)
    })
    after(() => own.close())

    const listOwn = (who: TestUser, query: string) => own.request({ method: 'GET', url: `/api/content?${query}`, headers: bearer(who.token) })

    // Every sort, for the admin (one query) and for users (published items and their own, asked
    // apart and merged): the whole order, against the items' own fields, and page by page.
    for (const field of ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const) {
      for (const sort of [field, `-${field}`]) {
        test(`sort=${sort}: the whole order for each caller, whole and a page at a time`, async () => {
          const descending = sort.startsWith('-')
          const expectedOrder = (visible: Item[]) =>
            [...visible]
              .sort((a, b) => {
                const [x, y] = [a[field], b[field]]
                // Never published sorts last whichever way.
                if ((x === null) !== (y === null)) return x === null ? 1 : -1
                const byField = x === y ? 0 : x! < y! ? -1 : 1
                const cmp = byField !== 0 ? byField : a.id < b.id ? -1 : 1
                return descending ? -cmp : cmp
              })
              .map((item) => item.id)
          for (const [name, who] of [['alice', alice], ['bob', bob], ['admin', boss]] as const) {
            const visible = all.filter((item) => who === boss || item.status === 'published' || item.authorId === who.user.id)
            const wanted = expectedOrder(visible)
            assert.deepEqual(ids(await listOwn(who, `sort=${sort}`)), wanted, name)
            for (const limit of [1, 3]) {
              const paged: string[] = []
              const totalPages = Math.ceil(visible.length / limit)
              for (let pageNumber = 1; pageNumber <= totalPages + 1; pageNumber++) {
                const res = await listOwn(who, `sort=${sort}&limit=${limit}&page=${pageNumber}`)
                assert.deepEqual(res.data.data.pagination, { page: pageNumber, limit, total: visible.length, totalPages }, name)
                paged.push(...ids(res))
              }
              assert.deepEqual(paged, wanted, `${name}, ${limit} a page`)
            }
          }
        })
      }
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

  // The shapes of the list queries (content.repository.ts): the published items every user
  // sees, a user's own unpublished ones, everything for an administrator, in each sort order;
  // never-published items last by publishedAt, asked for as each database can read its index.
  const lastByPublication =
    kind === 'sqlite'
      ? { desc: 'published_at desc nulls last, id desc', asc: 'published_at asc nulls last, id asc' }
      : { desc: 'published_at desc, id desc', asc: 'published_at asc, id asc' }
  const plans: Array<[string, RegExp]> = [
    ["select content_id from content_tags where tag = 'red'", /content_tags_tag_idx/],
    ["select * from content_items where status = 'published' order by created_at desc, id desc limit 20", /content_items_status_created_id_idx/],
    ["select * from content_items where author_id = 'x' and status <> 'published' order by created_at desc, id desc limit 20", /content_items_author_created_id_idx/],
    ['select * from content_items order by created_at desc, id desc limit 20', /content_items_created_id_idx/],
    ["select * from content_items where type = 'news' order by created_at asc, id asc limit 20", /content_items_type_created_id_idx/],
    ["select * from content_items where status = 'published' order by updated_at desc, id desc limit 20", /content_items_status_updated_id_idx/],
    ["select * from content_items where author_id = 'x' and status <> 'published' order by updated_at desc, id desc limit 20", /content_items_author_updated_id_idx/],
    ['select * from content_items order by updated_at desc, id desc limit 20', /content_items_updated_id_idx/],
    ["select * from content_items where status = 'published' order by title asc, id asc limit 20", /content_items_status_title_id_idx/],
    ["select * from content_items where author_id = 'x' and status <> 'published' order by title asc, id asc limit 20", /content_items_author_title_id_idx/],
    ['select * from content_items order by title asc, id asc limit 20', /content_items_title_id_idx/],
    [
      `select * from content_items where status = 'published'${kind === 'postgres' ? ' and published_at is not null' : ''} order by ${lastByPublication.desc} limit 20`,
      /content_items_(status_)?published_idx/
    ],
    [
      `select * from content_items where author_id = 'x' and status <> 'published' order by ${lastByPublication.asc} limit 20`,
      /content_items_author_published_idx/
    ],
    ...(kind === 'sqlite'
      ? ([
          [`select * from content_items order by ${lastByPublication.desc} limit 20`, /SCAN content_items USING INDEX content_items_published_idx$/],
          [`select * from content_items order by ${lastByPublication.asc} limit 20`, /SCAN content_items USING INDEX content_items_published_idx$/]
        ] as Array<[string, RegExp]>)
      : ([
          [`select * from content_items where published_at is not null order by ${lastByPublication.desc} limit 20`, /content_items_published_idx/],
          [`select * from content_items where published_at is null order by ${lastByPublication.desc} limit 20`, /content_items_published_idx/]
        ] as Array<[string, RegExp]>))
  ]
  for (const [query, index] of plans) {
    test(`index for ${query.replace('select * from content_items ', '').slice(0, 90)}`, async () => {
      const db = t.app.database.db
      // PostgreSQL prefers a sequential scan on a table this small; turning that off shows which
      // index it would use once the table is large. Nor should it sort what an index orders.
      const plan = await db.transaction().execute(async (trx) => {
        if (kind === 'postgres') await sql`set local enable_seqscan = off`.execute(trx)
        if (kind === 'postgres') await sql`set local enable_sort = off`.execute(trx)
        const rows = (await sql.raw<Record<string, string>>(`explain ${kind === 'sqlite' ? 'query plan ' : ''}${query}`).execute(trx)).rows
        return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n')
      })
      assert.match(plan, index, plan)
      assert.doesNotMatch(plan, /TEMP B-TREE|Sort Key|Seq Scan|SCAN content_items$/, plan)
    })
  }

  test("a user's own unpublished items are counted on an index alone, never looked up in the table", async () => {
    // The count of a user's list (content.repository.ts): bounded, over the author's index entries.
    const query = "select count(*) from (select 1 from content_items where author_id = 'x' and status <> 'published' limit 10001) as bounded"
    // (PostgreSQL: an index-only scan is cheaper than an index scan only where the visibility map
    // says the pages are all visible, as autovacuum keeps them on a table that size; and
    // enable_indexscan = off turns index-only scans off too, leaving a tie between the author's indexes.)
    if (kind === 'postgres') await sql`vacuum content_items`.execute(t.app.database.db)
    const plan = await t.app.database.db.transaction().execute(async (trx) => {
      if (kind === 'postgres') await sql`set local enable_seqscan = off`.execute(trx)
      if (kind === 'postgres') await sql`set local enable_bitmapscan = off`.execute(trx)
      const rows = (await sql.raw<Record<string, string>>(`explain ${kind === 'sqlite' ? 'query plan ' : ''}${query}`).execute(trx)).rows
      return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n')
    })
    assert.match(plan, kind === 'sqlite' ? /COVERING INDEX content_items_author_created_id_idx \(author_id=\?\)/ : /Index Only Scan using content_items_author_created_id_idx/, plan)
  })

  test('search ignores the case of letters beyond ASCII too', async () => {
    const id = (await create(author, { title: 'École Über qz7', status: 'published' })).data.data.id
    for (const search of ['École Über qz7', 'école über qz7', 'ÉCOLE ÜBER QZ7']) {
      assert.deepEqual(ids(await list(other, `search=${encodeURIComponent(search)}`)), [id], search)
    }
  })

  test('list items show tags and the list answers items with pagination', async () => {
    await create(author, { title: 'Tagged', status: 'published', tags: ['one', 'two'] })
    const res = await list(other, 'tag=two')
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.data.data.items[0].tags, ['one', 'two'])
    assert.deepEqual(Object.keys(res.data.data.pagination).sort(), ['limit', 'page', 'total', 'totalPages'])
  })
})
