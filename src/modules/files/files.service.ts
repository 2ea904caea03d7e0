import type { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { Database, FileRow } from '../../core/db/schema.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { notFound } from '../../core/errors.js'
import { holdOpen } from '../../core/http/timeouts.js'
import { eventsAbout, type EventLog } from '../../core/events/event-log.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import { newId } from '../../lib/ids.js'
import { page, pageWindow, type Page } from '../../core/paging.js'
import { Turns } from '../../lib/turns.js'
import type { Viewer } from '../../core/principal.js'
import { StorageObjectMissing, type ByteRange, type StorageDriver } from '../../core/storage/storage.js'
import { FileBytesCache, type Answer } from './bytes-cache.js'
import { inspect, type Inspection } from './file-types.js'
import { sanitizeFilename } from './filename.js'
import type { FilesRepository } from './files.repository.js'
import type { ThumbnailsRepository } from './thumbnails/thumbnails.repository.js'
import { quotaFull, UploadReservations, type Reservation } from './upload-reservations.js'
import type { ApiFile, FileSortField, ListFilesQuery } from './files.schemas.js'

/** An upload as it arrives: the part's name and bytes, and the rest of the request after them. */
export interface IncomingUpload {
  filename: string | undefined
  bytes: AsyncIterable<Buffer>
  /** the most the file can be, when the request says (its Content-Length) */
  sizeAtMost: number | undefined
  /**
   * reads what follows the file part; rejects when that makes the request unacceptable. Call it
   * once the bytes are stored: it may free the memory under the file's chunks
   */
  rest(): Promise<void>
}

/** A stored file as the download route needs it. */
export interface ServedFile {
  id: string
  filename: string
  mimeType: string
  size: number
  storageKey: string
  /** names these bytes: the file's id, or a thumbnail's key */
  etag: string
}

export interface FilesDeps {
  db: Kysely<Database>
  repo: FilesRepository
  /** which thumbnails a file has, to remove them with it */
  thumbnails: Pick<ThumbnailsRepository, 'keysOf'>
  events: EventLog
  bus: InvalidationBus
  storage: StorageDriver
  publicUrl: string
  maxUploadBytes: number
  /** the most one account's files may take */
  quotaBytes: number
  /** local storage keeps at least this much free space besides the uploads in progress */
  minFreeDiskBytes: number
  /** IDLE_TIMEOUT_MS: a connection silent this long is closed */
  idleTimeoutMs: number
}

/**
 * How many uploads stream their bytes at once; the others wait with their socket unread, holding
 * at most one chunk (docs/decisions/upload-turns.md).
 */
export const STREAMING_UPLOADS = 8
/**
 * An upload that has waited this long for a turn streams anyway, beside the others, so that
 * slow clients holding every turn delay other uploads by a second, never stop them.
 */
const UPLOAD_TURN_WAIT_MS = 1000

/** A reservation lapses at least this long after its last renewal. */
const MIN_LEASE_MS = 1000

/**
 * Refuses (413) an upload's bytes past its reservation when what was left of the quota set that;
 * a check inside inspect()'s count rather than a stream of its own, which would cost each chunk.
 */
function withinReservation(reservation: Reservation, quotaBytes: number): ((size: number) => void) | undefined {
  if (!reservation.byQuota) return undefined
  return (size) => {
    if (size > reservation.bytes) throw quotaFull(`The file is larger than the ${reservation.bytes} bytes left`, quotaBytes)
  }
}

/**
 * Uploaded files: the bytes in the storage driver, a row per file, events in the row's
 * transaction. Bytes are always written before their row and removed after it, so a crash
 * can leave bytes without a row (swept at start), never a row without bytes.
 */
export class FilesService {
  private readonly recent = new FileBytesCache()
  /** The uploads streaming and waiting to. */
  readonly streaming = new Turns(STREAMING_UPLOADS)
  private readonly reservations: UploadReservations
  /** Pages of the list by who asks and what: a file's row is added and removed with an event about it, which publishes eventsAbout('file'). */
  private readonly pages: PageCache<Page<ApiFile>>

  constructor(private readonly deps: FilesDeps) {
    // An upload whose bytes stop for IDLE_TIMEOUT_MS is closed; its reservation is renewed every
    // third of the lease while it runs, and outlives it by the lease only after a crash.
    const leaseMs = Math.max(MIN_LEASE_MS, 2 * deps.idleTimeoutMs)
    this.reservations = new UploadReservations({ ...deps, leaseMs })
    this.pages = new PageCache(deps.bus, eventsAbout('file'))
  }

  /**
   * Runs `upload` (reading its body from `connection`, storing it) in its turn among the uploads.
   * While it waits, the connection is silent by our doing, not its client's: it is not closed
   * as idle meanwhile.
   */
  inTurn<T>(connection: Socket, upload: () => Promise<T>): Promise<T> {
    const release = holdOpen(connection)
    return this.streaming.run(() => {
      release()
      return upload()
    }, UPLOAD_TURN_WAIT_MS)
  }

  /**
   * Stores an upload: reserve quota and disk, stream the bytes (refused as they pass), then the row
   * and `file.uploaded`; on failure the bytes are removed and the reservation given back.
   */
  async upload(viewer: Viewer, upload: IncomingUpload, tx?: Tx): Promise<ApiFile> {
    const { storage, maxUploadBytes } = this.deps
    const filename = sanitizeFilename(upload.filename)
    const reservation = await this.reservations.reserve(viewer.userId, Math.min(upload.sizeAtMost ?? maxUploadBytes, maxUploadBytes))
    const stopRenewing = this.reservations.keep(reservation)
    const id = newId()
    let inspection: Inspection | undefined
    try {
      const within = withinReservation(reservation, this.deps.quotaBytes)
      await storage.write(id, inspect(upload.bytes, { maxBytes: maxUploadBytes, filename, within }, (result) => (inspection = result)), { freeChunks: true })
    } catch (error) {
      stopRenewing()
      await this.reservations.release(reservation)
      throw error
    }
    try {
      await upload.rest()
      if (!inspection) throw new Error('the upload was stored without an inspection')
      const size = inspection.size
      const row: FileRow = {
        id,
        uploader_id: viewer.userId,
        filename,
        storage_key: id,
        size: inspection.size,
        mime_type: inspection.mimeType,
        created_at: new Date().toISOString()
      }
      const file = this.toApiFile(row)
      await transact(
        this.deps.db,
        async (tx) => {
          await this.reservations.settle(tx, reservation, viewer.userId, size)
          await this.deps.repo.insert(tx.db, row)
          await this.event(tx, 'file.uploaded', viewer, file)
        },
        tx
      )
      return file
    } catch (error) {
      // Should the removal fail too, the bytes have no row and the sweep at start takes them.
      await storage.remove(id).catch(() => {})
      await this.reservations.release(reservation)
      throw error
    } finally {
      stopRenewing()
    }
  }

  /** The viewer's files, or everyone's for an administrator, one page of them. */
  list(viewer: Viewer, query: ListFilesQuery): Page<ApiFile> | Promise<Page<ApiFile>> {
    const window = pageWindow<FileSortField>('files', query, ['size'])
    const uploaderId = viewer.role === 'admin' ? null : viewer.userId
    return this.pages.get({ uploaderId, window }, async () => {
      const { rows, total, next } = await this.deps.repo.list(this.deps.db, uploaderId, window)
      return page(
        'files',
        rows.map((row) => this.toApiFile(row)),
        total,
        window,
        next
      )
    })
  }

  /**
   * Deletes a file: its uploader or an administrator; anyone else gets 404, as for a file that
   * does not exist. The row (its thumbnails' rows with it) and `file.deleted` commit first, then
   * the bytes go, the thumbnails' too.
   */
  async delete(viewer: Viewer, id: string, tx?: Tx): Promise<void> {
    await transact(
      this.deps.db,
      async (tx) => {
        const row = await this.deps.repo.findById(tx.db, id)
        if (!row || (viewer.role !== 'admin' && row.uploader_id !== viewer.userId)) throw notFound('File')
        const keys = [row.storage_key, ...(await this.deps.thumbnails.keysOf(tx.db, id))]
        // A concurrent delete got there first: one of them reports it.
        if (!(await this.deps.repo.remove(tx.db, id))) throw notFound('File')
        await this.event(tx, 'file.deleted', viewer, this.toApiFile(row))
        // Left behind only if storage fails here; then the sweep at start removes them.
        tx.afterCommit(async () => {
          for (const key of keys) {
            this.recent.forget(key)
            await this.deps.storage.remove(key).catch(() => {})
          }
        })
      },
      tx
    )
  }

  /** The file served at /files/{id}/{filename}; 404 unless both match. */
  async find(id: string, filename: string): Promise<ServedFile> {
    const row = await this.deps.repo.findById(this.deps.db, id)
    if (!row || row.filename !== filename) throw notFound('File')
    return { id: row.id, filename: row.filename, mimeType: row.mime_type, size: row.size, storageKey: row.storage_key, etag: `"${row.id}"` }
  }

  /**
   * The file's bytes, or a range of them, for the answer `response` sends: from memory for a
   * small file (FileBytesCache), else streamed from storage. 404 when storage no longer has
   * them, after `whenMissing` has run.
   */
  async read(file: ServedFile, range: ByteRange | undefined, response: Answer, whenMissing?: () => Promise<void>): Promise<Readable | Buffer> {
    const { storage } = this.deps
    try {
      const kept = this.recent.get(file.storageKey, file.size, () => storage.read(file.storageKey), response, range === undefined)
      if (!kept) return await storage.read(file.storageKey, range)
      const whole = await kept
      return range ? whole.subarray(range.start, range.end + 1) : whole
    } catch (error) {
      // The file was deleted since it was found (or a thumbnail's bytes were lost).
      if (error instanceof StorageObjectMissing) {
        await whenMissing?.()
        throw notFound('File')
      }
      throw error
    }
  }

  /**
   * Removes bytes no row names written before `before`, and unfinished writes. Newer bytes may be
   * another instance's upload in flight. Answers how many objects went.
   */
  async sweep(before: Date): Promise<number> {
    const { storage, repo, db } = this.deps
    let removed = await storage.removeAbandoned(before)
    for await (const batch of storage.list()) {
      const old = batch.filter((object) => object.modifiedAt < before).map((object) => object.key)
      const known = await repo.knownKeys(db, old)
      for (const key of old) {
        if (known.has(key)) continue
        await storage.remove(key)
        removed++
      }
    }
    return removed
  }

  private toApiFile(row: FileRow): ApiFile {
    return {
      id: row.id,
      filename: row.filename,
      url: `${this.deps.publicUrl}/files/${row.id}/${encodeURIComponent(row.filename)}`,
      size: row.size,
      mimeType: row.mime_type,
      uploaderId: row.uploader_id,
      createdAt: row.created_at
    }
  }

  private event(tx: Tx, type: 'file.uploaded' | 'file.deleted', viewer: Viewer, file: ApiFile) {
    return this.deps.events.record(tx, { type, actorId: viewer.userId, subject: { type: 'file', id: file.id }, data: file })
  }
}
