import type { Redis } from 'ioredis'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SharedRedis } from './redis.js'

/**
 * How often the subscription proves it is alive. A Redis that hangs with the connection open
 * (frozen, or cut off by the network) sends no 'close', and messages would silently stop.
 */
const HEARTBEAT_MS = 2000
/** Start-up waits this long at most for the first subscription. */
const SUBSCRIBE_WITHIN_MS = 2000

export interface ChannelHandlers {
  onMessage(message: string): void
  /**
   * The subscription (re)started: whatever was published while it was down is lost, so the
   * listener starts afresh. Called on the first subscription too.
   */
  onSubscribed(): void
}

/**
 * A Redis pub/sub channel shared by the instances: messages are published through the shared
 * connection (behind its circuit breaker) and heard on a connection of this channel's own, whose
 * heartbeat notices a Redis that stopped answering.
 */
export class RedisChannel {
  private subscribed = false
  private heartbeat: NodeJS.Timeout | undefined

  private constructor(
    private readonly publisher: SharedRedis,
    private readonly subscriber: Redis,
    private readonly channel: string
  ) {}

  /** Resolves once subscribed, or once the first attempt failed or took too long (the subscription follows when Redis answers). */
  static async open(redis: SharedRedis, channel: string, handlers: ChannelHandlers): Promise<RedisChannel> {
    // A connection of its own, outside the breaker: its heartbeat watches it.
    const subscriber = redis.client.duplicate({ enableOfflineQueue: true })
    // Connection errors surface as `live` turning false; ioredis reconnects by itself.
    subscriber.on('error', () => {})
    const transport = new RedisChannel(redis, subscriber, channel)
    subscriber.on('message', (_channel: string, message: string) => handlers.onMessage(message))
    let firstSubscription: () => void = () => {}
    const subscribedOnce = new Promise<void>((resolve) => (firstSubscription = resolve))
    subscriber.on('ready', () => {
      subscriber
        .subscribe(channel)
        .then(() => {
          handlers.onSubscribed()
          transport.subscribed = true
          firstSubscription()
        })
        .catch(() => {})
    })
    subscriber.on('close', () => {
      transport.subscribed = false
    })
    transport.heartbeat = setInterval(() => {
      if (!transport.subscribed) return
      // No answer within the command timeout: messages may be lost from here on. The
      // reconnection subscribes again and tells the listener to start afresh.
      subscriber.ping().catch(() => {
        transport.subscribed = false
        subscriber.disconnect(true)
      })
    }, HEARTBEAT_MS)
    transport.heartbeat.unref()
    // A Redis that is down does not hold start-up: the subscription follows when it is back.
    await subscriber.connect().then(
      () => Promise.race([subscribedOnce, sleep(SUBSCRIBE_WITHIN_MS, undefined, { ref: false })]),
      () => {}
    )
    return transport
  }

  /** false while messages from elsewhere may be missed */
  get live(): boolean {
    return this.subscribed
  }

  async send(message: string): Promise<void> {
    await this.publisher.run((client) => client.publish(this.channel, message))
  }

  close(): void {
    clearInterval(this.heartbeat)
    this.subscriber.disconnect()
  }
}
