import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

/** One key's hits in its current window, and when that window ends (ms since the epoch). */
export interface WindowCount {
  count: number
  resetAt: number
}

/**
 * Fixed-window counters in this process's memory (the sign-in throttle). Windows are kept in
 * opening order so ended ones drop from the front; past `maxKeys` the oldest goes too.
 */
export class LocalWindows {
  private readonly windows = new Map<string, WindowCount>()

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
    // Date.now looked up at each call, so that a test's mocked clock is the one read.
    private readonly now: () => number = () => Date.now()
  ) {}

  /** Counts one hit; answers a copy, since the window goes on counting while its caller awaits. */
  hit(key: string): WindowCount {
    const now = this.now()
    const window = this.open(key, now)
    if (window) {
      window.count++
      return { count: window.count, resetAt: window.resetAt }
    }
    this.windows.delete(key)
    this.dropEnded(now)
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!)
    const opened = { count: 1, resetAt: now + this.windowMs }
    this.windows.set(key, opened)
    return { ...opened }
  }

  /** The key's window while it is open (the live entry: a caller may take a hit back). */
  open(key: string, now = this.now()): WindowCount | undefined {
    const window = this.windows.get(key)
    return window && window.resetAt > now ? window : undefined
  }

  delete(key: string): void {
    this.windows.delete(key)
  }

  private dropEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) return
      this.windows.delete(key)
    }
  }
}

// INCR, and the expiry set by the hit that opens the window (or on a key that lost its expiry),
// in one round trip; answers the count and the milliseconds left.
const HIT = `local count = redis.call('incr', KEYS[1])
local ttl = redis.call('pttl', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('pexpire', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`
const HIT_SHA1 = createHash('sha1').update(HIT).digest('hex')

/** Counts one hit in Redis, where every instance sees the same windows; rejects when Redis does not answer. */
export async function redisHit(redis: Redis, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
  // Run the script by its digest; on NOSCRIPT (first hit, restart, SCRIPT FLUSH) send it whole,
  // which also loads it. Simpler here than ioredis's per-connection defineCommand.
  const reply = await redis.evalsha(HIT_SHA1, 1, key, windowMs).catch((error: unknown) => {
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error
    return redis.eval(HIT, 1, key, windowMs)
  })
  const [count, ttl] = reply as [number, number]
  return { count, resetAt: now + ttl }
}
