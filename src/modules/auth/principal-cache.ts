import type { InvalidationBus } from '../../core/cache/invalidation.js'

// The cache is correct because every change publishes an invalidation; the age limit is
// only a safety net for changes made where no bus reaches (the CLI on a server without Redis).
const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 50_000

/**
 * Per-request auth state (sessions by id, users by id) kept in memory and dropped when the bus
 * says it changed. While the bus is not reliable (Redis subscription down) nothing is served
 * from it, so a missed invalidation can never keep a revoked session alive.
 */
export class PrincipalCache<T> {
  private readonly entries = new Map<string, { value: T; loadedAt: number }>()

  constructor(
    private readonly bus: InvalidationBus,
    private readonly prefix: string
  ) {
    bus.onInvalidate((key) => {
      if (key === '*') this.entries.clear()
      else if (key.startsWith(prefix)) this.entries.delete(key.slice(prefix.length))
    })
  }

  /** The cached value for `id`, or the loaded one (cached unless the bus is unreliable). */
  async get(id: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(id)
    if (hit && now - hit.loadedAt < MAX_AGE_MS && this.bus.reliable) return hit.value
    const value = await load()
    if (this.bus.reliable) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
      this.entries.set(id, { value, loadedAt: now })
    }
    return value
  }
}
