import type { Readable } from 'node:stream'

/** Files up to this size are kept in memory once downloaded (avatars, thumbnails, photos). */
export const MAX_CACHED_FILE_BYTES = 1024 * 1024
/** The most the kept files hold together; the least recently downloaded go first. */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024

interface Entry {
  bytes: Promise<Buffer>
  size: number
}

/**
 * The bytes of recently downloaded small files, in memory, so that a download of one costs no
 * file open or read (or S3 request) and allocates nothing. Streamed from storage instead, every
 * download read its file into fresh 64 KiB buffers, which piled up outside the heap until a
 * garbage collection: 1 MiB downloads on one core took the process from 140 MiB to 220.
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
    private readonly maxBytes = MAX_CACHED_BYTES
  ) {}

  /**
   * The whole file of `size` bytes: kept, or read once with `open` and kept (downloads at the
   * same moment share that read). undefined when the file is too big to keep: stream it.
   */
  get(key: string, size: number, open: () => Promise<Readable>): Promise<Buffer> | undefined {
    if (size > this.maxFileBytes) return undefined
    const kept = this.entries.get(key)
    if (kept) {
      this.entries.delete(key)
      this.entries.set(key, kept)
      return kept.bytes
    }
    const entry: Entry = { bytes: open().then((stream) => readWhole(stream, size)), size }
    // A failed read is not kept: the next download tries again.
    entry.bytes.catch(() => this.drop(key, entry))
    this.entries.set(key, entry)
    this.heldBytes += size
    for (const [oldest, old] of this.entries) {
      if (this.heldBytes <= this.maxBytes || old === entry) break
      this.drop(oldest, old)
    }
    return entry.bytes
  }

  /** Drops a deleted file's bytes. */
  forget(key: string): void {
    const entry = this.entries.get(key)
    if (entry) this.drop(key, entry)
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.heldBytes -= entry.size
  }
}

/** The stream's bytes in one buffer of the size the file's row records; rejects on any other size. */
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
