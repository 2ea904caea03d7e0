import type { Kysely } from 'kysely'

// Cache invalidations for instances that share a database without Redis: each instance writes
// the keys it invalidates here and reads the others' every few hundred milliseconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invalidations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('cache_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('origin', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('invalidations_created_at_idx').on('invalidations').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invalidations').execute()
}
