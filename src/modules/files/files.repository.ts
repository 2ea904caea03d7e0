import { sql, type Kysely, type Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, FileRow, UploadReservationRow } from '../../core/db/schema.js'
import { fetchWindow } from '../../core/db/paged.js'
import { reusable } from '../../core/db/reusable.js'
import { changeCounts, readCounts } from '../../core/db/row-counts.js'
import type { PageWindow, Position } from '../../core/paging.js'
import type { FileSortField } from './files.schemas.js'

type Db = Kysely<Database>

const SORT_COLUMNS: Record<FileSortField, 'created_at' | 'filename' | 'size'> = {
  createdAt: 'created_at',
  filename: 'filename',
  size: 'size'
}

// Any number, as long as nothing else takes the same PostgreSQL advisory lock.
const RESERVATIONS_LOCK = 7_305_228_113

/** The files table and the upload reservations; their SQL is the same on both databases but for one lock. */
export function createFilesRepository(dialect: Dialect) {
  // Read on every download.
  const byId = reusable((db: Db, id: string) => db.selectFrom('files').selectAll().where('id', '=', id))
  // Run on every upload: built and compiled once (core/db/reusable.ts).
  const reservedSince = reusable((db: Db, now: string) =>
    db.selectFrom('upload_reservations').where('expires_at', '>', now).select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('bytes'))
  )
  const insertReservation = reusable((db: Db, id: string, userId: string, bytes: number, expiresAt: string) =>
    db.insertInto('upload_reservations').values({ id, user_id: userId, bytes, expires_at: expiresAt })
  )
  const renewal = reusable((db: Db, id: string, expiresAt: string) => db.updateTable('upload_reservations').set({ expires_at: expiresAt }).where('id', '=', id))
  const releasing = reusable((db: Db, id: string) => db.deleteFrom('upload_reservations').where('id', '=', id).returning('id'))
  const lapsed = reusable((db: Db, now: string) => db.deleteFrom('upload_reservations').where('expires_at', '<=', now))
  const insertFile = reusable((db: Db, id: string, uploaderId: string, filename: string, storageKey: string, size: number, mimeType: string, createdAt: string) =>
    db.insertInto('files').values({ id, uploader_id: uploaderId, filename, storage_key: storageKey, size, mime_type: mimeType, created_at: createdAt })
  )
  const used = reusable((db: Db, userId: string, now: string) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('files').select((sub) => sub.fn.coalesce(sub.fn.sum<number | string>('size'), sub.lit(0)).as('bytes')).where('uploader_id', '=', userId).as('files'),
      eb
        .selectFrom('upload_reservations')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number | string>('bytes'), sub.lit(0)).as('bytes'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .as('reserved')
    ])
  )

  return {
    /**
     * Makes the transaction the only one reserving upload bytes until it ends, on every instance,
     * so that what it reads of the reservations stays true until it has added its own. SQLite's
     * write transactions already run one at a time. A Transaction: outside one, the lock would end at once.
     */
    async lockReservations(trx: Transaction<Database>): Promise<void> {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${RESERVATIONS_LOCK})`.execute(trx)
    },

    /** The bytes reserved and not lapsed at `now`, by everyone. */
    async reservedBytes(db: Db, now: string): Promise<number> {
      const [row] = await reservedSince(db, now)
      return Number(row!.bytes)
    },

    async reserve(db: Db, row: UploadReservationRow): Promise<void> {
      await insertReservation(db, row.id, row.user_id, row.bytes, row.expires_at)
    },

    async renewReservation(db: Db, id: string, expiresAt: string): Promise<void> {
      await renewal(db, id, expiresAt)
    },

    /** Gives a reservation back; whether it was still held (not lapsed and removed). */
    async release(db: Db, id: string): Promise<boolean> {
      return (await releasing(db, id)).length > 0
    },

    /** Removes the reservations that lapsed before `now`: their uploads' processes died. */
    async dropLapsed(db: Db, now: string): Promise<void> {
      await lapsed(db, now)
    },

    async insert(db: Db, row: FileRow): Promise<void> {
      await insertFile(db, row.id, row.uploader_id, row.filename, row.storage_key, row.size, row.mime_type, row.created_at)
      await changeCounts(db, { files: 1, [`files.uploader:${row.uploader_id}`]: 1 })
    },

    async findById(db: Db, id: string): Promise<FileRow | undefined> {
      return (await byId(db, id))[0]
    },

    /**
     * The bytes of one user's files and unlapsed reservations, read in one statement: on
     * PostgreSQL two statements could each see a different side of an upload that settled
     * between them (its reservation gone, its file row not yet seen) and count it nowhere.
     */
    async usedBytes(db: Db, userId: string, now: string): Promise<number> {
      const [row] = await used(db, userId, now)
      return Number(row!.files) + Number(row!.reserved)
    },

    /** Whether a row was deleted (false: another request deleted it first). */
    async remove(db: Db, id: string): Promise<boolean> {
      const removed = await db.deleteFrom('files').where('id', '=', id).returning('uploader_id').execute()
      await changeCounts(db, ...removed.map((row) => ({ files: -1, [`files.uploader:${row.uploader_id}`]: -1 })))
      return removed.length > 0
    },

    /** One page of the files, of one uploader or (null) of everyone. */
    async list(db: Db, uploaderId: string | null, window: PageWindow<FileSortField>): Promise<{ rows: FileRow[]; total: number; next: Position | null }> {
      let matching = db.selectFrom('files')
      if (uploaderId !== null) matching = matching.where('uploader_id', '=', uploaderId)
      const keyset = { column: SORT_COLUMNS[window.sort.field], direction: window.sort.direction }
      // Counted as files are added and removed, in their transactions: exact, and one row's read.
      const total = readCounts(db, [uploaderId === null ? 'files' : `files.uploader:${uploaderId}`])
      const [page, count] = await Promise.all([fetchWindow(matching, window, keyset, (query) => query.selectAll()), total])
      return { ...page, total: count }
    },

    /** Which of these storage keys a file's or a thumbnail's row names. */
    async knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set()
      const rows = await db
        .selectFrom('files')
        .select('storage_key')
        .where('storage_key', 'in', keys)
        .unionAll(db.selectFrom('file_thumbnails').select('storage_key').where('storage_key', 'in', keys))
        .execute()
      return new Set(rows.map((row) => row.storage_key))
    }
  }
}

export type FilesRepository = ReturnType<typeof createFilesRepository>
