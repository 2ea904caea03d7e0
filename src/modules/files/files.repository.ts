import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, FileRow } from '../../core/db/schema.js'
import { fetchPage } from '../../core/db/paged.js'
import type { PageWindow } from '../../core/paging.js'
import type { FileSortField } from './files.schemas.js'

type Db = Kysely<Database>

const SORT_COLUMNS: Record<FileSortField, 'created_at' | 'filename' | 'size'> = {
  createdAt: 'created_at',
  filename: 'filename',
  size: 'size'
}

/** The files table; its SQL is the same on both databases. */
export function createFilesRepository(_dialect: Dialect) {
  return {
    async insert(db: Db, row: FileRow): Promise<void> {
      await db.insertInto('files').values(row).execute()
    },

    findById(db: Db, id: string): Promise<FileRow | undefined> {
      return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** The bytes of every file of one uploader. */
    async bytesOf(db: Db, uploaderId: string): Promise<number> {
      const row = await db.selectFrom('files').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes')).where('uploader_id', '=', uploaderId).executeTakeFirstOrThrow()
      return Number(row.bytes)
    },

    /** Whether a row was deleted (false: another request deleted it first). */
    async remove(db: Db, id: string): Promise<boolean> {
      const result = await db.deleteFrom('files').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** One page of the files, of one uploader or (null) of everyone. */
    async list(db: Db, uploaderId: string | null, window: PageWindow<FileSortField>): Promise<{ rows: FileRow[]; total: number }> {
      let matching = db.selectFrom('files')
      if (uploaderId !== null) matching = matching.where('uploader_id', '=', uploaderId)
      const direction = sql.raw(window.sort.direction)
      return fetchPage(matching, window, (query) =>
        query
          .selectAll()
          .orderBy(sql`${sql.ref(SORT_COLUMNS[window.sort.field])} ${direction}`)
          .orderBy(sql`${sql.ref('id')} ${direction}`)
      )
    },

    /** Which of these storage keys a file row names. */
    async knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set()
      const rows = await db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute()
      return new Set(rows.map((row) => row.storage_key))
    }
  }
}

export type FilesRepository = ReturnType<typeof createFilesRepository>
