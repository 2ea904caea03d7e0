import assert from 'node:assert/strict'
import { sql } from 'kysely'
import type { TestApp } from './test-app.js'

/** Every counter as COUNT(*) finds it now: what row_counts must hold (counters at 0 may be missing). */
async function countedNow(t: TestApp): Promise<Map<string, number>> {
  const { db } = t.app.database
  const expected = new Map<string, number>()
  const group = async (table: string, prefix: string, columns: string[], withoutNull = false) => {
    const rows = await db
      .selectFrom(table as 'users')
      .select(sql<number | string>`count(*)`.as('n'))
      .$if(withoutNull, (query) => query.where(sql.ref(columns[0]!), 'is not', null))
      .$if(columns.length > 0, (query) => query.select(columns.map((column) => sql.ref(column).as(column))).groupBy(columns.map((column) => sql.ref(column))))
      .execute()
    for (const row of rows as Array<Record<string, string | number>>) expected.set(prefix + columns.map((column) => row[column]).join('.status:'), Number(row.n))
  }
  await group('users', 'users', [])
  await group('users', 'users.role:', ['role'])
  await group('content_items', 'content', [])
  await group('content_items', 'content.status:', ['status'])
  await group('content_items', 'content.type:', ['type'])
  await group('content_items', 'content.type:', ['type', 'status'])
  await group('events', 'events', [])
  await group('events', 'events.type:', ['type'])
  await group('events', 'events.actor:', ['actor_id'], true)
  const hour = sql.raw('substr(created_at, 1, 13)')
  const hours = await db.selectFrom('events').select([hour.as('hour'), sql<number | string>`count(*)`.as('n')]).groupBy(hour).execute()
  for (const row of hours as Array<{ hour: string; n: number | string }>) expected.set(`events.hour:${row.hour}`, Number(row.n))
  await group('files', 'files', [])
  await group('files', 'files.uploader:', ['uploader_id'])
  await group('orders', 'orders', [])
  await group('orders', 'orders.status:', ['status'])
  await group('webhooks', 'webhooks', [])
  await group('webhook_attempts', 'webhook_attempts.webhook:', ['webhook_id'])
  return expected
}

/** Asserts that every counter equals the COUNT(*) of its set. */
export async function assertCountersRight(t: TestApp, when: string): Promise<void> {
  const expected = await countedNow(t)
  const stored = await t.app.database.db.selectFrom('row_counts').select(['name', 'count']).execute()
  const actual = new Map(stored.map((row) => [row.name, Number(row.count)]))
  for (const name of actual.keys()) if (!expected.has(name)) expected.set(name, 0)
  for (const [name, count] of expected) assert.equal(actual.get(name) ?? 0, count, `${when}: counter ${name}`)
}

