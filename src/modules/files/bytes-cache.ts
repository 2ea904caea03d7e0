import type { ServerResponse } from 'node:http'
import { finished, type Readable } from 'node:stream'
import { AppError } from '../../core/errors.js'

/** Files up to this size are kept in memory once downloaded (avatars, thumbnails, photos). */
export const MAX_CACHED_FILE_BYTES = 1024 * 1024
/** The most the cache holds at once: kept files, files being read, and dropped ones still being sent. */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024
/** A read into the cache that takes longer fails (503), and the next download tries again. */
export const CACHE_READ_TIMEOUT_MS = 10_000
/** What an entry costs besides its bytes (key, promise, map slot), counted so that tiny files are bounded too. */
const ENTRY_OVERHEAD_BYTES = 1024

interface Entry {
  bytes: Promise<Buffer>
  /** its bytes and overhead, as counted against the bound */
  cost: number
  /** the read in progress, and answers still sending the bytes */
  users: number
  /** still in the map; once dropped, its cost counts until its last user is done */
  kept: boolean
}

/** The answer a download's bytes go out in: `socket` is null while it waits behind another on its connection. */
export type Answer = NodeJS.WritableStream & Pick<ServerResponse, 'socket'>

/**
 * Recently downloaded small files in memory, so a download costs no open or read and allocates
 * nothing. Strictly bounded, bytes still in use included. Keyed by id: a file's bytes never change.
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
   * The whole file, in use until `answer` ends; read once with `open` and shared. Undefined (stream
   * it) when too large, no room, a range not kept yet, or an answer queued on its connection.
   */
  get(key: string, size: number, open: () => Promise<Readable>, answer: Answer, whole = true): Promise<Buffer> | undefined {
    if (!answer.socket) return undefined
    let entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    } else {
      const cost = size + ENTRY_OVERHEAD_BYTES
      if (!whole || size > this.maxFileBytes || !this.makeRoom(cost)) return undefined
      // The read is the entry's first user: an entry being read is never idle, so never dropped
      // before its bytes exist.
      const loading: Entry = { bytes: readWithin(open, size, this.readTimeoutMs), cost, users: 1, kept: true }
      this.entries.set(key, loading)
      this.heldBytes += cost
      loading.bytes.then(
        () => this.release(loading),
        // A failed read is not kept: the next download tries again.
        () => {
          this.drop(key, loading)
          this.release(loading)
        }
      )
      entry = loading
    }
    const used = entry
    used.users++
    finished(answer, () => this.release(used))
    return used.bytes
  }

  /** Drops a deleted file's bytes. */
  forget(key: string): void {
    const entry = this.entries.get(key)
    if (entry) this.drop(key, entry)
  }

  /** Drops idle entries, least recently used first, until `cost` more fits; false, dropping none, if it cannot. */
  private makeRoom(cost: number): boolean {
    if (this.heldBytes + cost <= this.maxBytes) return true
    // Counted here rather than kept in step: only a miss without room needs it.
    let idleBytes = 0
    for (const entry of this.entries.values()) if (entry.users === 0) idleBytes += entry.cost
    if (this.heldBytes - idleBytes + cost > this.maxBytes) return false
    for (const [key, entry] of this.entries) {
      if (this.heldBytes + cost <= this.maxBytes) break
      if (entry.users === 0) this.drop(key, entry)
    }
    return true
  }

  private release(entry: Entry): void {
    entry.users--
    if (entry.users === 0 && !entry.kept) this.heldBytes -= entry.cost
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    entry.kept = false
    if (entry.users === 0) this.heldBytes -= entry.cost
  }
}

/**
 * A stored file's bytes in one buffer of the size its row records. Opening and reading together
 * get `timeoutMs`: a storage that stops answering fails the reads waiting on it (503), rather
 * than holding them and their connections; a stream opened too late is closed at once.
 */
export function readWithin(open: () => Promise<Readable>, size: number, timeoutMs = CACHE_READ_TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let stream: Readable | undefined
    let late = false
    const timer = setTimeout(() => {
      late = true
      const error = new AppError('SERVICE_UNAVAILABLE', 'File storage did not answer in time; retry')
      stream?.destroy(error)
      reject(error)
    }, timeoutMs)
    open()
      .then((opened) => {
        stream = opened
        if (late) {
          opened.destroy()
          throw new Error('storage opened the file after the read timed out')
        }
        return readWhole(opened, size)
      })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
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
