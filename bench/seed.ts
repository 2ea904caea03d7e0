/**
 * The bench's data, written straight into the database: through the HTTP API, 100,000 items would
 * take minutes and measure the API instead of filling it. The schema comes from the service's own
 * migrations and the password hash from its own hasher, so the seeded rows are exactly what the
 * service would have written, and every seeded account can sign in. Shared by `npm run bench`
 * (bench/run.ts) and its correctness test (test/unit/bench.test.ts), which seeds a tiny scale.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { connectDatabase, type Db, type DatabaseHandle } from '../src/core/db/database.js'
import { migrateToLatest } from '../src/core/db/migrator.js'
import { changeCounts, recountAll } from '../src/core/db/row-counts.js'
import type { ContentStatus, OrderStatus } from '../src/core/db/schema.js'
import { newId } from '../src/lib/ids.js'
import { hashPassword } from '../src/core/security/passwords.js'

export interface SeedCounts {
  users: number
  items: number
  orders: number
}

/** What the issue asks for; `--quick` seeds a tenth. */
export const FULL_SCALE: SeedCounts = { users: 10_000, items: 100_000, orders: 10_000 }
export const QUICK_SCALE: SeedCounts = { users: 1_000, items: 10_000, orders: 1_000 }

/** Every seeded account's password (one argon2id hash, computed once, shared by all). */
export const PASSWORD = 'bench-password-1'
/** How many accounts the upload case spreads its files over (see UPLOADERS in cases.ts). */
export const UPLOADER_COUNT = 10
/** How many ids the by-id and update cases rotate over (fewer at a tiny scale). */
export const ROTATION = 1_000
/**
 * The tag the filtered list asks for: one of TAG_COUNT, so about 1 item in 41 carries it. A prime
 * count, so that which tag an item has does not follow its status (chosen by n % 10).
 */
export const FILTER_TAG = 'tag7'
const TAG_COUNT = 41

const BATCH = 500
const DAY_MS = 86_400_000

/** The n-th seeded account's email; account 0 is the administrator. */
export function emailOf(n: number): string {
  return `user${n}@example.com`
}

/** Who is who among the seeded accounts (indexes into the accounts, see emailOf). */
export const ACCOUNTS = {
  admin: 0,
  /** reads: /users/me, content by id, the filtered list */
  reader: 1,
  /** the author of the items the update case publishes, and of what the create case creates */
  writer: 2,
  /** the first of UPLOADER_COUNT accounts the upload case rotates over */
  firstUploader: 3
} as const

export interface Seeded {
  counts: SeedCounts
  /** ids of published items by various authors, spread over the table: the by-id case reads them */
  publishedIds: string[]
  /** ids of the writer's items, seeded as drafts: the update case publishes them */
  writableIds: string[]
  /** wall-clock seconds the seeding took (migrations, hash and inserts) */
  seconds: number
}

/** Opens the database, brings its schema up to date, and answers the handle (the caller closes it). */
export async function openMigrated(databaseUrl: string): Promise<DatabaseHandle> {
  const database = await connectDatabase(databaseUrl)
  try {
    await migrateToLatest(database.db, database.dialect)
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

/**
 * Fills an empty database (migrating it first): `counts.users` accounts (the first an
 * administrator) with their `user.created` events, `counts.items` content items with tags, a mix
 * of statuses and authors, and `counts.orders` orders, all in one transaction of multi-row
 * inserts; then gathers the planner's statistics as a long-running server would have them.
 */
export async function seed(databaseUrl: string, counts: SeedCounts): Promise<Seeded> {
  if (counts.users < ACCOUNTS.firstUploader + UPLOADER_COUNT) throw new Error(`seed at least ${ACCOUNTS.firstUploader + UPLOADER_COUNT} users`)
  const began = performance.now()
  const database = await openMigrated(databaseUrl)
  try {
    const passwordHash = await hashPassword(PASSWORD)
    const now = Date.now()
    const seeded = await database.db.transaction().execute(async (trx) => {
      const userIds = await seedUsers(trx, counts.users, passwordHash, now)
      const content = await seedContent(trx, counts.items, userIds, now)
      await seedOrders(trx, counts.orders, now)
      return content
    })
    // Written past the service: the lists' counters are rebuilt from the rows.
    await recountAll(database.db)
    // What a long-running server has after a bulk load: the planner's statistics (SQLite's
    // periodic PRAGMA optimize), and on PostgreSQL what autovacuum leaves after inserts
    // (statistics, and the visibility map that lets a count read an index alone).
    if (database.dialect === 'sqlite') {
      await sql.raw('pragma optimize=0x10002').execute(database.db)
      await sql.raw('pragma wal_checkpoint(truncate)').execute(database.db)
    } else {
      await sql.raw('vacuum analyze').execute(database.db)
    }
    return { counts, ...seeded, seconds: (performance.now() - began) / 1000 }
  } finally {
    await database.close()
  }
}

/** Rows built by `row(n)` for n in [0, count), inserted BATCH at a time. */
async function fill<T>(count: number, row: (n: number) => T, insert: (rows: T[], offset: number) => Promise<unknown>): Promise<void> {
  for (let offset = 0; offset < count; offset += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - offset) }, (_, i) => row(offset + i)), offset)
  }
}

/** The n-th of `count` moments evenly spread over the `spanMs` before now: a higher n is newer. */
function before(now: number, count: number, n: number, spanMs: number): string {
  return new Date(now - Math.floor(((count - n) * spanMs) / count)).toISOString()
}

