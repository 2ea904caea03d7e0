/**
 * `npm run bench:content`: fills a fresh database with BENCH_ITEMS content items (default
 * 100,000, by 50 authors, a third of them published) and times the content lists the admin UI
 * asks for, totals included, through the real app. Runs on SQLite, and on PostgreSQL when
 * TEST_PG_URL (or the default local server) answers. Builds the app itself (bench-app.ts).
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { newId } from '../src/lib/ids.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { postgresAnswers, startBenchApp, type BenchApp, type DatabaseKind } from './bench-app.js'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000)
const AUTHORS = 50
const RUNS = 15
const STATUSES = ['draft', 'published', 'archived'] as const

async function seed(t: BenchApp, authorIds: string[]): Promise<void> {
  const db = t.app.database.db
  const start = Date.parse('2025-01-01T00:00:00Z')
  for (let offset = 0; offset < ITEMS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, ITEMS - offset) }, (_, i) => {
      const n = offset + i
      const created = new Date(start + n * 60_000).toISOString()
      const status = STATUSES[n % 3]!
      return {
        id: newId(),
        title: `Item ${n} about topic ${n % 97}`,
        content: `Body of item ${n}. `.repeat(10),
        type: ['blog', 'news', 'page', 'faq', 'docs'][n % 5]!,
        status,
        author_id: authorIds[n % AUTHORS]!,
        created_at: created,
        updated_at: created,
        published_at: status === 'published' ? created : null
      }
    })
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('content_items').values(rows).execute()
      await trx
        .insertInto('content_tags')
        .values(rows.map((row, i) => ({ content_id: row.id, tag: `tag${(offset + i) % 40}`, position: 0 })))
        .execute()
    })
  }
}

async function median(t: BenchApp, token: string, url: string): Promise<{ ms: number; total: number }> {
  const times: number[] = []
  let total = 0
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now()
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    times.push(performance.now() - began)
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    total = res.json().data.pagination.total
  }
  times.sort((a, b) => a - b)
  return { ms: Number(times[Math.floor(RUNS / 2)]!.toFixed(1)), total }
}

async function run(kind: DatabaseKind): Promise<void> {
  const t = await startBenchApp(kind)
  try {
    const authors = await Promise.all(Array.from({ length: AUTHORS }, () => t.signIn()))
    const admin = await t.signIn('admin')
    const began = performance.now()
    await seed(t, authors.map((a) => a.id))
    await recountAll(t.app.database.db)
    // What a long-running server has after a bulk load: statistics (SQLite's periodic
    // PRAGMA optimize), and on PostgreSQL what autovacuum leaves after inserts (statistics, and
    // the visibility map that lets a count read the index alone instead of every row).
    await sql.raw(kind === 'sqlite' ? 'pragma optimize=0x10002' : 'vacuum analyze').execute(t.app.database.db)
    console.log(`\n${kind}: ${ITEMS} items seeded in ${((performance.now() - began) / 1000).toFixed(1)} s; median of ${RUNS} requests`)
    const user = authors[0]!.token
    const cases: Array<[string, string, string]> = [
      ['user: newest first (published or own)', user, '/api/content'],
      ['user: published, page 50', user, '/api/content?status=published&page=50'],
      ['user: own drafts', user, '/api/content?status=draft&authorId=' + authors[0]!.id],
      ['user: one tag', user, '/api/content?tag=tag7'],
      ['user: by type, sorted by title', user, '/api/content?type=news&sort=title'],
      ['user: latest published', user, '/api/content?sort=-publishedAt'],
      ['user: recently updated', user, '/api/content?sort=-updatedAt'],
      ['user: by title', user, '/api/content?sort=title'],
      ['user: published, latest first', user, '/api/content?status=published&sort=-publishedAt'],
      ['user: search (scans)', user, '/api/content?search=topic%2042'],
      ['admin: newest first', admin.token, '/api/content'],
      ['admin: by publishedAt', admin.token, '/api/content?sort=-publishedAt'],
      ['admin: by publishedAt, ascending', admin.token, '/api/content?sort=publishedAt'],
      ['admin: recently updated', admin.token, '/api/content?sort=-updatedAt'],
      ['admin: by title', admin.token, '/api/content?sort=title']
    ]
    const rows = []
    for (const [name, token, url] of cases) rows.push({ list: name, ...(await median(t, token, url)) })
    console.table(rows)
  } finally {
    await t.close()
  }
}

await run('sqlite')
if (await postgresAnswers()) await run('postgres')
else console.log('\npostgres: skipped, nothing answers at TEST_PG_URL')
