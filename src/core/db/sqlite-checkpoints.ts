import { closeSync, openSync, readSync, realpathSync } from 'node:fs'
import { endianness } from 'node:os'
import { Worker } from 'node:worker_threads'
import { reniceLaterThreads } from '../../lib/helper-threads.js'
import type { ErrorLog } from '../../lib/queue-worker.js'
import { SQLITE_BINDING_PATH, type SqliteConnection } from './sqlite-binding.js'

/** SQLite's own wal_autocheckpoint: the commit that fills the WAL past this many pages checkpoints. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000

export interface CheckpointSettings {
  /** the WAL's content (pages times their size) past which the worker starts: below SQLite's own checkpoint, so it starts before the first */
  startBytes: number
  /**
   * the WAL file's size past which SQLite cuts it back when it starts it again: large, as that cut
   * (an ftruncate in the commit, on the event loop) made the commit wait on the disk
   */
  walLimitBytes: number
  /** past this many pages, while commits go on, the event loop's connection checkpoints, not the worker */
  backstopPages: number
  everyMs: number
  /** the worker checkpoints once the WAL holds this many pages not yet copied, as SQLite would (see shouldCheckpoint) */
  pages: number
  /** the worker ends after this long with no new page in the WAL */
  idleMs: number
  /** better-sqlite3's build for the worker (tests give another to make it fail) */
  binding: string
}

/** the -shm file's header is in the machine's byte order */
const LITTLE_ENDIAN = endianness() === 'LE'

export const CHECKPOINT_SETTINGS: CheckpointSettings = {
  startBytes: 2 * 2 ** 20,
  walLimitBytes: 16 * 2 ** 20,
  backstopPages: 10_000,
  everyMs: 200,
  pages: SQLITE_AUTOCHECKPOINT_PAGES,
  idleMs: 60_000,
  binding: SQLITE_BINDING_PATH
}

/**
 * Whether the worker copies the WAL now (docs/decisions/sqlite-checkpoints.md): once `pages` wait,
 * but past the backstop only once commits stop, as its copy would hold the lock the commit's own
 * checkpoint needs; and a tail its last copy left, once commits stop, so the next write restarts it.
 */
export function shouldCheckpoint(inWal: number, copied: number, committedSinceTick: boolean, pages: number, backstopPages: number): boolean {
  const due = inWal - copied >= pages
  if (committedSinceTick) return due && inWal < backstopPages
  return due || inWal >= backstopPages || (copied > 0 && inWal > copied)
}

