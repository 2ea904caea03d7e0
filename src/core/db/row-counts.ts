import { CompiledQuery, PostgresAdapter, sql, type DialectAdapter, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from './schema.js'
import { byCharacters } from '../../lib/by-characters.js'

type Db = Kysely<Database>

/** Changes to counters, by counter name: +1 for a row added to the set it counts, -1 for one gone. */
export type CountChanges = Record<string, number>

/**
 * Applies counter changes in the caller's transaction, so a counter always equals its COUNT(*);
 * held until commit inside `transact`. Counters in name order, so two writers never deadlock.
 */
export async function changeCounts(db: Db, ...changes: CountChanges[]): Promise<void> {
  const held = heldCounts.get(db)
  const merged = held ?? new Map<string, Held>()
  for (const change of changes) {
    for (const [name, delta] of Object.entries(change)) {
      const entry = merged.get(name)
      if (entry) entry.delta += delta
      else merged.set(name, { delta, drop: false })
    }
  }
  if (!held) await writeCounts(db, merged)
}

/** A counter's change held for its transaction: `drop`, its row deleted first (dropCounts), then `delta` added. */
interface Held {
  delta: number
  drop: boolean
}

async function writeCounts(db: Db, changes: Map<string, Held>): Promise<void> {
  const dropped = [...changes].filter(([, { drop }]) => drop).map(([name]) => name)
  if (dropped.length > 0) await db.deleteFrom('row_counts').where('name', 'in', dropped).execute()
  const rows = [...changes].filter(([, { delta }]) => delta !== 0).sort(([a], [b]) => byCharacters(a, b))
  if (rows.length === 0) return
  const statement = upsertOf(db, rows.length)
  await db.executeQuery(CompiledQuery.raw(statement.sql, rows.flatMap(([name, { delta }]) => [name, delta])))
}

// Counter changes held until their transaction (or savepoint) commits: a group commit's writes
// then update their shared counters in one statement, not one per write.
const heldCounts = new WeakMap<object, Map<string, Held>>()

/** From now on, changeCounts and dropCounts on `trx` hold their changes until writeHeldCounts(trx) (or dropHeldCounts). */
export function deferCounts(trx: Db): void {
  heldCounts.set(trx, new Map())
}

/** Writes the changes held for `trx` (in it), and stops holding them. */
export async function writeHeldCounts(trx: Db): Promise<void> {
  const held = heldCounts.get(trx)
  heldCounts.delete(trx)
  if (held) await writeCounts(trx, held)
}

/** Hands the changes held for a savepoint on to its transaction's, once the savepoint is released. */
export function moveHeldCounts(from: Db, to: Db): void {
  const held = heldCounts.get(from)
  heldCounts.delete(from)
  const target = heldCounts.get(to)
  if (!held || !target) return
  for (const [name, change] of held) {
    const entry = target.get(name)
    if (entry && !change.drop) entry.delta += change.delta
    else target.set(name, { ...change })
  }
}

/** Forgets the changes held for `trx`: its work was rolled back. */
export function dropHeldCounts(trx: Db): void {
  heldCounts.delete(trx)
}

// Every write runs this, and building and compiling the statement cost Kysely more than SQLite
// took to run it: it is compiled once per dialect and number of counters (up to a write's usual
// few; a bulk removal's long list is compiled each time).
const upserts = new WeakMap<DialectAdapter, Map<number, CompiledQuery>>()
const MAX_KEPT_COUNT = 16

function upsertOf(db: Db, count: number): CompiledQuery {
  const adapter = db.getExecutor().adapter
  let byCount = upserts.get(adapter)
  if (!byCount) upserts.set(adapter, (byCount = new Map()))
  let statement = byCount.get(count)
  if (!statement) {
    statement = db
      .insertInto('row_counts')
      .values(Array.from({ length: count }, () => ({ name: '', count: 0 })))
      .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ count: eb(eb.ref('row_counts.count'), '+', eb.ref('excluded.count')) })))
      .compile()
    if (count <= MAX_KEPT_COUNT) byCount.set(count, statement)
  }
  return statement
}

/** The counters' values (0 for one never written), summed. */
export async function readCounts(db: Db, names: string[]): Promise<number> {
  if (names.length === 0) return 0
  const rows = await db.selectFrom('row_counts').select('count').where('name', 'in', names).execute()
  return rows.reduce((sum, row) => sum + Number(row.count), 0)
}

