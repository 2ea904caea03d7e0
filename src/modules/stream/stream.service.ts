import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { AppError, invalidField } from '../../core/errors.js'
import { EVENT_TYPES, TYPE_PREFIXES, typesCovered } from '../../core/events/event-types.js'
import { maySee } from '../../core/events/visibility.js'
import type { Authenticator, Principal, Viewer } from '../../core/principal.js'
import type { Position, StreamedEvent, StreamRepository } from './stream.repository.js'
import { eventFrame, HEARTBEAT, resetFrame, retryFrame } from './sse.js'

/** Streams one user may hold open on an instance. */
export const MAX_STREAMS_PER_USER = 5
export const HEARTBEAT_MS = 15_000
/** What a reconnect may replay at most; past either, the client is told to reload instead. */
export const REPLAY_MAX_EVENTS = 1000
export const REPLAY_MAX_AGE_MS = 3600_000
/**
 * A stream whose client leaves this much unread is dropped: it reconnects and replays what it
 * missed from the log, and memory stays bounded whoever stops reading.
 */
export const MAX_UNREAD_BYTES = 256 * 1024
/**
 * Events that keep coming are written to each stream at most this often, several at once: a
 * write per event and stream would cost a system call each. A quiet stream's event goes at once.
 */
const FLUSH_EVERY_MS = 20
/** A replay waits this long at most for its client to read what was written. */
const REPLAY_DRAIN_MS = 10_000
// Reconnections after an instance goes away spread over this range instead of arriving at once.
const RETRY_MS = [1000, 4000] as const

/** Where a stream's bytes go: the HTTP answer, seen without Fastify. */
export interface StreamOutput {
  /** bytes written that the client has not taken yet */
  readonly unread: number
  write(chunk: Buffer | string): void
  /** resolves true once the client has taken what was written, false if it has not after `ms` */
  drained(ms: number): Promise<boolean>
  /** ends the answer; the client reconnects (with Last-Event-ID) if it still wants events */
  end(): void
}

/** The rule of who may read which content item, from the content module. */
export interface ContentRule {
  isVisible(viewer: Viewer, item: { status: string; authorId: string }): boolean
}

export interface StreamsDeps {
  db: Kysely<Database>
  repo: StreamRepository
  content: ContentRule
  authenticator: Pick<Authenticator, 'recheck'>
  maxStreams: number
  log: { warn(details: object, message: string): void }
  /** HEARTBEAT_MS unless given (tests) */
  heartbeatMs?: number
}

export interface OpenOptions {
  /** `?types=`: comma-separated event names or prefixes */
  types?: string
}

/** A committed event as the streams of this instance share it: its frame and content are made once. */
class Outgoing {
  private frameBytes: Buffer | undefined
  private parsed: { status: string; authorId: string } | undefined

  constructor(readonly event: StreamedEvent) {}

  get frame(): Buffer {
    return (this.frameBytes ??= eventFrame(this.event))
  }

  /** The content item the event shows, for the visibility rule. */
  get item(): { status: string; authorId: string } {
    return (this.parsed ??= JSON.parse(this.event.payload) as { status: string; authorId: string })
  }
}

/** One open stream: who it is for, what it asked for, and where its bytes go. */
export class LiveStream {
  output: StreamOutput | undefined
  /** events committed while the replay was being read, sent after it; null once live */
  held: Outgoing[] | null = []
  closed = false
  /** bumped by every recheck, so that only the latest one's answer counts */
  checks = 0

  constructor(
    public principal: Principal,
    readonly filters: string[] | undefined
  ) {}

  wantsType(type: string): boolean {
    return this.filters === undefined || this.filters.some((filter) => (filter.endsWith('.') ? type.startsWith(filter) : type === filter))
  }
}

/** The validated `?types=` filters, or undefined for every type; 422 on `types` for an unknown one. */
export function parseTypes(types: string | undefined): string[] | undefined {
  if (types === undefined) return undefined
  const filters = [...new Set(types.split(',').map((type) => type.trim()))].filter(Boolean)
  const known = new Set<string>([...EVENT_TYPES, ...TYPE_PREFIXES])
  const unknown = filters.filter((filter) => !known.has(filter))
  if (unknown.length > 0) {
    throw invalidField('types', `unknown event names or prefixes: ${unknown.join(', ')}; expected names such as ${EVENT_TYPES.slice(0, 3).join(', ')} or prefixes (${TYPE_PREFIXES.join(', ')}), separated by commas`)
  }
  return filters.length === 0 ? undefined : filters
}

