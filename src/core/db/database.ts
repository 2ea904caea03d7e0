import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver } from 'kysely'
import type { Database } from './schema.js'
import { ConfigError } from '../config/config.js'
import { createPrivateFile } from '../../lib/private-files.js'
import { commitInGroups } from './transaction.js'
import { openSqliteConnection, type SqliteConnection, type SqliteStatement } from './sqlite-binding.js'
import { CHECKPOINT_SETTINGS, Checkpoints } from './sqlite-checkpoints.js'
import type { ErrorLog } from '../../lib/queue-worker.js'
import type { PoolClient } from 'pg'

export type Dialect = 'sqlite' | 'postgres'
export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  dialect: Dialect
  /** a cheap round trip, for the health check */
  ping(): Promise<void>
  close(): Promise<void>
}

/** How long PostgreSQL calls may take (0: no limit); PG_STATEMENT_TIMEOUT_MS and the rest. */
export interface PostgresLimits {
  /** the server cancels a statement running longer (57014) */
  statementTimeoutMs: number
  /** the client gives up on a call with no answer for this long, and closes its connection */
  queryTimeoutMs: number
  /** TCP keepalive probes start after this much silence on a connection */
  keepAliveMs: number
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { statementTimeoutMs: 15_000, queryTimeoutMs: 20_000, keepAliveMs: 10_000 }

/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL; `log` gets SQLite's checkpoint worker's failures. */
export function openDatabase(url: string, limits: PostgresLimits = DEFAULT_POSTGRES_LIMITS, log?: ErrorLog): DatabaseHandle {
  const { db, close } = url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length), log) : closedByKysely(openPostgres(url, limits))
  const dialect: Dialect = url.startsWith('sqlite:') ? 'sqlite' : 'postgres'
  return {
    db,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close
  }
}

function closedByKysely(db: Db): { db: Db; close: () => Promise<void> } {
  return { db, close: () => db.destroy() }
}

/**
 * Opens the database and proves it answers. A URL that cannot be used (nothing listening, an
 * unknown database or role, a path that cannot hold a database) stops start-up with one line
 * naming DATABASE_URL, as any bad variable does.
 */
export async function connectDatabase(url: string, limits?: PostgresLimits, log?: ErrorLog): Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined
  try {
    handle = openDatabase(url, limits, log)
    await handle.ping()
    return handle
  } catch (error) {
    await handle?.close().catch(() => {})
    const reason = error instanceof Error ? error.message || String((error as NodeJS.ErrnoException).code) : String(error)
    throw new ConfigError([`DATABASE_URL: cannot use ${withoutPassword(url)}: ${reason}`])
  }
}

function withoutPassword(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*):[^@/]*@/, '$1:***@')
}

// SQLite plans queries from statistics it gathers only when asked; without them it can pick
// the wrong index for a filtered list once a table grows. SQLite's advice for long-lived connections: optimize at open and
// every few hours; it is a no-op when nothing changed much. PostgreSQL's autovacuum does this.
const OPTIMIZE_EVERY_MS = 60 * 60_000
/** SQLite's page cache per connection, in KiB: SQLite's own default. */
const SQLITE_CACHE_KIB = 2000
/** How long a SQLite statement waits for another connection's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

function openSqlite(path: string, log: ErrorLog | undefined): { db: Db; close: () => Promise<void> } {
  // SQLite gives the -wal and -shm files it creates the database file's own mode: private.
  if (path !== ':memory:') createPrivateFile(path)
  const database = openSqliteConnection(path)
  // WAL lets readers run while a write is in progress; NORMAL sync is durable in WAL mode
  // except for the last transactions on power loss, the usual trade for an embedded server.
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  optimize(database, 'optimize = 0x10002')
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection, which fills under load
  // with pages the operating system's file cache holds anyway: SQLite's own default is enough.
  database.pragma(`cache_size = ${-SQLITE_CACHE_KIB}`)
  // SQLite's lower() folds ASCII only, so "École" could not be found ignoring case; JavaScript's
  // folds all of Unicode, as PostgreSQL does (docs/decisions/sqlite-tuning.md). No index uses lower().
  database.function('lower', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text))
  const optimizer = setInterval(() => optimize(database, 'optimize'), OPTIMIZE_EVERY_MS)
  optimizer.unref()
  cachePreparedStatements(database)
  const checkpoints = path === ':memory:' ? undefined : new Checkpoints(database, path, CHECKPOINT_SETTINGS, log)
  const db = new Kysely<Database>({ dialect: new WriteTransactionDialect(database, checkpoints) })
  commitInGroups(db)
  return {
    db,
    close: async () => {
      clearInterval(optimizer)
      await (checkpoints ? checkpoints.close(() => db.destroy()) : db.destroy())
    }
  }
}

/**
 * Runs `PRAGMA <pragma>`, then drops the STAT4 samples, which make SQLite re-plan cached statements
 * on nearly every run (docs/decisions/sqlite-tuning.md). Best effort: a locked or read-only file keeps its statistics.
 */