/** Forgets counters whose set can no longer have rows (a deleted webhook's attempts). */
export async function dropCounts(db: Db, names: string[]): Promise<void> {
  const held = heldCounts.get(db)
  if (held) for (const name of names) held.set(name, { delta: 0, drop: true })
  else if (names.length > 0) await db.deleteFrom('row_counts').where('name', 'in', names).execute()
}

/** `changes` with every delta turned the other way. */
export function negated(changes: CountChanges): CountChanges {
  return Object.fromEntries(Object.entries(changes).map(([name, delta]) => [name, -delta]))
}

/**
 * Every counted set: a table, the counter name's prefix, and the columns that split it (or, by
 * `computed`, the expression a key is made of).
 */
const COUNTED: Array<{ table: keyof Database; prefix: string; columns: string[]; joiner?: string; withoutNull?: boolean; computed?: Record<string, RawBuilder<unknown>> }> = [
  { table: 'users', prefix: 'users', columns: [] },
  { table: 'users', prefix: 'users.role:', columns: ['role'] },
  { table: 'content_items', prefix: 'content', columns: [] },
  { table: 'content_items', prefix: 'content.status:', columns: ['status'] },
  { table: 'content_items', prefix: 'content.type:', columns: ['type'] },
  { table: 'content_items', prefix: 'content.type:', columns: ['type', 'status'], joiner: '.status:' },
  { table: 'events', prefix: 'events', columns: [] },
  { table: 'events', prefix: 'events.type:', columns: ['type'] },
  // (an event of no actor, the system's, is in no actor's count)
  { table: 'events', prefix: 'events.actor:', columns: ['actor_id'], withoutNull: true },
  // (the hour of a stored ISO instant, as core/events/event-hours.ts names it)
  { table: 'events', prefix: 'events.hour:', columns: ['hour'], computed: { hour: sql.raw('substr(created_at, 1, 13)') } },
  { table: 'files', prefix: 'files', columns: [] },
  { table: 'files', prefix: 'files.uploader:', columns: ['uploader_id'] },
  { table: 'orders', prefix: 'orders', columns: [] },
  { table: 'orders', prefix: 'orders.status:', columns: ['status'] },
  { table: 'webhooks', prefix: 'webhooks', columns: [] },
  { table: 'webhook_attempts', prefix: 'webhook_attempts.webhook:', columns: ['webhook_id'] }
]

/** A counter the recount found wrong: what it held and what its set's COUNT(*) is. */
export interface Correction {
  name: string
  was: number
  now: number
}

/**
 * Recounts every counter from the rows (after writes that bypassed the service); answers the
 * corrected ones. On PostgreSQL it locks row_counts first, so no writer races it to a duplicate key.
 */
export async function recountAll(db: Db): Promise<Correction[]> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table row_counts in exclusive mode`.execute(trx)
    const stored = await trx.selectFrom('row_counts').select(['name', 'count']).execute()
    await trx.deleteFrom('row_counts').execute()
    const counted = new Map<string, number>()
    for (const { table, prefix, columns, joiner = '', withoutNull = false, computed = {} } of COUNTED) {
      const key = (column: string) => computed[column] ?? sql.ref(column)
      const rows = (await trx
        .selectFrom(table)
        .select(sql<number | string>`count(*)`.as('n'))
        .$if(withoutNull, (query) => query.where(key(columns[0]!), 'is not', null))
        .$if(columns.length > 0, (query) => query.select(columns.map((column) => key(column).as(column))).groupBy(columns.map(key)))
        .execute()) as Array<Record<string, string | number>>
      const values = rows.map((row) => ({ name: prefix + columns.map((column) => row[column]).join(joiner), count: Number(row.n) }))
      for (const { name, count } of values) counted.set(name, count)
      for (let i = 0; i < values.length; i += 500) await trx.insertInto('row_counts').values(values.slice(i, i + 500)).execute()
    }
    const was = new Map(stored.map((row) => [row.name, Number(row.count)]))
    const names = [...new Set([...was.keys(), ...counted.keys()])].sort()
    return names.map((name) => ({ name, was: was.get(name) ?? 0, now: counted.get(name) ?? 0 })).filter((c) => c.was !== c.now)
  })
}
