import type { Dialect } from './database.js'

/**
 * The query, reading its rows so that no other transaction changes them until ours ends.
 * PostgreSQL needs FOR UPDATE for that; SQLite has no such clause and needs none, as it runs one
 * write transaction at a time.
 */
export function lockedOn<Q extends { forUpdate(): Q }>(dialect: Dialect, query: Q): Q {
  return dialect === 'postgres' ? query.forUpdate() : query
}
