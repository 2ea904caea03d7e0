import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

// The one place that knows which build of better-sqlite3 this Node runs
// (docs/decisions/sqlite-binding.md). Both majors have the same API; they differ in how they
// bind to Node:
// - 12 wraps its databases and statements in node::ObjectWrap. From Node 24.19 that registers
//   an environment cleanup hook, and a statement V8 finalizes while no JavaScript runs (an idle
//   collection, the process's exit) aborts the process. It is the one that runs on Node 20.
// - 13 is built on Node-API (node-addon-api), ships its binary in the npm package, and needs
//   Node 22: on Node 20 it crashes. package.json installs it under the alias better-sqlite3-napi.
// Only the chosen one is loaded: loading the other could already fail.

export type SqliteConnection = BetterSqlite3.Database
export type SqliteStatement = BetterSqlite3.Statement
export type SqliteOptions = BetterSqlite3.Options

const NODE_MAJOR = Number(process.versions.node.split('.')[0])

/** The package name of the binding for this Node. */
export const SQLITE_BINDING = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3'

const load = createRequire(import.meta.url)
const Database = load(SQLITE_BINDING) as typeof BetterSqlite3

/** Opens a SQLite connection (a file path, or ':memory:') with the binding that fits this Node. */
export function openSqliteConnection(path: string, options?: SqliteOptions): SqliteConnection {
  return new Database(path, options)
}
