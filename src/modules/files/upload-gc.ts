const COLLECT_EVERY_BYTES = 8 * 1024 * 1024

/**
 * Minor garbage collections paced by upload bytes, to free the body chunks uploads have read.
 *
 * Node's HTTP parser copies each chunk of a request body it reads into a Buffer of its own, held
 * outside the JS heap, and V8 frees one only when it collects the small object that holds it. An
 * upload allocates little on the heap, so what brings a minor collection is V8's own pressure
 * check on young memory outside the heap, which let about 32 MiB of chunks long read wait (and
 * 64 MiB more starts a full collection's marking). A minor collection (a fraction of a
 * millisecond) after every 8 MiB of upload bytes lowers that wait: on one core, 50 uploads of
 * 1 MiB at once peaked at 153-155 MiB instead of 163-167, and sign-ins after them at 167-171
 * instead of 173-184, at the same rate of uploads (A/B of one build with and without the flag,
 * `npm run bench -- --quick --only=update-publish,upload,login`, 3 runs each).
 *
 * V8's gc() exists only when node runs with --expose-gc, as `npm start` runs it; without the
 * flag nothing is collected here, and V8 collects as it would anyway.
 */
export class UploadGc {
  private bytesSinceCollection = 0

  constructor(private readonly collect: (() => void) | undefined) {}

  /** Whether collections can be asked for (node runs with --expose-gc). */
  get active(): boolean {
    return this.collect !== undefined
  }

  /** Counts `bytes` of an upload read; asks for a collection once 8 MiB have been read since the last. */
  bytesRead(bytes: number): void {
    if (!this.collect) return
    this.bytesSinceCollection += bytes
    if (this.bytesSinceCollection < COLLECT_EVERY_BYTES) return
    this.bytesSinceCollection = 0
    this.collect()
  }
}

const exposedGc = globalThis.gc
/** Shared by every upload: what counts is the bytes the process has read, whoever sent them. */
export const uploadGc = new UploadGc(exposedGc && (() => exposedGc({ type: 'minor' })))
