import { LRUCache } from 'lru-cache'

/**
 * An LRUCache of at most `maxEntries` entries whose storage grows with what it holds. Given
 * `max`, lru-cache allocates its arrays for all `max` entries up front, which an idle instance
 * with a mostly empty cache would hold for nothing; counted as a size of 1 each, the bound is the
 * same and nothing is allocated ahead.
 */
export function growingLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(maxEntries: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: maxEntries, sizeCalculation: () => 1 })
}
