/**
 * What the worker drives: a queue of work kept in the database (webhook deliveries, mails), each
 * item claimed under a lease before it is attempted.
 */
export interface WorkQueue<T extends { id: string }> {
  /** turns pending input into due items (webhook events into deliveries); answers how many it took */
  dispatchPending?(): Promise<number>
  claimDue(limit: number): Promise<T[]>
  nextDueAt(): Promise<string | undefined>
  attempt(item: T): Promise<unknown>
}

/** What the worker needs of a logger (pino's has it). */
export interface ErrorLog {
  error(details: object, message: string): void
}

export interface WorkerOptions {
  /** names the queue in the log: "<name> worker round failed" */
  name: string
  /** attempts in flight at once, per instance */
  concurrency?: number
  /** how often to look for work nobody told this instance about (other instances, the CLI, expired leases) */
  pollMs?: number
}

const DEFAULT_CONCURRENCY = 32
const DEFAULT_POLL_MS = 1000

/**
 * A delivery loop (webhooks, mails), woken after each commit that wrote work and polling for what
 * other processes committed. All it holds is leased in the database, so a killed process loses nothing.
 */
export class QueueWorker<T extends { id: string }> {
  private readonly inFlight = new Set<Promise<void>>()
  private readonly concurrency: number
  private readonly pollMs: number
  private timer: NodeJS.Timeout | undefined
  /** the round under way, if any */
  private round: Promise<void> | undefined
  private running = false
  private again = false
  private stopped = true

  constructor(
    private readonly queue: WorkQueue<T>,
    private readonly log: ErrorLog,
    private readonly options: WorkerOptions
  ) {
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS
  }

  start(): void {
    this.stopped = false
    this.wake()
  }

  /**
   * Asks for a round soon; rounds never overlap (a wake during one makes it go again). The round
   * starts at the end of this event-loop turn, so that the commits of one turn (a burst of
   * writes on SQLite) make one round, not one each: a round costs a few queries and a write.
   */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = true
    setImmediate(() => {
      // Stopped since: the database may be closing, so no round starts.
      if (this.stopped) {
        this.running = false
        return
      }
      this.round = this.rounds().finally(() => {
        this.running = false
        this.round = undefined
      })
    })
  }

  /**
   * Stops taking work and waits for the round under way and the attempts in flight (each ends
   * within the attempt time limit). Whatever was not yet sent stays in the database for the next
   * start.
   */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    // The round under way stops claiming at its next check of `stopped` (what it claimed is
    // sent, and waited for below); the app closes the database after this, so nothing of the
    // worker may still be asking it.
    await this.round
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  private async rounds(): Promise<void> {
    clearTimeout(this.timer)
    let wait = this.pollMs
    try {
      do {
        this.again = false
        // One batch of events, then a claim: a long burst of events must not hold up sending.
        if (((await this.queue.dispatchPending?.()) ?? 0) > 0) this.again = true
        const free = this.concurrency - this.inFlight.size
        if (this.stopped || free <= 0) continue
        for (const item of await this.queue.claimDue(free)) this.launch(item)
      } while (this.again && !this.stopped)
      const due = await this.queue.nextDueAt()
      if (due !== undefined) wait = Math.min(wait, Math.max(Date.parse(due) - Date.now(), 0))
    } catch (error) {
      // The database may be gone for a while: try again at the next poll.
      this.log.error({ err: error }, `${this.options.name} worker round failed`)
    }
    if (!this.stopped) {
      this.timer = setTimeout(() => this.wake(), wait)
      this.timer.unref()
    }
  }

  private launch(item: T): void {
    const attempt = this.queue
      .attempt(item)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, id: item.id }, `${this.options.name} attempt could not be recorded`)
      )
      .finally(() => {
        this.inFlight.delete(attempt)
        // Claims go in batches: a round per finished attempt cost two queries per delivery and
        // halved the throughput. Fewer free slots wait for the next poll or batch.
        if (this.inFlight.size <= this.concurrency / 2) this.wake()
      })
    this.inFlight.add(attempt)
  }
}
