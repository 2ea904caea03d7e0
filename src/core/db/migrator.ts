import { setTimeout as sleep } from 'node:timers/promises'
import { Migrator, sql, type MigrationProvider } from 'kysely'
import { DEFAULT_POSTGRES_LIMITS, openDatabase, SQLITE_BUSY_TIMEOUT_MS, type DatabaseHandle, type Db, type Dialect, type PostgresLimits } from './database.js'
import { migrations } from './migrations/index.js'
import { byCharacters } from '../../lib/by-characters.js'

const provider: MigrationProvider = { getMigrations: async () => migrations }


/** How long a process waits for another one's migrations on the same SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 60_000

/**
 * Brings `database` up to date; returns the migrations it ran. PostgreSQL migrates on a pool of its
 * own without request timeouts: a migration, or waiting on another instance's, may take long.
 */
export async function migrateDatabase(url: string, database: DatabaseHandle, limits: PostgresLimits = DEFAULT_POSTGRES_LIMITS): Promise<string[]> {
  if (database.dialect === 'sqlite') return migrateToLatest(database.db, database.dialect)
  const unbounded = openDatabase(url, { ...limits, statementTimeoutMs: 0, queryTimeoutMs: 0 })
  try {
    return await migrateToLatest(unbounded.db, unbounded.dialect)
  } finally {
    await unbounded.close()
  }
}

/** Brings the schema up to date through `db` as it is; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  // Our names sort by their characters (migrations/index.ts). Kysely's default, localeCompare,
  // gives the same order but pages in ICU's collation data, resident for the life of the process.
  const migrator = new Migrator({ db, provider, nameComparator: byCharacters })
  // Kysely takes no lock on SQLite, so two processes both ran the first migration. Holding the
  // write lock for the whole run serializes them, and a failed run leaves nothing behind.
  if (dialect === 'sqlite') await beginImmediate(db)
  const { error, results } = await migrator.migrateToLatest()
  if (dialect === 'sqlite') await sql.raw(error ? 'rollback' : 'commit').execute(db)
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * Takes SQLite's write lock. better-sqlite3 waits for a busy lock synchronously, which would stop
 * this process's event loop, and with it another app in the same process that holds the lock
 * (tests run two instances so); polling with the busy timeout off waits without blocking.
 */
async function beginImmediate(db: Db): Promise<void> {
  const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS
  await sql`pragma busy_timeout = 0`.execute(db)
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(db)
        return
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error
        await sleep(20)
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(db)
  }
}
