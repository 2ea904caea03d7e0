import type { SharedRedis } from '../../core/redis/redis.js'
import { AppError } from '../../core/errors.js'
import { LocalWindows, redisHit, type WindowCount } from '../../lib/fixed-windows.js'

export const MAX_FAILURES = 10
export const WINDOW_MS = 15 * 60_000
// Bounds the memory a flood of distinct emails can take; the oldest counters go first.
const MAX_LOCAL_KEYS = 100_000

// DECR only a counter that still exists: a success may have cleared it meanwhile, and DECR
// would create one without an expiry.
const RELEASE = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0"

/**
 * Sign-in tries per (email, IP) in a fixed window. A try counts before its password is checked,
 * so parallel tries cannot slip under the limit while hashes run. Redis when reachable, else memory.
 */
export class LoginThrottle {
  private readonly local: LocalWindows

  constructor(
    private readonly redis: SharedRedis | null,
    /** REDIS_PREFIX */
    private readonly prefix: string,
    private readonly now: () => number = Date.now
  ) {
    this.local = new LocalWindows(WINDOW_MS, MAX_LOCAL_KEYS, now)
  }

  /**
   * Counts one try for this email and IP; throws 429 RATE_LIMITED with Retry-After when ten
   * tries already failed in the window. The try stays counted as a failure unless `reset`
   * (it succeeded) or `release` (it was never judged) follows.
   */
  async attempt(email: string, ip: string): Promise<void> {
    const state = await this.increment(this.key(email, ip))
    if (state.count > MAX_FAILURES) {
      const seconds = Math.max(1, Math.ceil((state.resetAt - this.now()) / 1000))
      throw new AppError('RATE_LIMITED', `Too many wrong passwords for this email; retry in ${seconds} seconds`, undefined, {
        'Retry-After': String(seconds)
      })
    }
  }

  /**
   * Counts one try, then runs `check` (falsy: wrong password). A throwing check is taken back; a
   * right first step of two-factor is taken back without clearing, so a known password buys no code guesses.
   */
  async judge<T>(email: string, ip: string, check: () => Promise<T>, firstStep?: (answer: NonNullable<T>) => boolean): Promise<T> {
    await this.attempt(email, ip)
    let answer: T
    try {
      answer = await check()
    } catch (error) {
      await this.release(email, ip)
      throw error
    }
    if (answer) await (firstStep?.(answer) ? this.release(email, ip) : this.reset(email, ip))
    return answer
  }

  /** Takes back a try that ended before its password was judged (hash queue full, database down). */
  async release(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip)
    const released = this.redis ? await this.redis.run((client) => client.eval(RELEASE, 1, key)).then(() => true, () => false) : false
    const window = released ? undefined : this.local.open(key)
    if (window) window.count--
  }

  /** Clears the count after a success. */
  async reset(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip)
    this.local.delete(key)
    await this.redis?.run((client) => client.del(key)).catch(() => {})
  }

  private async increment(key: string): Promise<WindowCount> {
    if (this.redis) {
      try {
        const shared = await this.redis.run((client) => redisHit(client, key, WINDOW_MS, this.now()))
        // Tries counted here while Redis was unreachable were not counted there: both hold.
        return { count: shared.count + (this.local.open(key)?.count ?? 0), resetAt: shared.resetAt }
      } catch {
        // Redis unreachable: count here instead, so the throttle still holds on this instance.
      }
    }
    return this.local.hit(key)
  }

  private key(email: string, ip: string): string {
    return `${this.prefix}login-fail:${email.toLowerCase()}:${ip}`
  }
}
