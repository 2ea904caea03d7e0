/**
 * The rows bench:scale and bench:scale-gc load: content items and events made straight in the
 * tables by one INSERT … SELECT each, not through the API.
 */
import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from './bench-app.js'
import type { Database } from '../src/core/db/schema.js'
import { createWebhooksRepository } from '../src/modules/webhooks/webhooks.repository.js'
import { newId } from '../src/lib/ids.js'

const ACTORS = 1000
const EVENT_TYPES = ['user.created', 'user.updated', 'content.published', 'content.updated', 'order.created', 'order.updated', 'auth.login']
/** seconds between two seeded rows: items over the last ~350 days, the newer events over ~300 */
const ITEM_STEP_S = 30
export const DAY_S = 86_400

/** The tables the bench fills: their secondary indexes are made again after the load. */
const SEEDED_TABLES = ['content_items', 'events']

/**
 * The seeded tables, by one statement each: a number sequence turned into rows in SQL. On one
 * connection whose settings suit a bulk load (restored after): the tables' secondary indexes are
 * dropped first and made again at the end, each built once from sorted rows instead of taking a
 * million inserts in no order; SQLite gets a page cache and a sort memory that hold the load, and
 * no fsync, which a bench's throwaway file does not need.
 */
export async function seed(database: Kysely<Database>, kind: DatabaseKind, authorId: string, items: number, events: number): Promise<void> {
  await database.connection().execute(async (db) => {
    const indexes = await secondaryIndexes(db, kind)
    if (kind === 'sqlite') await sql.raw('pragma synchronous = off').execute(db)
    if (kind === 'sqlite') await sql.raw(`pragma cache_size = ${-SEED_CACHE_KIB}`).execute(db)
    else await sql.raw(`set maintenance_work_mem = '${SEED_CACHE_KIB}kB'`).execute(db)
    for (const { name } of indexes) await sql`drop index ${sql.ref(name)}`.execute(db)
    await insertRows(db, kind, authorId, items, events)
    for (const { ddl } of indexes) await sql.raw(ddl).execute(db)
    if (kind === 'sqlite') await sql.raw(`pragma cache_size = ${-SQLITE_CACHE_KIB}`).execute(db)
    if (kind === 'sqlite') await sql.raw('pragma synchronous = normal').execute(db)
    else await sql.raw('reset maintenance_work_mem').execute(db)
  })
}

/** Memory for the seed's page cache (SQLite) or index builds (PostgreSQL), in KiB. */
const SEED_CACHE_KIB = 512 * 1024
/** What the service sets (core/db/database.ts): put back once the seed is done. */
const SQLITE_CACHE_KIB = 2000

/** The secondary indexes of SEEDED_TABLES as their DDL (not those of a primary key or a unique constraint). */
async function secondaryIndexes(db: Kysely<Database>, kind: DatabaseKind): Promise<Array<{ name: string; ddl: string }>> {
  const tables = sql.join(SEEDED_TABLES)
  const query =
    kind === 'sqlite'
      ? sql<{ name: string; ddl: string }>`select name, sql as ddl from sqlite_master where type = 'index' and tbl_name in (${tables}) and sql is not null`
      : sql<{ name: string; ddl: string }>`select indexname as name, indexdef as ddl from pg_indexes where schemaname = current_schema() and tablename in (${tables}) and indexname not in (select conname from pg_constraint)`
  return (await query.execute(db)).rows
}

