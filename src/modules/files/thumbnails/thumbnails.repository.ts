import type { Kysely } from 'kysely'
import type { Database, FileThumbnailRow } from '../../../core/db/schema.js'

type Db = Kysely<Database>

/** The file_thumbnails table: the same SQL on both databases. */
export function createThumbnailsRepository() {
  return {
    find(db: Db, fileId: string, preset: string): Promise<FileThumbnailRow | undefined> {
      return db.selectFrom('file_thumbnails').selectAll().where('file_id', '=', fileId).where('preset', '=', preset).executeTakeFirst()
    },

    /**
     * Records a thumbnail in place of the preset's previous one. Rejects with a foreign-key
     * violation when the file was deleted meanwhile.
     */
    async save(db: Db, row: FileThumbnailRow): Promise<void> {
      await db
        .insertInto('file_thumbnails')
        .values(row)
        .onConflict((oc) => oc.columns(['file_id', 'preset']).doUpdateSet({ storage_key: row.storage_key, size: row.size, created_at: row.created_at }))
        .execute()
    },

    /** Forgets the thumbnail stored under `storageKey` (its bytes are gone). */
    async remove(db: Db, storageKey: string): Promise<void> {
      await db.deleteFrom('file_thumbnails').where('storage_key', '=', storageKey).execute()
    },

    /** The storage keys of a file's thumbnails. */
    async keysOf(db: Db, fileId: string): Promise<string[]> {
      const rows = await db.selectFrom('file_thumbnails').select('storage_key').where('file_id', '=', fileId).execute()
      return rows.map((row) => row.storage_key)
    }
  }
}

export type ThumbnailsRepository = ReturnType<typeof createThumbnailsRepository>
