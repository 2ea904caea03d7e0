import type { LRUCache } from 'lru-cache'
import { growingLru } from '../../lib/growing-lru.js'
import type { InvalidationBus } from './invalidation.js'

// The cache is correct because every change publishes an invalidation; the age limit is
// only a safety net for an invalidation whose sending failed (a link to Redis or the database
// broken for the sender alone).
const MAX_AGE_MS = 30_000

export interface InvalidatedCacheOptions<T> {
  /**
   * The bus keys this cache answers to: `<prefix><id>` drops the entry `id`, `<prefix><start>*`
   * the entries whose id starts with `<start>`, so `<prefix>*` drops them all (as does `*`, which
   * the bus sends when it may have missed messages).
   */
  prefix: string
  /** other bus keys that drop every entry (a change that shows in these values too) */
  droppedBy?: string[]
  /** entries kept at most; past it the least recently used is dropped */
  maxEntries: number
  /** whether a loaded value may be kept (a bound on the memory one entry takes); default: all */
  keeps?: (value: T) => boolean
}

/**
 * Database values kept in memory until the bus says they changed. Never answers with state older
 * than the last invalidation heard (docs/decisions/caches-and-invalidation.md).
 */
export class InvalidatedCache<T> {
  private readonly entries: LRUCache<string, { value: T; loadedAt: number }>
  private readonly loading = new Map<string, { generation: number; value: Promise<T> }>()
  /** Bumped by every invalidation this cache hears. */
  private generation = 0

  constructor(
    private readonly bus: InvalidationBus,
    private readonly options: InvalidatedCacheOptions<T>
  ) {
    const { prefix, droppedBy = [] } = options
    // Made once: every key published goes to every cache, several keys for each write.
    const all = `${prefix}*`
    this.entries = growingLru(options.maxEntries)
    bus.onInvalidate((key) => {
      if (key === '*' || key === all || droppedBy.includes(key)) this.clear()
      else if (!key.startsWith(prefix)) return
      else if (key.endsWith('*')) this.dropStarting(key.slice(prefix.length, -1))
      else this.entries.delete(key.slice(prefix.length))
      this.generation++
    })
  }

  /**
   * The cached value for `id`, or a promise of the loaded one (cached unless the bus is
   * unreliable). A hit is answered as it is, not in a promise: the checks every request makes
   * through caches (the session and the user behind a token) then wait for none.
   */
  get(id: string, load: () => Promise<T>): T | Promise<T> {
    const reliable = this.bus.reliable
    const hit = this.entries.get(id)
    if (hit && Date.now() - hit.loadedAt < MAX_AGE_MS && reliable) return hit.value
    const running = this.loading.get(id)
    if (running && running.generation === this.generation && reliable) return running.value
    return this.load(id, load, reliable)
  }

  /** Drops every entry; lru-cache's clear() rewrites all its storage even when it holds nothing. */
  private clear(): void {
    if (this.entries.size > 0) this.entries.clear()
  }

  private dropStarting(start: string): void {
    for (const id of [...this.entries.keys()]) if (id.startsWith(start)) this.entries.delete(id)
  }

  private async load(id: string, load: () => Promise<T>, reliable: boolean): Promise<T> {
    const generation = this.generation
    const loadedAt = Date.now()
    // A native promise whatever the loader returns: get() tells a miss from a hit by it.
    const value = Promise.resolve(load())
    const running = { generation, value }
    // A load begun while messages may have been missed is nobody else's answer.
    if (reliable) this.loading.set(id, running)
    try {
      const result = await value
      if (this.bus.reliable && generation === this.generation && (this.options.keeps?.(result) ?? true)) {
        this.entries.set(id, { value: result, loadedAt })
      }
      return result
    } finally {
      if (this.loading.get(id) === running) this.loading.delete(id)
    }
  }
}