async function seedUsers(trx: Db, count: number, passwordHash: string, now: number): Promise<string[]> {
  const ids: string[] = []
  await fill(
    count,
    (n) => {
      const id = newId()
      ids.push(id)
      // Spread over the last year, so that the dashboard's chart of new accounts has rows.
      const created = before(now, count, n, 365 * DAY_MS)
      const email = emailOf(n)
      return {
        id,
        name: `User ${n}`,
        email,
        email_normalized: email,
        password_hash: passwordHash,
        role: n === ACCOUNTS.admin ? ('admin' as const) : ('user' as const),
        created_at: created,
        updated_at: created,
        last_login_at: null,
        sessions_valid_after: null,
        email_verified_at: created,
        status: 'active' as const
      }
    },
    (rows) => trx.insertInto('users').values(rows).execute()
  )
  // The `user.created` event the service writes with each account (the activity log the
  // dashboard shows), already dispatched, so the webhook worker finds nothing to do at start.
  await fill(
    count,
    (n) => {
      const created = before(now, count, n, 365 * DAY_MS)
      const id = ids[n]!
      const payload = { id, name: `User ${n}`, email: emailOf(n), role: n === ACCOUNTS.admin ? 'admin' : 'user', createdAt: created, updatedAt: created, lastLoginAt: null }
      return { id: newId(), type: 'user.created', actor_id: id, subject_type: 'user', subject_id: id, payload: JSON.stringify(payload), created_at: created, dispatched_at: created }
    },
    (rows) => trx.insertInto('events').values(rows).execute()
  )
  return ids
}

const BODY = 'Seeded for the benchmark: a paragraph of markdown such as an editor writes, long enough to be a real item. '.repeat(6)

async function seedContent(trx: Db, count: number, userIds: string[], now: number): Promise<{ publishedIds: string[]; writableIds: string[] }> {
  // The oldest `writable` items are the writer's drafts: the update case publishes them. The rest
  // have authors among every account and a mix of statuses: 60% published, 30% draft, 10% archived.
  const writable = Math.min(ROTATION, Math.floor(count / 10))
  const statusOf = (n: number): ContentStatus => (n < writable ? 'draft' : n % 10 < 6 ? 'published' : n % 10 < 9 ? 'draft' : 'archived')
  const writableIds: string[] = []
  const published: string[] = []
  await fill(
    count,
    (n) => {
      const id = newId()
      const status = statusOf(n)
      if (n < writable) writableIds.push(id)
      else if (status === 'published') published.push(id)
      const created = before(now, count, n, 365 * DAY_MS)
      return {
        id,
        title: `Item ${n}: notes on topic ${n % 97}`,
        content: BODY,
        type: ['blog', 'news', 'page', 'faq', 'docs'][n % 5]!,
        status,
        author_id: n < writable ? userIds[ACCOUNTS.writer]! : userIds[(n * 7919) % userIds.length]!,
        created_at: created,
        updated_at: created,
        published_at: status === 'published' ? new Date(Date.parse(created) + 3_600_000).toISOString() : null
      }
    },
    async (rows, offset) => {
      await trx.insertInto('content_items').values(rows).execute()
      // Two tags an item: one of TAG_COUNT (the filtered list asks for one) and one of 7 topics.
      await trx
        .insertInto('content_tags')
        .values(
          rows.flatMap((row, i) => [
            { content_id: row.id, tag: `tag${(offset + i) % TAG_COUNT}`, position: 0 },
            { content_id: row.id, tag: `topic${(offset + i) % 7}`, position: 1 }
          ])
        )
        .execute()
    }
  )
  // At most ROTATION published ids, taken evenly over the table (old and new, cached or not).
  const step = Math.max(1, Math.floor(published.length / ROTATION))
  const publishedIds = published.filter((_, i) => i % step === 0).slice(0, ROTATION)
  return { publishedIds, writableIds }
}

async function seedOrders(trx: Db, count: number, now: number): Promise<void> {
  const statuses: OrderStatus[] = ['paid', 'paid', 'paid', 'pending', 'refunded', 'cancelled']
  await fill(
    count,
    (n) => {
      // Over the last 120 days: both 30-day windows of the dashboard's growth have orders.
      const created = before(now, count, n, 120 * DAY_MS)
      const email = emailOf(n % 5_000)
      return {
        id: newId(),
        customer_email: email,
        customer_email_normalized: email,
        total_minor: 100 + ((n * 7919) % 50_000),
        currency: n % 4 === 0 ? 'USD' : 'EUR',
        status: statuses[n % statuses.length]!,
        created_at: created,
        updated_at: created
      }
    },
    (rows) => trx.insertInto('orders').values(rows).execute()
  )
}

/**
 * Removes the files of these accounts, rows and bytes, except `keep`: between runs of the upload
 * case, so that the disk holds one run's uploads at most and the quota check (a sum over the
 * account's files) costs the same in every run. Local storage only (DATA_DIR/uploads/<key>).
 */
export async function removeUploads(databaseUrl: string, dataDir: string, uploaderIds: string[], keep: string): Promise<number> {
  const database = await connectDatabase(databaseUrl)
  try {
    const rows = await database.db
      .deleteFrom('files')
      .where('uploader_id', 'in', uploaderIds)
      .where('id', '!=', keep)
      .returning(['storage_key', 'uploader_id'])
      .execute()
    await changeCounts(database.db, ...rows.map((row) => ({ files: -1, [`files.uploader:${row.uploader_id}`]: -1 })))
    for (const row of rows) await rm(join(dataDir, 'uploads', row.storage_key), { force: true })
    return rows.length
  } finally {
    await database.close()
  }
}
