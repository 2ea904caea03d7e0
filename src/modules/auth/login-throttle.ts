import type { Redis } from 'ioredis'
import { AppError } from '../../core/http/errors.js'

export const MAX_FAILURES = 10
export const WINDOW_MS = 15 * 60_000
// Bounds the memory a flood of distinct emails can take; the oldest counters go first.
const MAX_LOCAL_KEYS = 100_000

/**
 * Counts failed logins per (lower-cased email, client IP) in a fixed 15-minute window that
 * starts at the first failure. In Redis when configured (every instance sees one count), in
 * memory otherwise, and in memory while Redis is unreachable.
 */
export class LoginThrottle {
  private readonly local = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly redis: Redis | null,
    private readonly now: () => number = Date.now
  ) {}

  /** Throws 429 RATE_LIMITED with Retry-After when this email and IP have failed too often. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip)
    const state = await this.read(key)
    if (state && state.count >= MAX_FAILURES) {
      const seconds = Math.max(1, Math.ceil((state.resetAt - this.now()) / 1000))
      throw new AppError('RATE_LIMITED', `Too many failed sign-ins for this email; retry in ${seconds} seconds`, undefined, {
        'Retry-After': String(seconds)
      })
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip)
    if (this.redis) {
      try {
        const [[, count], [, ttl]] = (await this.redis.multi().incr(key).pttl(key).exec()) as [[null, number], [null, number]]
        if (count === 1 || ttl < 0) await this.redis.pexpire(key, WINDOW_MS)
        return
      } catch {
        // Redis unreachable: count here instead, so the throttle still holds on this instance.
      }
    }
    const now = this.now()
    const entry = this.local.get(key)
    if (entry && entry.resetAt > now) entry.count++
    else {
      this.local.delete(key)
      if (this.local.size >= MAX_LOCAL_KEYS) this.local.delete(this.local.keys().next().value!)
      this.local.set(key, { count: 1, resetAt: now + WINDOW_MS })
    }
  }

  async reset(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip)
    this.local.delete(key)
    await this.redis?.del(key).catch(() => {})
  }

  private async read(key: string): Promise<{ count: number; resetAt: number } | undefined> {
    if (this.redis) {
      try {
        const [[, count], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [[null, string | null], [null, number]]
        const local = this.readLocal(key)
        if (count !== null) return { count: Math.max(Number(count), local?.count ?? 0), resetAt: this.now() + Math.max(ttl, 0) }
        return local
      } catch {
        // fall through to the local count
      }
    }
    return this.readLocal(key)
  }

  private readLocal(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.local.get(key)
    return entry && entry.resetAt > this.now() ? entry : undefined
  }

  private key(email: string, ip: string): string {
    return `admin:login-fail:${email.toLowerCase()}:${ip}`
  }
}
