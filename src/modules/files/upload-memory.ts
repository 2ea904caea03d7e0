import { heapTrim } from '../../core/heap-trim.js'

const COLLECT_EVERY_BYTES = 8 * 1024 * 1024
/** How long after the last upload in flight has ended, at least, the memory uploads left is given back. */
export const QUIET_MS = 50
/** Between the collection that frees the chunks and the trim that gives their pages back. */
export const TRIM_AFTER_COLLECTION_MS = 50
/** Trims at most this often, however uploads come and go. */
export const MIN_TRIM_GAP_MS = 1000

/**
 * Gives back the memory upload bodies took, in two steps.
 *
 * While uploads stream, minor garbage collections paced by their bytes. Node's HTTP parser
 * copies each chunk of a request body it reads into a Buffer of its own, held outside the JS
 * heap, and V8 frees one only when it collects the small object that holds it. An upload
 * allocates little on the heap, so what brings a minor collection is V8's own pressure check on
 * young memory outside the heap, which let about 32 MiB of chunks long read wait (and 64 MiB more
 * starts a full collection's marking). A minor collection (a fraction of a millisecond) after
 * every 8 MiB of upload bytes lowers that wait: on one core, 50 uploads of 1 MiB at once peaked at
 * 153-155 MiB instead of 163-167, and sign-ins after them at 167-171 instead of 173-184, at the
 * same rate of uploads (A/B of one build with and without the flag,
 * `npm run bench -- --quick --only=update-publish,upload,login`, 3 runs each).
 *
 * Once no upload has been in flight for QUIET_MS, a last minor collection, then a trim of malloc's
 * heap (core/heap-trim.ts): the freed chunks were spread over the heap, and glibc alone would keep
 * their pages. Never while an upload is in flight: the next chunks would fault the pages in
 * again. Only when uploads have read bytes since the last trim, and at most once per
 * MIN_TRIM_GAP_MS, so that uploads refused before their bytes, or coming one at a time, cost a
 * few milliseconds a second at most.
 *
 * V8's gc() exists only when node runs with --expose-gc, as `npm start` runs it; without the
 * flag nothing is collected here, and V8 collects as it would anyway.
 */
export class UploadMemory {
  private bytesSinceCollection = 0
  private bytesSinceTrim = 0
  private inFlight = 0
  private lastTrimAt = -Infinity
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly collect: (() => void) | undefined,
    private readonly trim: (() => void) | undefined
  ) {}

  /** Whether collections can be asked for (node runs with --expose-gc). */
  get collects(): boolean {
    return this.collect !== undefined
  }

  /** How many uploads are in flight. */
  get uploadsInFlight(): number {
    return this.inFlight
  }

  /** An upload has arrived: it is in flight, waiting for its turn or streaming, until uploadEnded. */
  uploadBegan(): void {
    this.inFlight++
  }

  /** Counts `bytes` of an upload read; asks for a collection once 8 MiB have been read since the last. */
  bytesRead(bytes: number): void {
    this.bytesSinceTrim += bytes
    if (!this.collect) return
    this.bytesSinceCollection += bytes
    if (this.bytesSinceCollection < COLLECT_EVERY_BYTES) return
    this.bytesSinceCollection = 0
    this.collect()
  }

  /** An upload has ended, however it ended; the last one in flight schedules the trim. */
  uploadEnded(): void {
    this.inFlight--
    if (this.inFlight === 0 && this.trim && this.bytesSinceTrim > 0) this.schedule(Math.max(QUIET_MS, this.lastTrimAt + MIN_TRIM_GAP_MS - Date.now()))
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.release(), delayMs).unref()
  }

  private release(): void {
    this.timer = undefined
    // An upload has begun since: its end schedules again.
    if (this.inFlight > 0) return
    this.collect?.()
    // V8 frees the chunks of the Buffers it collected on a thread of its own, after the collection.
    this.timer = setTimeout(() => {
      this.timer = undefined
      if (this.inFlight > 0) return
      this.bytesSinceTrim = 0
      this.lastTrimAt = Date.now()
      this.trim?.()
    }, TRIM_AFTER_COLLECTION_MS).unref()
  }
}

const exposedGc = globalThis.gc
/** Shared by every upload: what counts is the memory of the process, whoever sent the bytes. */
export const uploadMemory = new UploadMemory(exposedGc && (() => exposedGc({ type: 'minor' })), heapTrim.trim)
