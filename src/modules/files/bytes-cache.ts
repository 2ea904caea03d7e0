import { finished, type Readable } from 'node:stream'
import { AppError } from '../../core/errors.js'

/** Files up to this size are kept in memory once downloaded (avatars, thumbnails, photos). */
export const MAX_CACHED_FILE_BYTES = 1024 * 1024
/** The most the cache holds at once: kept files, files being read, and dropped ones still being sent. */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024
/** A read into the cache that takes longer fails (503), and the next download tries again. */
export const CACHE_READ_TIMEOUT_MS = 10_000

interface Entry {
  bytes: Promise<Buffer>
  size: number
  /** answers still sending these bytes */
  users: number
  /** still in the map; once dropped, its bytes count until its last answer is sent */
  kept: boolean
}

/** What a download is answered from; `heldUntil` ties the bytes' use to the answer that sends them. */
export interface CachedBytes {
  bytes: Promise<Buffer>
  /** the answer's response: the bytes are in use until it has finished or closed */
  heldUntil(response: NodeJS.WritableStream): void
}

/**
 * The bytes of recently downloaded small files, in memory, so that a download of one costs no
 * file open or read (or S3 request) and allocates nothing. Streamed from storage instead, every
 * download read its file into fresh 64 KiB buffers, which piled up outside the heap until a
 * garbage collection: 1 MiB downloads on one core took the process from 140 MiB to 220.
 *
 * The bound is strict: every byte the cache allocated counts until nothing uses it, including a
 * file still being read and a dropped file whose bytes a slow client is still receiving. When a
 * new file would not fit, even after dropping every idle one, it is streamed as before, so no
 * pattern of downloads makes the cache hold more than MAX_CACHED_BYTES.
 *
 * An entry is never stale: a key is a file's id, whose bytes are written once and never change.
 * Whether the file still exists is read from the database before every download, and a
 * deletion drops its entry here.
 */
export class FileBytesCache {
  /** in the order of last use, the least recent first */
  private readonly entries = new Map<string, Entry>()
  private heldBytes = 0

  constructor(
    private readonly maxFileBytes = MAX_CACHED_FILE_BYTES,
    private readonly maxBytes = MAX_CACHED_BYTES,
    private readonly readTimeoutMs = CACHE_READ_TIMEOUT_MS
  ) {}

  /**
   * The whole file of `size` bytes: kept, or read once with `open` and kept (downloads at the
   * same moment share that read). undefined when it is not to be kept (too big, or no room
   * while others are in use): stream it. `whole: false` (a range) takes kept bytes only.
   */
  get(key: string, size: number, open: () => Promise<Readable>, whole = true): CachedBytes | undefined {
    let entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    } else {
      if (!whole || size > this.maxFileBytes || !this.makeRoom(size)) return undefined
      const loading: Entry = { bytes: this.read(open, size), size, users: 0, kept: true }
      // A failed read is not kept: the next download tries again.
      loading.bytes.catch(() => this.drop(key, loading))
      this.entries.set(key, loading)
      this.heldBytes += size
      entry = loading
    }
    const used = entry
    used.users++
    return {
      bytes: used.bytes,
      heldUntil: (response) => finished(response, () => this.release(used))
    }
  }

  /** Drops a deleted file's bytes. */
  forget(key: string): void {
    const entry = this.entries.get(key)
    if (entry) this.drop(key, entry)
  }

  /** Drops idle entries, least recently used first, until `size` more bytes fit; false if they cannot. */
  private makeRoom(size: number): boolean {
    for (const [key, entry] of this.entries) {
      if (this.heldBytes + size <= this.maxBytes) break
      if (entry.users === 0) this.drop(key, entry)
    }
    return this.heldBytes + size <= this.maxBytes
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    entry.kept = false
    if (entry.users === 0) this.heldBytes -= entry.size
  }

  private release(entry: Entry): void {
    entry.users--
    if (!entry.kept && entry.users === 0) this.heldBytes -= entry.size
  }

  /**
   * The file's bytes in one buffer of the size its row records. Opening and reading together get
   * the read timeout: a storage that stops answering fails the downloads waiting on it (503),
   * rather than holding them and their connections.
   */
  private read(open: () => Promise<Readable>, size: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      let stream: Readable | undefined
      const timer = setTimeout(() => {
        const late = new AppError('SERVICE_UNAVAILABLE', 'File storage did not answer in time; retry')
        stream?.destroy(late)
        reject(late)
      }, this.readTimeoutMs)
      open()
        .then((opened) => {
          stream = opened
          return readWhole(opened, size)
        })
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    })
  }
}

async function readWhole(stream: Readable, size: number): Promise<Buffer> {
  // Not from Buffer's shared pool: a kept small file would keep its 8 KiB slab alive.
  const whole = Buffer.allocUnsafeSlow(size)
  let filled = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // (leaving the loop by a throw destroys the stream)
    if (filled + chunk.length > size) throw new Error(`stored file is larger than its recorded ${size} bytes`)
    chunk.copy(whole, filled)
    filled += chunk.length
  }
  if (filled !== size) throw new Error(`stored file has ${filled} bytes, not its recorded ${size}`)
  return whole
}
