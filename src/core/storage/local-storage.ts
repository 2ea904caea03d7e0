import { mkdir, open, readdir, rename, rm, stat, statfs, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { freeBuffer } from '../../lib/free-buffer.js'
import { checkKey, StorageObjectMissing, type ByteRange, type StorageDriver, type StoredObject, type WriteOptions } from './storage.js'

const PARTIAL = '.partial'
const BATCH = 500
// Everything under DATA_DIR is private to the service's user.
const FILE_MODE = 0o600
const DIR_MODE = 0o700

/**
 * Files under one directory (DATA_DIR/uploads). Bytes are written to a temporary name in
 * `.partial/` and renamed into place once complete, so a reader never sees half a file and a
 * crash leaves only a temporary file, which removeAbandoned clears.
 */
export class LocalStorage implements StorageDriver {
  readonly name = 'local'
  private readonly partial: string

  constructor(private readonly dir: string) {
    this.partial = join(dir, PARTIAL)
  }

  async write(key: string, source: AsyncIterable<Buffer>, options: WriteOptions = {}): Promise<number> {
    const target = this.path(key)
    await mkdir(this.partial, { recursive: true, mode: DIR_MODE })
    const temp = join(this.partial, `${key}.${randomBytes(6).toString('hex')}`)
    // Opened before the bytes flow, so that a refusal can never race the file's creation and
    // leave it behind.
    const handle = await open(temp, 'wx', FILE_MODE)
    let size = 0
    try {
      for await (const chunk of source) {
        // (writeFile on a handle writes at its position, all of the chunk.)
        await handle.writeFile(chunk)
        size += chunk.length
        if (options.freeChunks) freeBuffer(chunk)
      }
      // The bytes are on disk before the rename makes them the file, so a power cut cannot
      // leave a complete-looking name over missing bytes.
      await handle.sync()
      await handle.close()
      await rename(temp, target)
      return size
    } catch (error) {
      await handle.close().catch(() => {})
      await rm(temp, { force: true })
      throw error
    }
  }

  async freeBytes(): Promise<number> {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE })
    const volume = await statfs(this.dir)
    return volume.bavail * volume.bsize
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const handle = await open(this.path(key), 'r')
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {})
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageObjectMissing(key)
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true })
  }

  async *list(): AsyncIterable<StoredObject[]> {
    let batch: StoredObject[] = []
    for (const entry of await this.entries(this.dir)) {
      if (!entry.isFile()) continue
      const modifiedAt = await modified(join(this.dir, entry.name))
      if (modifiedAt) batch.push({ key: entry.name, modifiedAt })
      if (batch.length >= BATCH) {
        yield batch
        batch = []
      }
    }
    if (batch.length > 0) yield batch
  }

  async removeAbandoned(before: Date): Promise<number> {
    let removed = 0
    for (const entry of await this.entries(this.partial)) {
      const path = join(this.partial, entry.name)
      const modifiedAt = await modified(path)
      if (modifiedAt && modifiedAt < before) {
        await rm(path, { force: true })
        removed++
      }
    }
    return removed
  }

  async probe(): Promise<void> {
    await mkdir(this.partial, { recursive: true, mode: DIR_MODE })
    const path = join(this.partial, `probe-${randomBytes(6).toString('hex')}`)
    try {
      await writeFile(path, 'ok', { mode: FILE_MODE, flag: 'wx' })
    } finally {
      await rm(path, { force: true })
    }
  }

  close(): void {}

  private path(key: string): string {
    return join(this.dir, checkKey(key))
  }

  private async entries(dir: string) {
    try {
      return await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
}

/** When the file was last written; undefined when it went away meanwhile. */
async function modified(path: string): Promise<Date | undefined> {
  try {
    return (await stat(path)).mtime
  } catch {
    return undefined
  }
}
