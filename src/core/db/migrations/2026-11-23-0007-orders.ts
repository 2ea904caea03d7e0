import type { Kysely } from 'kysely'

// Orders exist so that the dashboard's orders and revenue are real. Money is an integer count of
// minor units (cents): sums are exact in both dialects, never a float.
const EVENT_INDEXES: Array<[string, string[]]> = [
  ['events_created_id_idx', ['created_at', 'id']],
  ['events_type_created_id_idx', ['type', 'created_at', 'id']],
  ['events_actor_created_idx', ['actor_id', 'created_at', 'id']],
  ['events_subject_created_idx', ['subject_id', 'created_at', 'id']]
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('customer_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('customer_email_normalized', 'varchar(254)', (col) => col.notNull())
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  // The list's orders and filters; (status, created_at, total_minor) also lets the dashboard sum
  // paid revenue per day from the index alone.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at', 'total_minor']).execute()
  await db.schema.createIndex('orders_customer_created_idx').on('orders').columns(['customer_email_normalized', 'created_at']).execute()
  await db.schema.createIndex('orders_total_idx').on('orders').columns(['total_minor', 'id']).execute()

  // The activity log is read newest first, in all, by type, by actor or by subject; the id
  // breaks ties in time, so each index gives the page's order as it stands.
  for (const [name, columns] of EVENT_INDEXES) await db.schema.createIndex(name).on('events').columns(columns).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of EVENT_INDEXES) await db.schema.dropIndex(name).execute()
  await db.schema.dropTable('orders').execute()
}
