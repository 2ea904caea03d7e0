import type { InvalidationBus } from '../../core/cache/invalidation.js'

// The cache is correct because every change publishes an invalidation; the age limit is
// only a safety net for an invalidation whose sending failed (a link to Redis or the database
// broken for the sender alone).
const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 50_000

/**
 * Per-request auth state (sessions by id, users by id) kept in memory and dropped when the bus
 * says it changed. While the bus is not reliable (Redis subscription or database down) nothing is served
 * from it, so a missed invalidation can never keep a revoked session alive.
 */
export class PrincipalCache<T> {
  private readonly entries = new Map<string, { value: T; loadedAt: number }>()
  // Bumped by every invalidation this cache hears. A load that was reading while one arrived
  // may hold the state from before the change (a logout committed after our SELECT), so its
  // result is used for that one request but not kept.
  private generation = 0

  constructor(
    private readonly bus: InvalidationBus,
    private readonly prefix: string
  ) {
    bus.onInvalidate((key) => {
      if (key === '*') this.entries.clear()
      else if (key.startsWith(prefix)) this.entries.delete(key.slice(prefix.length))
      else return
      this.generation++
    })
  }

  /** The cached value for `id`, or the loaded one (cached unless the bus is unreliable). */
  async get(id: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(id)
    if (hit && now - hit.loadedAt < MAX_AGE_MS && this.bus.reliable) return hit.value
    const generation = this.generation
    const value = await load()
    if (this.bus.reliable && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
      this.entries.set(id, { value, loadedAt: now })
    }
    return value
  }
}
