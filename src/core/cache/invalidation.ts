import type { SharedRedis } from '../redis/redis.js'
import { RedisChannel } from '../redis/redis-channel.js'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { setTimeout as sleep } from 'node:timers/promises'
import { newId } from '../../lib/ids.js'

type Listener = (key: string) => void

/** How invalidations reach the other instances. */
interface Transport {
  send(key: string): Promise<void>
  /** false while invalidations from elsewhere may be missed */
  readonly live: boolean
  close(): void
}

export interface BusOptions {
  /** when given, invalidations travel through Redis pub/sub */
  redis: SharedRedis | null
  /** REDIS_PREFIX: the channel is `<prefix>invalidate` */
  prefix: string
  /** without Redis, invalidations travel through this database's `invalidations` table */
  db: Kysely<Database> | null
}

/**
 * Tells every instance that cached state under a key is stale, through Redis pub/sub or else a
 * polled table. `reliable` is false while a message may have been missed.
 */
export class InvalidationBus {
  private readonly listeners: Listener[] = []
  private transport: Transport | null = null
  private readonly sending = new Set<Promise<void>>()

  private constructor() {}

  /** A bus across the instances that share this Redis or, without Redis, this database. */
  static async create(options: BusOptions): Promise<InvalidationBus> {
    const bus = new InvalidationBus()
    const deliver = (key: string) => bus.deliver(key)
    if (options.redis) {
      // Whatever was published while the subscription was down is lost: start from an empty cache.
      bus.transport = await RedisChannel.open(options.redis, `${options.prefix}invalidate`, { onMessage: deliver, onSubscribed: () => deliver('*') })
    }
    else if (options.db) bus.transport = new TableTransport(options.db, deliver)
    return bus
  }

  /** True when every invalidation published anywhere reaches this process. */
  get reliable(): boolean {
    return this.transport?.live ?? true
  }

  onInvalidate(listener: Listener): void {
    this.listeners.push(listener)
  }

  /**
   * Drops `keys` here at once, and sends them to every other instance without waiting: they hear
   * of them as fast either way (Redis at once, the table within a poll), and the answer to the
   * change need not wait for the message.
   */
  publish(...keys: string[]): void {
    for (const key of keys) this.deliver(key)
    for (const key of keys) this.track(this.transport?.send(key))
  }

  /** Sends what is still on its way (a short-lived process, the CLI, must not lose it), then stops. */
  async close(): Promise<void> {
    await Promise.allSettled(this.sending)
    this.transport?.close()
  }

  /**
   * Keeps a send until it settles, for close. The table's keys share one send per batch, tracked
   * once: a promise chain per key lived through garbage collections into the old generation.
   */
  private track(sent: Promise<void> | undefined): void {
    if (!sent || this.sending.has(sent)) return
    this.sending.add(sent)
    // A failed send can leave another instance stale if only our link broke; its cache entries
    // expire within InvalidatedCache's age limit. When Redis or the database itself is down every
    // instance's `reliable` turns false and they stop trusting their caches at once.
    sent.then(
      () => this.sending.delete(sent),
      () => this.sending.delete(sent)
    )
  }

  private deliver(key: string): void {
    for (const listener of this.listeners) listener(key)
  }
}

/** How often each instance reads the others' invalidations: they reach it within this. */
const POLL_MS = 250
/**
 * Each read goes back this far before the previous one: a row whose insert committed late, or
 * that an instance with a clock a little behind ours stamped, is still read. Reading a row twice
 * is harmless (ids already delivered are skipped; invalidation is idempotent anyway).
 */
const OVERLAP_MS = 5000
/** How long a key waits for others to be sent with it. */
const SEND_EVERY_MS = 20
/** Rows older than this are deleted; an instance that could not read for longer starts afresh. */
const KEEP_MS = 10 * 60_000
const PRUNE_EVERY_MS = 60_000

/** Invalidations through the shared database, for instances without Redis. */
class TableTransport implements Transport {
  private readonly origin = newId()
  /** rows already delivered, by id, with their time, until they leave the read window */
  private readonly seen = new Map<string, number>()
  /** when the last successful read began */
  private readSince = Date.now()
  private reading = false
  private healthy = true
  private lastPrune = 0
  private readonly timer: NodeJS.Timeout
  private readonly pending = new Set<string>()
  private sending: Promise<void> | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deliver: Listener
  ) {
    this.timer = setInterval(() => void this.read(), POLL_MS)
    this.timer.unref()
  }

  get live(): boolean {
    return this.healthy
  }

  /** Batches keys sent close together into one insert, so a burst of writes costs one commit, not one per write. */
  send(key: string): Promise<void> {
    this.pending.add(key)
    this.sending ??= sleep(SEND_EVERY_MS).then(async () => {
      const keys = [...this.pending]
      this.pending.clear()
      this.sending = undefined
      const now = new Date().toISOString()
      await this.db
        .insertInto('invalidations')
        .values(keys.map((cacheKey) => ({ id: newId(), cache_key: cacheKey, origin: this.origin, created_at: now })))
        .execute()
    })
    return this.sending
  }

  close(): void {
    clearInterval(this.timer)
  }

  private async read(): Promise<void> {
    if (this.reading) return
    this.reading = true
    const started = Date.now()
    try {
      const from = this.readSince - OVERLAP_MS
      // Our own rows are left in the database: at a steady write rate they are most of the window.
      const rows = await this.db
        .selectFrom('invalidations')
        .select(['id', 'cache_key', 'created_at'])
        .where('created_at', '>=', new Date(from).toISOString())
        .where('origin', '<>', this.origin)
        .execute()
      // Rows may have been pruned while we could not read: what they said is lost.
      if (started - this.readSince > KEEP_MS) this.deliver('*')
      for (const row of rows) {
        if (this.seen.has(row.id)) continue
        this.seen.set(row.id, Date.parse(row.created_at))
        this.deliver(row.cache_key)
      }
      for (const [id, at] of this.seen) if (at < from) this.seen.delete(id)
      this.readSince = started
      this.healthy = true
      if (started - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = started
        await this.db.deleteFrom('invalidations').where('created_at', '<', new Date(started - KEEP_MS).toISOString()).execute()
      }
    } catch {
      // The database is unreachable: an invalidation may be missed, so caches are bypassed
      // until a read succeeds and catches up from where the last one began.
      this.healthy = false
    } finally {
      this.reading = false
    }
  }
}
