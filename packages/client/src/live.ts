import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { ApiError, SessionEndedError } from './errors.js'

/** An event as the service sends it, on a live stream or in a webhook delivery. */
export interface LiveEvent<T = unknown> {
  /** what `Last-Event-ID` names to resume after it */
  id: string
  /** such as `content.published`, `user.created` */
  type: string
  /** when it was committed (ISO 8601) */
  timestamp: string
  /** the resource as the API showed it then */
  data: T
}

export type LiveStatus = 'connecting' | 'open' | 'closed'

export interface LiveOptions {
  /** event names, and prefixes ending in a dot (`content.`); every event the caller may see when left out */
  types?: string[]
  /** resumes after this event: what was missed since is replayed first */
  lastEventId?: string
  /** each event, in order */
  onEvent(event: LiveEvent): void
  /**
   * More was missed than can be replayed (over 1,000 events, or an hour): reload what is
   * shown. Events keep coming after it.
   */
  onReset?(reason: string): void
  /** `connecting` while (re)connecting, `open` once events flow, `closed` for good */
  onStatus?(status: LiveStatus): void
  /**
   * The stream ended for good: the session ended (`SessionEndedError`; the token was dropped),
   * or the service refused the request itself (a 422 on `types`). Not called after `close()`.
   */
  onError?(error: ApiError): void
}

/** What opens one connection of a stream: the answer once it is 200, or it throws (an ApiError for any other answer). */
export type OpenStream = (query: Record<string, string>, headers: Record<string, string>, signal: AbortSignal) => Promise<Response>

/** A first wait before reconnecting after a failure; it doubles with each failure in a row, up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 1000
const MAX_WAIT_MS = 30_000

/**
 * A live stream that reconnects (after `retry:`, backing off, honouring Retry-After), resumes with
 * `Last-Event-ID` and refreshes an expired token; it stops on `close()` or an ended session.
 */
export class LiveSubscription {
  private readonly abort = new AbortController()
  private retryMs = FIRST_WAIT_MS
  private failures = 0
  private last: string | undefined

  constructor(
    private readonly options: LiveOptions,
    private readonly open: OpenStream
  ) {
    this.last = options.lastEventId
    void this.run()
  }

  /** The id of the last event received: where a new subscription would resume. */
  get lastEventId(): string | undefined {
    return this.last
  }

  /** Stops for good. */
  close(): void {
    if (this.abort.signal.aborted) return
    this.abort.abort()
    this.options.onStatus?.('closed')
  }

  private get closed(): boolean {
    return this.abort.signal.aborted
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      this.options.onStatus?.('connecting')
      let wait: number
      try {
        const response = await this.open(this.query(), this.last === undefined ? {} : { 'last-event-id': this.last }, this.abort.signal)
        await this.read(response)
        // The service ended the stream (a shutdown, a client too slow): back after its retry delay.
        wait = this.retryMs
      } catch (error) {
        if (this.closed) return
        if (error instanceof ApiError && !retryable(error)) return this.fail(error)
        this.failures++
        const backoff = Math.min(FIRST_WAIT_MS * 2 ** (this.failures - 1), MAX_WAIT_MS)
        wait = error instanceof ApiError && error.retryAfter !== null ? Math.max(error.retryAfter * 1000, backoff) : backoff
      }
      await pause(wait, this.abort.signal)
    }
  }

  private query(): Record<string, string> {
    return this.options.types && this.options.types.length > 0 ? { types: this.options.types.join(',') } : {}
  }

  private async read(response: Response): Promise<void> {
    if (!response.body) return
    const parser = createParser({
      onEvent: (message) => this.heard(message),
      onRetry: (ms) => {
        this.retryMs = ms
      }
    })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let opened = false
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        if (!opened) {
          opened = true
          this.failures = 0
          this.options.onStatus?.('open')
        }
        parser.feed(value)
      }
    } catch {
      // The connection broke, or close() aborted it: run() decides which.
    } finally {
      reader.releaseLock()
    }
  }

  private heard(message: EventSourceMessage): void {
    if (this.closed) return
    if (message.id) this.last = message.id
    if (message.event === 'reset') {
      this.options.onReset?.(parseReason(message.data))
      return
    }
    if (message.event !== undefined && message.event !== 'message') return
    this.options.onEvent(JSON.parse(message.data) as LiveEvent)
  }

  private fail(error: ApiError): void {
    this.abort.abort()
    this.options.onError?.(error)
    this.options.onStatus?.('closed')
  }
}

/** Worth trying again later: too many streams or requests, or the service is unwell. A 401 here is not: an expired token was refreshed already. */
function retryable(error: ApiError): boolean {
  return !(error instanceof SessionEndedError) && (error.status === 429 || error.status >= 500)
}

function parseReason(data: string): string {
  try {
    return String((JSON.parse(data) as { reason?: unknown }).reason ?? '')
  } catch {
    return data
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