async function insertRows(db: Kysely<Database>, kind: DatabaseKind, authorId: string, ITEMS: number, EVENTS: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const itemStart = now - ITEMS * ITEM_STEP_S
  const oldEvents = Math.floor(EVENTS / 3)
  const eventStep = Math.max(1, Math.floor((300 * DAY_S) / (EVENTS - oldEvents)))
  const old2020 = Date.parse('2020-01-01T00:00:00Z') / 1000
  const pick = (list: string[], n: string) => `(case (${n}) % ${list.length} ${list.map((value, i) => `when ${i} then '${value}'`).join(' ')} end)`
  const time = (seconds: string) => (kind === 'sqlite' ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')` : `to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)
  const hex = (n: string) => (kind === 'sqlite' ? `printf('%012x', ${n})` : `lpad(to_hex(${n}), 12, '0')`)
  const numbers = (count: number) => (kind === 'sqlite' ? `(with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${count - 1}) select n from seq)` : `(select generate_series(0, ${count - 1}) as n)`)
  const status = `${pick(['draft', 'published', 'archived'], 'n')}`
  // The first actor is the bench's signed-in user: their items and events are theirs.
  const actor = (n: string) => `case when (${n}) % ${ACTORS} = 0 then '${authorId}' else 'a0000000-0000-7000-8000-' || ${hex(`(${n}) % ${ACTORS}`)} end`
  await sql.raw(`insert into content_items (id, title, content, type, status, author_id, created_at, updated_at, published_at)
    select 'c0000000-0000-7000-8000-' || ${hex('n')}, 'Item ' || n || ' about topic ' || (n % 97), 'Body of item ' || n, ${pick(['blog', 'news', 'page', 'faq', 'docs'], 'n')},
      ${status}, ${actor('n')}, ${time(`${itemStart} + n * ${ITEM_STEP_S}`)}, ${time(`${itemStart} + n * ${ITEM_STEP_S}`)},
      case when n % 3 = 1 then ${time(`${itemStart} + n * ${ITEM_STEP_S}`)} end
    from ${numbers(ITEMS)} as numbers`).execute(db)
  const eventTime = `case when n < ${oldEvents} then ${old2020} + n else ${now - (EVENTS - oldEvents) * eventStep} + (n - ${oldEvents}) * ${eventStep} end`
  await sql.raw(`insert into events (id, type, actor_id, subject_type, subject_id, payload, created_at, dispatched_at)
    select 'e0000000-0000-7000-8000-' || ${hex('n')}, ${pick(EVENT_TYPES, 'n')}, ${actor('n / 7')}, 'content', 'c0000000-0000-7000-8000-' || ${hex(`n % ${ITEMS}`)}, '{}',
      ${time(eventTime)}, ${time(eventTime)}
    from ${numbers(EVENTS)} as numbers`).execute(db)
}

/** The id of seeded actor `i` (the first is the signed-in author). */
export function actorId(i: number, authorId: string): string {
  return i === 0 ? authorId : `a0000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`
}

/** A webhook of `userId`'s, turned off, whose deliveries list is read: written through the repository, as the API would resolve the URL's host, and the bench has no DNS. */
export async function benchWebhook(db: Kysely<Database>, userId: string): Promise<string> {
  const id = newId()
  const now = new Date().toISOString()
  await db.transaction().execute((trx) =>
    createWebhooksRepository().insert(trx, { id, user_id: userId, url: 'https://example.com/hook', events: '["content.updated"]', secret_sealed: 'unused', active: 0, failure_streak: 0, created_at: now, updated_at: now })
  )
  return id
}

/**
 * bench:scale's cases: a name, the paths read in turn, and the token (the administrator's when
 * left out). The 5,000th pages only when their cursors are given.
 */
export function scaleCases(author: { id: string; token: string }, webhookId: string, cursors?: { content: string; activity: string }): Array<[string, string[], string?]> {
  const day = new Date(Date.now() - 30 * DAY_S * 1000)
  const range = `since=${day.toISOString()}&until=${new Date(day.getTime() + DAY_S * 1000).toISOString()}`
  return [
    ['GET /api/users/me (the yardstick)', ['/api/users/me']],
    ['users, first page with total', ['/api/users']],
    ['content, first page with total (admin)', ['/api/content']],
    ['content, first page with total (a user: published and own)', ['/api/content'], author.token],
    ['content by status, first page with total', ['/api/content?status=published', '/api/content?status=draft']],
    ['content by type, first page with total', ['/api/content?type=news', '/api/content?type=blog']],
    ['files, first page with total', ['/api/upload']],
    ['orders, first page with total', ['/api/orders']],
    ['activity, first page with total', ['/api/activity']],
    ['activity by type prefix (content.)', ['/api/activity?type=content.']],
    ['activity by actor', Array.from({ length: 50 }, (_, i) => `/api/activity?actorId=${actorId(i, author.id)}`)],
    ['activity over one day', [`/api/activity?${range}`]],
    ['webhooks, first page with total', ['/api/webhooks']],
    ['deliveries, first page with total', [`/api/webhooks/${webhookId}/deliveries`]],
    ...(cursors
      ? ([
          ['content, 5,000th page by cursor', [`/api/content?limit=20&cursor=${encodeURIComponent(cursors.content)}`]],
          ['activity, 5,000th page by cursor', [`/api/activity?limit=20&cursor=${encodeURIComponent(cursors.activity)}`]]
        ] satisfies Array<[string, string[]]>)
      : []),
    ['dashboard', ['/api/dashboard']]
  ]
}
