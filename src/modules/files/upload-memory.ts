import { trimMallocHeap } from '../../core/heap-trim.js'

const COLLECT_EVERY_BYTES = 8 * 1024 * 1024
/** How long no upload may have read a byte before the memory uploads left is given back. */
export const QUIET_MS = 50
/** Between the collection that frees the chunks and the trim that gives their pages back. */
export const TRIM_AFTER_COLLECTION_MS = 50

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
 * Once no upload is in flight and none has read a byte for QUIET_MS, a last minor collection,
 * then a trim of malloc's heap (core/heap-trim.ts): the freed chunks were spread over the heap,
 * and glibc alone would keep their pages. Not while uploads go on: pages given back are faulted
 * in again by the next chunks.
 *
 * V8's gc() exists only when node runs with --expose-gc, as `npm start` runs it; without the
 * flag nothing is collected here, and V8 collects as it would anyway.
 */
export class UploadMemory {
  private bytesSinceCollection = 0
  private lastReadAt = 0
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly collect: (() => void) | undefined,
    private readonly trim: (() => boolean) | undefined
  ) {}

  /** Whether collections can be asked for (node runs with --expose-gc). */
  get collects(): boolean {
    return this.collect !== undefined
  }

  /** Whether malloc's heap can be trimmed (glibc, and the addon built). */
  get trims(): boolean {
    return this.trim !== undefined
  }

  /** Counts `bytes` of an upload read; asks for a collection once 8 MiB have been read since the last. */
  bytesRead(bytes: number): void {
    this.lastReadAt = Date.now()
    if (!this.collect) return
    this.bytesSinceCollection += bytes
    if (this.bytesSinceCollection < COLLECT_EVERY_BYTES) return
    this.bytesSinceCollection = 0
    this.collect()
  }

  /** No upload is in flight any more: gives their memory back once none has read a byte for QUIET_MS. */
  uploadsIdle(): void {
    if (!this.trim) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.release(), QUIET_MS).unref()
  }

  private release(): void {
    this.timer = undefined
    // An upload has begun since: its end asks again.
    if (Date.now() - this.lastReadAt < QUIET_MS) return
    this.collect?.()
    // V8 frees the chunks of the Buffers it collected on a thread of its own, after the collection.
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.trim?.()
    }, TRIM_AFTER_COLLECTION_MS).unref()
  }
}

const exposedGc = globalThis.gc
/** Shared by every upload: what counts is the bytes the process has read, whoever sent them. */
export const uploadMemory = new UploadMemory(exposedGc && (() => exposedGc({ type: 'minor' })), trimMallocHeap)
