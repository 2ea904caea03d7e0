import type { Client } from 'pg'

/** How often the listening connection proves it is alive; a silent one is replaced. */
const HEARTBEAT_MS = 2000
/** A connection attempt, and each heartbeat, gives up after this long. */
const ANSWER_WITHIN_MS = 5000
/** After a lost connection, the first new attempt waits this long; each failure doubles it, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5000

export interface ListenHandlers {
  onMessage(payload: string): void
  /**
   * LISTEN took effect, the first time or again after the connection was lost: notifications sent
   * meanwhile are lost, so the listener starts afresh.
   */
  onListening(): void
}

/**
 * PostgreSQL LISTEN on a connection of its own (a pooled one would be handed to other queries).
 * A connection that breaks, or stops answering its heartbeat, is replaced, and LISTEN again.
 */
export class PgListener {
  private client: Client | undefined
  private listening = false
  private closed = false
  private retryMs = FIRST_RETRY_MS
  private retry: NodeJS.Timeout | undefined
  private readonly heartbeat: NodeJS.Timeout

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers
  ) {
    this.heartbeat = setInterval(() => {
      const client = this.client
      if (this.listening && client) client.query('select 1').catch(() => this.lost(client))
    }, HEARTBEAT_MS)
    this.heartbeat.unref()
  }

  /** Listens on `channel` of the database at `url`; resolves once the first attempt succeeded or failed (then it retries). */
  static async open(url: string, channel: string, handlers: ListenHandlers): Promise<PgListener> {
    const listener = new PgListener(url, channel, handlers)
    await listener.connect()
    return listener
  }

  /** false while notifications may be missed */
  get live(): boolean {
    return this.listening
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.heartbeat)
    clearTimeout(this.retry)
    const client = this.client
    this.client = undefined
    this.listening = false
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    // pg is loaded only on PostgreSQL, as the database plugin does.
    const { default: pg } = await import('pg')
    const client = new pg.Client({
      connectionString: this.url,
      // Names the connection in pg_stat_activity, for whoever wonders what it is.
      application_name: `listen ${this.channel}`,
      connectionTimeoutMillis: ANSWER_WITHIN_MS,
      query_timeout: ANSWER_WITHIN_MS,
      keepAlive: true
    })
    this.client = client
    client.on('error', () => this.lost(client))
    client.on('end', () => this.lost(client))
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handlers.onMessage(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`)
    } catch {
      return this.lost(client)
    }
    if (this.client !== client) return
    this.listening = true
    this.retryMs = FIRST_RETRY_MS
    this.handlers.onListening()
  }

  private lost(client: Client): void {
    if (this.client !== client) return
    this.client = undefined
    this.listening = false
    client.end().catch(() => {})
    if (this.closed) return
    this.retry = setTimeout(() => void this.connect(), this.retryMs)
    this.retry.unref()
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS)
  }
}
