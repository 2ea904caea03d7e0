import type { Kysely } from 'kysely'

// Two-factor sign-in (TOTP). The shared secret is kept sealed (AES-256-GCM, lib/secret-box.ts);
// recovery codes and sign-in challenges only as their SHA-256, so a copy of the database holds
// nothing that signs anyone in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('enabled_at', 'varchar(24)')
    .addColumn('last_time_step', 'integer')
    .execute()
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(24)')
    .execute()
  await db.schema.createIndex('two_factor_recovery_codes_user_idx').on('two_factor_recovery_codes').columns(['user_id', 'code_hash']).unique().execute()
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('two_factor_challenges_expires_idx').on('two_factor_challenges').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute()
  await db.schema.dropTable('two_factor_recovery_codes').execute()
  await db.schema.dropTable('two_factor').execute()
}