function optimize(database: SqliteConnection, pragma: string): void {
  try {
    database.pragma(pragma)
    const samples = database.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get() !== undefined
    if (!samples || database.prepare('select 1 from sqlite_stat4 limit 1').get() === undefined) return
    database.exec('delete from sqlite_stat4')
    // Makes this connection load the statistics again, now without samples.
    database.exec('analyze sqlite_schema')
  } catch {
    // best effort, as said above
  }
}

/**
 * Write transactions begin IMMEDIATE, so a concurrent writer waits the busy timeout instead of
 * failing "database is locked", and keep temp files in memory (docs/decisions/sqlite-tuning.md).
 * After each commit they tell the checkpoints, which may start their worker (sqlite-checkpoints.ts).
 */
class WriteTransactionDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteConnection,
    private readonly checkpoints: Checkpoints | undefined
  ) {
    super({ database })
  }

  override createDriver(): Driver {
    const { database, checkpoints } = this
    // exec, not a prepared statement: SQLite applies this pragma when it compiles it, so a
    // statement kept and run again would do nothing.
    const temporaryFiles = (mode: 'memory' | 'default') => database.exec(`pragma temp_store = ${mode}`)
    const temporaryFilesBack = () => {
      try {
        temporaryFiles('default')
      } catch {
        // SQLite refuses it only inside a transaction that holds TEMP tables, and we make none.
        // Were it refused, the transaction's own outcome must stand; the next one resets it.
      }
    }
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        temporaryFiles('memory')
        await connection.executeQuery(CompiledQuery.raw('begin immediate'))
      }
      override async commitTransaction(connection: DatabaseConnection): Promise<void> {
        await super.commitTransaction(connection).finally(temporaryFilesBack)
        checkpoints?.committed()
      }
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        await super.rollbackTransaction(connection).finally(temporaryFilesBack)
      }
    })({ database })
  }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Keeps compiled statements (bounded, oldest dropped): Kysely prepares each query anew, which
 * costs more than running a small indexed one. better-sqlite3 statements are safely reusable.
 */
function cachePreparedStatements(database: SqliteConnection): void {
  const prepare = database.prepare.bind(database)
  const cache = new Map<string, SqliteStatement>()
  database.prepare = ((source: string) => {
    let statement = cache.get(source)
    if (!statement) {
      statement = prepare(source)
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      cache.set(source, statement)
    }
    return statement
  }) as typeof database.prepare
}

/** Waiting for a connection from the pool or a new one ends after this at most, or sooner with a shorter query timeout. */
const CONNECT_TIMEOUT_MS = 5000

function openPostgres(url: string, limits: PostgresLimits): Db {
  // pg is loaded only when the URL names PostgreSQL (a SQLite start need not pay for it).
  // Kysely creates the pool on the first query, which connectDatabase makes at once.
  const pool = async () => {
    const { default: pg } = await import('pg')
    const { statementTimeoutMs, queryTimeoutMs, keepAliveMs } = limits
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: queryTimeoutMs > 0 ? Math.min(CONNECT_TIMEOUT_MS, queryTimeoutMs) : CONNECT_TIMEOUT_MS,
      // 0 is PostgreSQL's and pg's own "no limit".
      statement_timeout: statementTimeoutMs,
      // A transaction the client stopped talking to (it crashed, the network failed) holds its
      // locks no longer than a call may wait.
      idle_in_transaction_session_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs || undefined,
      keepAlive: keepAliveMs > 0,
      keepAliveInitialDelayMillis: keepAliveMs
    })
    // Every client gets an 'error' listener: the pool listens only to idle ones, so a connection the
    // server ended during a checkout would crash the process. The broken client is dropped on release.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
      closeWhenSilent(client)
    })
    return pool
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * Past query_timeout pg keeps the connection with the call still on it; closing the socket makes
 * the pool drop the client, so the next call does not wait behind a silent server.
 */
function closeWhenSilent(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  ;(client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args)
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_TIMEOUT) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
      })
    }
    return result
  }
}

/** pg's error for a call past query_timeout. */
const QUERY_TIMEOUT = 'Query read timeout'