/**
 * The live streams of this instance: who may open one (limits), what each receives (the visibility
 * rule of the activity log and webhooks, then its type filter), the replay after a reconnect,
 * heartbeats, and the end or narrowing of a stream once its session or account changes.
 */
export class StreamsService {
  private readonly streams = new Set<LiveStream>()
  private readonly byUser = new Map<string, Set<LiveStream>>()
  private readonly bySession = new Map<string, Set<LiveStream>>()
  private incoming: Outgoing[] = []
  private flushTimer: NodeJS.Timeout | undefined
  private lastFlush = 0
  private readonly heartbeat: NodeJS.Timeout

  constructor(private readonly deps: StreamsDeps) {
    this.heartbeat = setInterval(() => this.beat(), deps.heartbeatMs ?? HEARTBEAT_MS)
    this.heartbeat.unref()
  }

  /** Streams open on this instance. */
  get size(): number {
    return this.streams.size
  }

  /**
   * Takes a place for a new stream of `principal`, or 429 past the limits. From here on the
   * stream holds the events committed, until `start` sends them.
   */
  reserve(principal: Principal, options: OpenOptions): LiveStream {
    const filters = parseTypes(options.types)
    const own = this.byUser.get(principal.userId)?.size ?? 0
    if (own >= MAX_STREAMS_PER_USER) {
      throw new AppError('RATE_LIMITED', `At most ${MAX_STREAMS_PER_USER} live streams per user are open at once; close one first`, undefined, { 'Retry-After': '5' })
    }
    if (this.streams.size >= this.deps.maxStreams) {
      throw new AppError('RATE_LIMITED', 'This instance has as many live streams open as it allows (MAX_STREAMS); retry later', undefined, { 'Retry-After': '5' })
    }
    const stream = new LiveStream(principal, filters)
    this.streams.add(stream)
    addTo(this.byUser, principal.userId, stream)
    addTo(this.bySession, principal.sessionId, stream)
    return stream
  }

  /**
   * Starts sending: the reconnection delay, then, after a reconnect (`lastEventId`), what the
   * client missed or a `reset`, then what was committed meanwhile, then every event as it comes.
   */
  async start(stream: LiveStream, output: StreamOutput, lastEventId: string | undefined): Promise<void> {
    stream.output = output
    output.write(retryFrame(randomInt(RETRY_MS[0], RETRY_MS[1])))
    const sent = new Set<string>()
    if (lastEventId !== undefined) {
      const replay = await this.replay(stream, lastEventId)
      if (stream.closed) return
      if ('reset' in replay) output.write(resetFrame(replay.position?.id, replay.reset))
      for (const event of replay.events ?? []) {
        sent.add(event.id)
        if (this.send(stream, new Outgoing(event)) && output.unread > MAX_UNREAD_BYTES && !(await output.drained(REPLAY_DRAIN_MS))) return this.close(stream)
        if (stream.closed) return
      }
    }
    const held = stream.held ?? []
    stream.held = null
    for (const event of held) if (!sent.has(event.event.id)) this.send(stream, event)
  }

  /** Forgets a stream whose answer has ended (its client left, or it was closed here). */
  release(stream: LiveStream): void {
    stream.closed = true
    if (!this.streams.delete(stream)) return
    removeFrom(this.byUser, stream.principal.userId, stream)
    removeFrom(this.bySession, stream.principal.sessionId, stream)
  }

  /** A committed event, for every stream that may see it. */
  deliver(event: StreamedEvent): void {
    // With no stream open, none can want it: a stream opened later replays from the log.
    if (this.streams.size === 0) return
    this.incoming.push(new Outgoing(event))
    if (this.flushTimer) return
    this.flushTimer = setTimeout(() => this.flush(), Math.max(0, this.lastFlush + FLUSH_EVERY_MS - Date.now()))
  }

  /**
   * An invalidation from the bus: the streams of a session (`session:<id>`), of an account
   * (`user:<id>`, or `two-factor:<id>` when its two-factor sign-in was turned on or off), or all
   * of them (`*`) check their caller again, ending or narrowing at once.
   */
  invalidated(key: string): void {
    // With no stream open none is affected: every write publishes several keys, each heard here.
    if (this.streams.size === 0) return
    const [kind, id = ''] = key.split(':', 2)
    const ofUser = kind === 'user' || kind === 'two-factor'
    const affected = key === '*' ? this.streams : kind === 'session' ? this.bySession.get(id) : ofUser ? this.byUser.get(id) : undefined
    if (!affected || affected.size === 0) return
    const streams = [...affected]
    // After every listener of this invalidation has run: the caches drop their entries first.
    queueMicrotask(() => streams.forEach((stream) => this.recheck(stream)))
  }

