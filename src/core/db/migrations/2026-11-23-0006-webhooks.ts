import { sql, type Kysely } from 'kysely'

// Webhooks, their deliveries (one per webhook and event) and each attempt at sending one.
// Booleans are integers 0/1: SQLite has no boolean type and better-sqlite3 binds none.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Null until the webhook worker has made this event's deliveries. The worker reads pending
  // events by this marker, never by a cursor on id or time: an event whose transaction commits
  // after a newer one's is still pending when it becomes visible, so none can be skipped.
  // Events written before this migration start pending too; no webhook exists yet, so the
  // worker marks them without making any delivery.
  await db.schema.alterTable('events').addColumn('dispatched_at', 'varchar(24)').execute()
  await db.schema
    .createIndex('events_pending_idx')
    .on('events')
    .column('id')
    .where(sql.ref('dispatched_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'varchar(2048)', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('failure_streak', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('webhooks_user_id_idx').on('webhooks').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('webhooks_created_at_idx').on('webhooks').column('created_at').execute()

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('webhook_id', 'varchar(36)', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(24)')
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema.createIndex('webhook_deliveries_webhook_idx').on('webhook_deliveries').column('webhook_id').execute()

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('delivery_id', 'varchar(36)', (col) => col.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('webhook_id', 'varchar(36)', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('webhook_attempts_webhook_idx').on('webhook_attempts').columns(['webhook_id', 'id']).execute()
  await db.schema.createIndex('webhook_attempts_delivery_idx').on('webhook_attempts').column('delivery_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhooks']) await db.schema.dropTable(table).execute()
  await db.schema.dropIndex('events_pending_idx').execute()
  await db.schema.alterTable('events').dropColumn('dispatched_at').execute()
}
