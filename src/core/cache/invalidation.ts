import type { Redis } from 'ioredis'

const CHANNEL = 'admin:invalidate'
/**
 * How often the subscription proves it is alive. A Redis that hangs with the connection open
 * (frozen, or cut off by the network) sends no 'close', and messages would silently stop.
 */
const HEARTBEAT_MS = 2000

type Listener = (key: string) => void

/**
 * Tells every instance that cached state under a key is stale ("session:<id>", "user:<id>").
 * Without Redis it only reaches this process. With Redis it goes through pub/sub, and
 * `reliable` is false whenever the subscription is down: a message may have been missed, so
 * caches must not be trusted until it is back.
 */
export class InvalidationBus {
  private readonly listeners: Listener[] = []
  private subscribed = false
  private heartbeat: NodeJS.Timeout | undefined

  private constructor(
    private readonly publisher: Redis | null,
    private readonly subscriber: Redis | null
  ) {}

  /** A bus for this process only, or across instances when a Redis client is given. */
  static async create(redis: Redis | null): Promise<InvalidationBus> {
    if (!redis) return new InvalidationBus(null, null)
    const subscriber = redis.duplicate({ enableOfflineQueue: true })
    // Connection errors surface as `reliable` turning false; ioredis reconnects by itself.
    subscriber.on('error', () => {})
    const bus = new InvalidationBus(redis, subscriber)
    subscriber.on('message', (_channel: string, key: string) => bus.deliver(key))
    subscriber.on('ready', () => {
      subscriber
        .subscribe(CHANNEL)
        .then(() => {
          // Whatever was published while we were away is lost: start from an empty cache.
          bus.deliver('*')
          bus.subscribed = true
        })
        .catch(() => {})
    })
    subscriber.on('close', () => {
      bus.subscribed = false
    })
    bus.heartbeat = setInterval(() => {
      if (!bus.subscribed) return
      // No answer within the command timeout: messages may be lost from here on. Caches stop
      // being trusted at once; the reconnection resubscribes and starts them afresh.
      subscriber.ping().catch(() => {
        bus.subscribed = false
        subscriber.disconnect(true)
      })
    }, HEARTBEAT_MS)
    bus.heartbeat.unref()
    await subscriber.connect().catch(() => {})
    return bus
  }

  /** True when every invalidation published anywhere reaches this process. */
  get reliable(): boolean {
    return this.subscriber === null || this.subscribed
  }

  onInvalidate(listener: Listener): void {
    this.listeners.push(listener)
  }

  /** Drops `key` here at once, and on every other instance through Redis. */
  async publish(key: string): Promise<void> {
    this.deliver(key)
    // A failed publish can leave another instance stale if only our link to Redis broke; its
    // cache entries expire within PrincipalCache's age limit. When Redis itself is down every
    // instance's `reliable` turns false and they stop trusting their caches at once.
    await this.publisher?.publish(CHANNEL, key).catch(() => {})
  }

  close(): void {
    clearInterval(this.heartbeat)
    this.subscriber?.disconnect()
  }

  private deliver(key: string): void {
    for (const listener of this.listeners) listener(key)
  }
}
