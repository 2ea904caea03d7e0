import type { Kysely } from 'kysely'

// Migrations use only the schema builder so that SQLite and PostgreSQL run the same file.
// Never import application code here: a migration must keep meaning what it meant when written.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_normalized', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('last_login_at', 'varchar(24)')
    .execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('current_jti', 'varchar(36)', (col) => col.notNull())
    .addColumn('previous_jti', 'varchar(36)')
    .addColumn('rotated_at', 'varchar(24)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(24)')
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('subject_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  // The activity feed reads the newest events; ids are UUIDv7, so id order is time order.
  await db.schema.createIndex('events_created_at_idx').on('events').column('created_at').execute()
  await db.schema.createIndex('events_type_idx').on('events').columns(['type', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['events', 'app_settings', 'user_settings', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute()
  }
}
