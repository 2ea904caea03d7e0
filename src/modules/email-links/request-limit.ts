import type { SharedRedis } from '../../core/redis/redis.js'
import { AppError } from '../../core/errors.js'
import { LocalWindows, redisHit, type WindowCount } from '../../lib/fixed-windows.js'

export const WINDOW_MS = 15 * 60_000
/** Requests for one address in a window, from anywhere: bounds the mail one address can be sent. */
export const PER_EMAIL = 10
/** Requests from one client IP in a window, whatever the addresses. */
export const PER_IP = 50
const MAX_LOCAL_KEYS = 100_000

/**
 * Limits anonymous requests that mail a link, per address and per IP, the same whether the address
 * has an account or not, so a 429 reveals nothing. Redis when reachable, else memory.
 */
export class RequestLimit {
  private readonly local = new LocalWindows(WINDOW_MS, MAX_LOCAL_KEYS)

  constructor(
    private readonly redis: SharedRedis | null,
    /** REDIS_PREFIX and the flow's name */
    private readonly prefix: string
  ) {}

  /** Counts one request; 429 RATE_LIMITED with Retry-After past either limit. */
  async hit(email: string, ip: string): Promise<void> {
    const byEmail = await this.count(`email:${email.toLowerCase()}`)
    const byIp = await this.count(`ip:${ip}`)
    const over = [byEmail.count > PER_EMAIL && byEmail, byIp.count > PER_IP && byIp].filter((hit): hit is WindowCount => hit !== false)
    if (over.length === 0) return
    const seconds = Math.max(1, Math.ceil((Math.max(...over.map((hit) => hit.resetAt)) - Date.now()) / 1000))
    throw new AppError('RATE_LIMITED', `Too many requests for this address or from this network; retry in ${seconds} seconds`, undefined, {
      'Retry-After': String(seconds)
    })
  }

  private async count(key: string): Promise<WindowCount> {
    const full = `${this.prefix}${key}`
    if (this.redis) {
      try {
        return await this.redis.run((client) => redisHit(client, full, WINDOW_MS))
      } catch {
        // Redis unreachable: count here instead, so the limit still holds on this instance.
      }
    }
    return this.local.hit(full)
  }
}
