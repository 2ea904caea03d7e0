import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'

type Db = Kysely<Database>

const PUBLIC_KEY = 'public'

/** The stored JSON of the public settings, or undefined when nothing was ever saved. */
export async function readPublic(db: Db): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', PUBLIC_KEY).executeTakeFirst()
  return row && JSON.parse(row.value)
}

export async function writePublic(db: Db, value: unknown): Promise<void> {
  const row = { key: PUBLIC_KEY, value: JSON.stringify(value), updated_at: new Date().toISOString() }
  await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute()
}

/** What the user chose, without defaults, or undefined. */
export async function readUser(db: Db, userId: string): Promise<unknown> {
  const row = await db.selectFrom('user_settings').select('value').where('user_id', '=', userId).executeTakeFirst()
  return row && JSON.parse(row.value)
}

export async function writeUser(db: Db, userId: string, value: unknown): Promise<void> {
  const row = { user_id: userId, value: JSON.stringify(value), updated_at: new Date().toISOString() }
  await db
    .insertInto('user_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute()
}
