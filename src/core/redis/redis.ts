import type { Redis } from 'ioredis'

const COMMAND_TIMEOUT_MS = 1000
/** The first pause after Redis failed; each failed probe doubles it, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 500
const MAX_PAUSE_MS = 8000

/** What a call answers while the breaker is open: Redis is not asked. */
export class RedisUnavailable extends Error {
  readonly code = 'EREDISPAUSED'
  constructor() {
    super('Redis is not answering; calls to it are paused')
  }
}

/**
 * The shared Redis connection behind one circuit breaker: after a failure every caller takes its
 * local fallback at once instead of each waiting out its own timeout.
 */
export class SharedRedis {
  private openUntil = 0
  private pauseMs = FIRST_PAUSE_MS
  private probing = false
  private failed = false

  constructor(
    /** the connection itself: to connect, close and duplicate it, never for commands */
    readonly client: Redis,
    private readonly now: () => number = Date.now
  ) {}

  /** True while calls fail at once: Redis failed and has not answered since. */
  get open(): boolean {
    return this.failed
  }

  /** Runs `command` on the client, or rejects at once with RedisUnavailable while the breaker is open. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    if (this.failed) {
      this.probeWhenDue()
      throw new RedisUnavailable()
    }
    try {
      return await command(this.client)
    } catch (error) {
      if (!isReplyError(error)) this.trip()
      throw error
    }
  }

  private trip(): void {
    if (this.failed) return
    this.failed = true
    this.pauseMs = FIRST_PAUSE_MS
    this.openUntil = this.now() + this.pauseMs
  }

  private probeWhenDue(): void {
    if (this.probing || this.now() < this.openUntil) return
    this.probing = true
    this.client
      .ping()
      .then(
        () => {
          this.failed = false
        },
        () => {
          this.pauseMs = Math.min(this.pauseMs * 2, MAX_PAUSE_MS)
          this.openUntil = this.now() + this.pauseMs
        }
      )
      .finally(() => {
        this.probing = false
      })
  }
}

/** An error Redis answered (a script error, NOSCRIPT): Redis is there, the command was wrong. */
function isReplyError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError'
}

/**
 * Opens the optional Redis connection, not yet connected. ioredis is loaded only when REDIS_URL
 * is set.
 */
export async function openRedis(url: string): Promise<SharedRedis> {
  const { Redis } = await import('ioredis')
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000)
  })
  // ioredis reports connection loss as 'error' events and reconnects by itself; health says
  // so. Without a listener an emitted 'error' would end the process.
  client.on('error', () => {})
  return new SharedRedis(client)
}
