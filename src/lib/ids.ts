import { v7 } from 'uuid'

/**
 * A new identifier: UUIDv7, so ids cannot be guessed or counted (74 random bits) yet sort by
 * creation time, which keeps B-tree inserts at the end of the index.
 */
export function newId(): string {
  return v7()
}
