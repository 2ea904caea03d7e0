import { LRUCache } from 'lru-cache'

/**
 * An LRUCache bounded to `maxEntries` by size, not `max`: with `max`, lru-cache allocates
 * storage for every entry up front, which a mostly empty cache would hold for nothing.
 */
export function growingLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(maxEntries: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: maxEntries, sizeCalculation: () => 1 })
}