// PASSIVE neither waits for nor blocks a reader or a writer; the next write starts the WAL again
// once all of it is copied. The -shm file's header (sqlite.org/walformat.html) gives the pages in
// the WAL (mxFrame), those copied (nBackfill) and a count of commits (iChange), so the worker
// copies when shouldCheckpoint says, and ends when no commit came for idleMs. A worker that cannot
// read it fails (logged), and SQLite checkpoints on its own again. It reads through the event loop's
// descriptor of that file and never closes it (see shmFiles).
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads')
const { readSync } = require('node:fs')
const Database = require(workerData.binding)
const db = new Database(workerData.path)
const header = Buffer.alloc(100)
const shm = workerData.shm
const little = require('node:os').endianness() === 'LE'
const read = (at) => (little ? header.readUInt32LE(at) : header.readUInt32BE(at))
// (its source, whatever name a bundler gives it)
const shouldCheckpoint = ${shouldCheckpoint.toString()}
let commits = -1
let still = 0
const timer = setInterval(() => {
  readSync(shm, header, 0, 100, 0)
  const now = read(8)
  const committed = now !== commits
  if (shouldCheckpoint(read(16), read(96), committed, workerData.pages, workerData.backstopPages)) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)')
    } catch {}
  }
  still = committed ? 0 : still + workerData.everyMs
  commits = now
  if (still >= workerData.idleMs) stop()
}, workerData.everyMs)
function stop() {
  clearInterval(timer)
  db.close()
  parentPort.close()
}
parentPort.once('message', stop)
`

/**
 * One read-only descriptor per -shm file in the process, shared by the event loop and its worker,
 * closed once the last connection to the file has closed (counted from its open, not from its first
 * commit): closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's
 * own included, and another process (the CLI) opening the database would then take the -shm file
 * for its own (sqlite.org/howtocorrupt.html).
 */
interface ShmFile {
  /** opened at the first commit of any of its connections (SQLite makes the file with the WAL) */
  fd: number | undefined
  connections: number
}
const shmFiles = new Map<string, ShmFile>()

function useShmFile(path: string): ShmFile {
  const file = shmFiles.get(path) ?? { fd: undefined, connections: 0 }
  file.connections++
  shmFiles.set(path, file)
  return file
}

function releaseShmFile(path: string): void {
  const file = shmFiles.get(path)
  if (!file || --file.connections > 0) return
  shmFiles.delete(path)
  if (file.fd !== undefined) closeSync(file.fd)
}

/**
 * SQLite checkpoints (copies the WAL, two fsyncs) inside the commit that fills it, on our event
 * loop: once the WAL grows, a worker does it instead (docs/decisions/sqlite-checkpoints.md).
 */
export class Checkpoints {
  private worker: Worker | undefined
  private closed = false
  private readonly pageBytes: number
  /** the -shm file, shared with the process's other connections to the database (shmFiles) */
  private readonly shm: ShmFile
  private readonly shmPath: string
  private closing: Promise<void> | undefined
  /** when the last worker failed: none is started again for idleMs, or each commit would start one */
  private failedAt = Number.NEGATIVE_INFINITY
  private readonly header = Buffer.alloc(20)

  constructor(
    private readonly database: SqliteConnection,
    private readonly path: string,
    private readonly settings: CheckpointSettings = CHECKPOINT_SETTINGS,
    /** where a worker's failure goes: the service runs on without it, its commits pausing again, so an operator should know */
    private readonly log?: ErrorLog
  ) {
    database.pragma(`journal_size_limit = ${settings.walLimitBytes}`)
    // SQLite follows a symbolic link to the database and keeps the -wal and -shm files next to its target.
    this.shmPath = `${realpathSync(path)}-shm`
    this.pageBytes = Number(database.pragma('page_size', { simple: true }))
    this.shm = useShmFile(this.shmPath)
  }

  /**
   * After each commit of a write: starts the worker when the WAL holds more than startBytes. Its
   * pages are the -shm header's (mxFrame, as the worker reads them), as its file keeps its size
   * when SQLite starts it again.
   */
  committed(): void {
    if (this.worker || this.closed || Date.now() - this.failedAt < this.settings.idleMs) return
    try {
      this.shm.fd ??= openSync(this.shmPath, 'r')
      readSync(this.shm.fd, this.header, 0, this.header.length, 0)
    } catch {
      return
    }
    const pages = LITTLE_ENDIAN ? this.header.readUInt32LE(16) : this.header.readUInt32BE(16)
    if (pages * this.pageBytes >= this.settings.startBytes) this.start()
  }

  private start(): void {
    const { binding, everyMs, pages, idleMs, backstopPages } = this.settings
    this.database.pragma(`wal_autocheckpoint = ${backstopPages}`)
    const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { binding, path: this.path, shm: this.shm.fd, everyMs, pages, idleMs, backstopPages }, resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 } })
    worker.unref()
    // Made by the main thread, it has the main thread's nice value, not the helper threads'.
    worker.once('online', () => void reniceLaterThreads())
    // A worker that fails ends too ('exit' follows): SQLite checkpoints on its own again.
    worker.on('error', (error) => {
      this.failedAt = Date.now()
      this.log?.error(
        { err: error, database: this.path, retryAfterMs: idleMs },
        "SQLite checkpoint worker failed: SQLite's own checkpoints (in the commits, on the event loop) take over; a new worker is tried after retryAfterMs"
      )
    })
    worker.once('exit', () => {
      this.worker = undefined
      if (!this.closed) this.database.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`)
    })
    this.worker = worker
  }

  /**
   * Ends the worker (its connection closed, so that the event loop's is the last to close and
   * folds the WAL in), then closes the event loop's connection with `closeConnection`, then the
   * -shm descriptor, which must outlive both connections (shmFiles).
   */
  close(closeConnection: () => unknown): Promise<void> {
    // Once only: a second release would close the descriptor under another connection's feet.
    this.closing ??= this.end(closeConnection)
    return this.closing
  }

  private async end(closeConnection: () => unknown): Promise<void> {
    this.closed = true
    const worker = this.worker
    if (worker) {
      const ended = new Promise((resolve) => worker.once('exit', resolve))
      // (Unreferenced, it would not keep the process alive for its own end.)
      worker.ref()
      worker.postMessage('stop')
      await ended
    }
    await closeConnection()
    releaseShmFile(this.shmPath)
  }
}