  /** Ends every stream (shutdown): their clients reconnect, to another instance if there is one. */
  closeAll(): void {
    clearInterval(this.heartbeat)
    clearTimeout(this.flushTimer)
    this.reconnectAll()
  }

  /**
   * Ends every stream so that its client reconnects and replays from the log what it missed:
   * after events from other instances may have been lost on the way here.
   */
  reconnectAll(): void {
    for (const stream of [...this.streams]) this.close(stream)
  }

  /** Ends a stream from this side. */
  close(stream: LiveStream): void {
    this.release(stream)
    stream.output?.end()
  }

  private async replay(stream: LiveStream, lastEventId: string): Promise<{ events: StreamedEvent[] } | { reset: string; position: Position | undefined; events?: undefined }> {
    const { db, repo } = this.deps
    const from = await repo.position(db, lastEventId)
    const reset = (reason: string) => repo.newest(db).then((position) => ({ reset: reason, position }))
    if (!from) return reset('The event named by Last-Event-ID is not in the log (unknown, or older than the log keeps): reload, then keep listening')
    if (Date.parse(from.created_at) < Date.now() - REPLAY_MAX_AGE_MS) return reset('Last-Event-ID is more than an hour old: reload, then keep listening')
    const types = stream.filters && [...new Set(stream.filters.flatMap(typesCovered))]
    const events = await repo.after(db, from, types, REPLAY_MAX_EVENTS + 1)
    if (events.length > REPLAY_MAX_EVENTS) return reset(`More than ${REPLAY_MAX_EVENTS} events were missed: reload, then keep listening`)
    return { events }
  }

  private flush(): void {
    this.flushTimer = undefined
    this.lastFlush = Date.now()
    const batch = this.incoming
    this.incoming = []
    for (const stream of this.streams) {
      if (stream.held) {
        stream.held.push(...batch)
        continue
      }
      const frames: Buffer[] = []
      for (const event of batch) if (this.sees(stream, event)) frames.push(event.frame)
      if (frames.length > 0) this.write(stream, frames.length === 1 ? frames[0]! : Buffer.concat(frames))
    }
  }

  /** Sends one event if the stream may see it; answers whether it did. */
  private send(stream: LiveStream, event: Outgoing): boolean {
    if (!this.sees(stream, event)) return false
    this.write(stream, event.frame)
    return true
  }

  private sees(stream: LiveStream, event: Outgoing): boolean {
    const { principal } = stream
    return stream.wantsType(event.event.type) && maySee(principal, event.event, () => this.deps.content.isVisible(principal, event.item))
  }

  private write(stream: LiveStream, chunk: Buffer | string): void {
    const { output } = stream
    if (!output || stream.closed) return
    if (output.unread > MAX_UNREAD_BYTES) {
      this.deps.log.warn({ userId: stream.principal.userId, unread: output.unread }, 'live stream dropped: its client is not reading; it will replay what it missed')
      return this.close(stream)
    }
    output.write(chunk)
  }

  private recheck(stream: LiveStream): void {
    const check = ++stream.checks
    Promise.resolve()
      .then(() => this.deps.authenticator.recheck(stream.principal))
      .then(
        (principal) => {
          // An administrator held to REQUIRE_2FA_FOR_ADMINS who turned two-factor sign-in off.
          if (principal.mfaEnrolmentRequired) return this.close(stream)
          if (check === stream.checks) stream.principal = principal
        },
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'UNAUTHORIZED') return this.close(stream)
          // The database did not answer: a change it holds cannot have been made either.
          this.deps.log.warn({ err: error, userId: stream.principal.userId }, 'live stream could not check its session; kept until the next check')
        }
      )
  }

  private beat(): void {
    for (const stream of this.streams) {
      if (!stream.output) continue
      this.write(stream, HEARTBEAT)
      // Also catches what no invalidation announces: a session past its refresh deadline.
      this.recheck(stream)
    }
  }
}

function addTo(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  let set = index.get(key)
  if (!set) index.set(key, (set = new Set()))
  set.add(stream)
}

function removeFrom(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  const set = index.get(key)
  if (!set) return
  set.delete(stream)
  if (set.size === 0) index.delete(key)
}
