import { sql, type Kysely } from 'kysely'

// Mail: the accounts' new states, the single-use links mailed to them, and the
// outbox that sends those mails.
export async function up(db: Kysely<unknown>): Promise<void> {
  // null until the owner of the address proves they read it. Accounts that existed before count
  // as verified: turning REQUIRE_EMAIL_VERIFICATION on must not lock them all out.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(24)').execute()
  await db.updateTable('users' as never).set({ email_verified_at: sql.ref('created_at') } as never).execute()
  // 'pending': invited, no password yet, cannot sign in; 'active' otherwise.
  await db.schema.alterTable('users').addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active')).execute()

  // A link mailed to an address: password reset, invitation, address verification or change.
  // Stored by the SHA-256 of its token, so the table never holds a link that works.
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'purpose']).execute()

  // Mails waiting to be sent, written in the transaction of the change that sends them.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('message_sealed', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(24)')
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.dropTable('email_tokens').execute()
  await db.schema.alterTable('users').dropColumn('status').execute()
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute()
}
