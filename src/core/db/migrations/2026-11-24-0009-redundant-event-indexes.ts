import type { Kysely } from 'kysely'

// events_created_at_idx (created_at) and events_type_idx (type, created_at) lead the indexes the
// activity log added later, events_created_id_idx (created_at, id) and
// events_type_created_id_idx (type, created_at, id): every query either could serve, the longer
// one serves as well. Each event written (one per change) updated both for nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_created_at_idx').execute()
  await db.schema.dropIndex('events_type_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('events_created_at_idx').on('events').column('created_at').execute()
  await db.schema.createIndex('events_type_idx').on('events').columns(['type', 'created_at']).execute()
}
