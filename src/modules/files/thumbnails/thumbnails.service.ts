import type { Kysely } from 'kysely'
import { isForeignKeyViolation } from '../../../core/db/errors.js'
import type { Database } from '../../../core/db/schema.js'
import { AppError, notFound } from '../../../core/errors.js'
import { StorageObjectMissing, type StorageDriver } from '../../../core/storage/storage.js'
import { readWithin } from '../bytes-cache.js'
import { isImage } from '../file-types.js'
import type { ServedFile } from '../files.service.js'
import { THUMBNAIL_TYPE, thumbnailKey, type PresetName } from './presets.js'
import type { Thumbnailer } from './thumbnailer.js'
import type { ThumbnailsRepository } from './thumbnails.repository.js'

export interface ThumbnailsDeps {
  db: Kysely<Database>
  repo: ThumbnailsRepository
  storage: StorageDriver
  thumbnailer: Thumbnailer
}

/**
 * Thumbnails of image files, made once per preset and kept in storage beside their file (the
 * file's deletion removes them, see FilesService.delete), so that every later download of one,
 * on any instance, is a read like an original's.
 */
export class ThumbnailsService {
  /** Thumbnails being made on this instance, by storage key: a second request waits for the first's. */
  private readonly making = new Map<string, Promise<ServedFile>>()

  constructor(private readonly deps: ThumbnailsDeps) {}

  /**
   * The thumbnail of `file` with `preset`, as the download route serves it: the one kept, or one
   * made now and kept. 404 for a file that is not an image; 422 for an image too large or not
   * readable.
   */
  async find(file: ServedFile, preset: PresetName): Promise<ServedFile> {
    if (!isImage(file.mimeType)) throw new AppError('NOT_FOUND', `Thumbnails are made of images only; this file is ${file.mimeType}`)
    const key = thumbnailKey(file.storageKey, preset)
    const kept = await this.deps.repo.find(this.deps.db, file.id, preset)
    if (kept?.storage_key === key) return served(file, preset, key, kept.size)
    let making = this.making.get(key)
    if (!making) {
      making = this.make(file, preset, key, kept?.storage_key).finally(() => this.making.delete(key))
      this.making.set(key, making)
    }
    return making
  }

  /**
   * Forgets a thumbnail whose bytes storage no longer has (lost, or restored from a backup
   * without them), so that the next download makes it anew.
   */
  async forget(thumbnail: ServedFile): Promise<void> {
    await this.deps.repo.remove(this.deps.db, thumbnail.storageKey)
  }

  private async make(file: ServedFile, preset: PresetName, key: string, previousKey: string | undefined): Promise<ServedFile> {
    const { db, repo, storage, thumbnailer } = this.deps
    const bytes = await thumbnailer.make(() => readOriginal(storage, file), preset)
    await storage.write(key, once(bytes))
    try {
      await repo.save(db, { file_id: file.id, preset, storage_key: key, size: bytes.length, created_at: new Date().toISOString() })
    } catch (error) {
      await storage.remove(key).catch(() => {})
      // The file was deleted while its thumbnail was being made.
      if (isForeignKeyViolation(error)) throw notFound('File')
      throw error
    }
    // Made with a preset's earlier settings: no row names it any more.
    if (previousKey) await storage.remove(previousKey).catch(() => {})
    return served(file, preset, key, bytes.length)
  }
}

/** The original's bytes; 404 when they went with a deletion since the file was found. */
async function readOriginal(storage: StorageDriver, file: ServedFile): Promise<Buffer> {
  try {
    return await readWithin(() => storage.read(file.storageKey), file.size)
  } catch (error) {
    if (error instanceof StorageObjectMissing) throw notFound('File')
    throw error
  }
}

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes
}

/** A thumbnail as the download route serves it: inline, named after its file and preset. */
function served(file: ServedFile, preset: PresetName, key: string, size: number): ServedFile {
  const stem = file.filename.replace(/\.[^.]*$/, '') || file.filename
  return {
    id: file.id,
    filename: `${stem}-${preset}.${THUMBNAIL_TYPE.extension}`,
    mimeType: THUMBNAIL_TYPE.mimeType,
    size,
    storageKey: key,
    etag: `"${key}"`
  }
}
