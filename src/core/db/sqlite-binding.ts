import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

// The one place that picks better-sqlite3's build for this Node: 12 aborts on Node 24, 13 (the
// alias better-sqlite3-napi) crashes on Node 20 (docs/decisions/sqlite-binding.md). Only the
// chosen one is loaded, as loading the other could already fail.

export type SqliteConnection = BetterSqlite3.Database
export type SqliteStatement = BetterSqlite3.Statement
export type SqliteOptions = BetterSqlite3.Options

const NODE_MAJOR = Number(process.versions.node.split('.')[0])

/** The package name of the binding for this Node. */
export const SQLITE_BINDING = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3'

const load = createRequire(import.meta.url)
const Database = load(SQLITE_BINDING) as typeof BetterSqlite3

/** Where that binding is, for a worker thread to load the same one (sqlite-checkpoints.ts). */
export const SQLITE_BINDING_PATH = load.resolve(SQLITE_BINDING)

/** Opens a SQLite connection (a file path, or ':memory:') with the binding that fits this Node. */
export function openSqliteConnection(path: string, options?: SqliteOptions): SqliteConnection {
  return new Database(path, options)
}
