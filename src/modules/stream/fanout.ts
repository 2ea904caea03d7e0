import type { Kysely } from 'kysely'
import { PgListener } from '../../core/db/pg-listener.js'
import type { Database } from '../../core/db/schema.js'
import { RedisChannel } from '../../core/redis/redis-channel.js'
import type { SharedRedis } from '../../core/redis/redis.js'
import { newId } from '../../lib/ids.js'
import type { StreamedEvent, StreamRepository } from './stream.repository.js'

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a message stays under this, and an
 * event too large for one travels as its id, read from the log by the instances that hear it.
 */
const NOTIFY_MAX_BYTES = 7900

/** How events travel between instances: `redis` (REDIS_URL set), `postgres` (LISTEN/NOTIFY), or `local` (one process, SQLite). */
export type FanoutKind = 'redis' | 'postgres' | 'local'

/** What one instance sends the others: its origin, and events (or, on PostgreSQL, ids of events too large to carry). */
interface Message {
  o: string
  e: (StreamedEvent | string)[]
}

export interface FanoutOptions {
  redis: SharedRedis | null
  /** REDIS_PREFIX: the Redis channel is `<prefix>events` */
  prefix: string
  /** the database's URL when it is PostgreSQL, for a LISTEN connection */
  postgresUrl: string | undefined
  db: Kysely<Database>
  repo: StreamRepository
  log: { warn(details: object, message: string): void }
  /** an event committed on another instance */
  onEvent(event: StreamedEvent): void
  /**
   * The link to the other instances (re)started: events sent while it was down did not reach
   * this instance, so the streams open here should replay from the log.
   */
  onGap(): void
}

interface Link {
  send(payload: string): Promise<void>
  readonly live: boolean
  close(): Promise<void> | void
}

/**
 * Carries events committed here to other instances (Redis or PostgreSQL), one message per event
 * loop turn, after commit; events lost to a crash in between are replayed from the log.
 */
export class EventFanout {
  private readonly origin = newId()
  private link: Link | undefined
  private outgoing: StreamedEvent[] = []
  private scheduled = false
  /** the batch being sent, if any */
  private sending: Promise<void> | undefined
  /** messages heard are handled in order, one at a time: an id may need a read of the log */
  private received: Promise<void> = Promise.resolve()
  private failing = false

  private constructor(
    readonly kind: FanoutKind,
    private readonly options: FanoutOptions
  ) {}

  static async start(options: FanoutOptions): Promise<EventFanout> {
    const kind: FanoutKind = options.redis ? 'redis' : options.postgresUrl ? 'postgres' : 'local'
    const fanout = new EventFanout(kind, options)
    const handlers = { onMessage: (payload: string) => fanout.heard(payload), onReady: () => options.onGap() }
    if (options.redis) {
      fanout.link = await RedisChannel.open(options.redis, `${options.prefix}events`, { onMessage: handlers.onMessage, onSubscribed: handlers.onReady })
    } else if (options.postgresUrl) {
      const listener = await PgListener.open(options.postgresUrl, CHANNEL, { onMessage: handlers.onMessage, onListening: handlers.onReady })
      fanout.link = { send: (payload) => options.repo.notify(options.db, CHANNEL, payload), get live() { return listener.live }, close: () => listener.close() }
    }
    return fanout
  }

  /** True while every event sent by another instance reaches this one. */
  get live(): boolean {
    return this.link?.live ?? true
  }

  /** Sends an event committed here to the other instances. */
  publish(event: StreamedEvent): void {
    if (!this.link) return
    this.outgoing.push(event)
    this.schedule()
  }

  /** Sends what is still on its way, then stops listening. */
  async close(): Promise<void> {
    while (this.scheduled || this.sending) {
      if (this.scheduled) this.flush()
      await this.sending
    }
    await this.link?.close()
    await this.received
  }

  private schedule(): void {
    if (this.scheduled || this.sending || this.outgoing.length === 0) return
    this.scheduled = true
    setImmediate(() => this.flush())
  }

  /**
   * Sends what was published, one message after the other: two PostgreSQL NOTIFYs on two pooled
   * connections could arrive in either order. What is published meanwhile goes in the next batch.
   */
  private flush(): void {
    if (!this.scheduled) return
    this.scheduled = false
    const events = this.outgoing
    this.outgoing = []
    this.sending = (async () => {
      for (const payload of this.messages(events)) {
        try {
          await this.link!.send(payload)
          this.failing = false
        } catch (error) {
          // Once per failing spell: the instances that missed these events replay them when their clients reconnect.
          if (!this.failing) this.options.log.warn({ err: error }, `live events could not be sent to the other instances through ${this.kind}`)
          this.failing = true
        }
      }
    })().finally(() => {
      this.sending = undefined
      this.schedule()
    })
  }

  /** The messages that carry `events`: one for Redis; on PostgreSQL as many as its payload limit needs. */
  private messages(events: StreamedEvent[]): string[] {
    const whole = JSON.stringify({ o: this.origin, e: events } satisfies Message)
    if (this.kind !== 'postgres' || Buffer.byteLength(whole) < NOTIFY_MAX_BYTES) return [whole]
    const messages: string[] = []
    const head = `{"o":${JSON.stringify(this.origin)},"e":[`
    let items: string[] = []
    let size = head.length + 2
    for (const event of events) {
      let item = JSON.stringify(event)
      if (Buffer.byteLength(item) + head.length + 2 >= NOTIFY_MAX_BYTES) item = JSON.stringify(event.id)
      const bytes = Buffer.byteLength(item) + 1
      if (items.length > 0 && size + bytes >= NOTIFY_MAX_BYTES) {
        messages.push(`${head}${items.join(',')}]}`)
        items = []
        size = head.length + 2
      }
      items.push(item)
      size += bytes
    }
    if (items.length > 0) messages.push(`${head}${items.join(',')}]}`)
    return messages
  }

  private heard(payload: string): void {
    let message: Message
    try {
      message = JSON.parse(payload) as Message
    } catch {
      return
    }
    // This instance's own events reached its streams as they committed.
    if (message.o === this.origin || !Array.isArray(message.e)) return
    this.received = this.received.then(async () => {
      for (const item of message.e) {
        if (typeof item !== 'string') {
          this.options.onEvent(item)
          continue
        }
        const event = await this.options.repo.byId(this.options.db, item).catch(() => null)
        // Unreadable now: the streams here replay it from the log once they reconnect.
        if (event === null) this.options.onGap()
        else if (event) this.options.onEvent(event)
      }
    })
  }
}

/** The PostgreSQL channel: per database, so the instances that share one hear each other. */
const CHANNEL = 'live_events'
