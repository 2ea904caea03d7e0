import { join } from 'node:path'
import type { Config } from '../config/config.js'
import { LocalStorage } from './local-storage.js'
import type { StorageDriver } from './storage.js'

/** The driver STORAGE names: files under DATA_DIR/uploads, or an S3 bucket. */
export async function createStorage(config: Pick<Config, 'storage' | 's3' | 'dataDir'>): Promise<StorageDriver> {
  if (config.storage === 's3' && config.s3) {
    // The AWS SDK is slow and large to load: only a start with STORAGE=s3 pays for it.
    const { S3Storage } = await import('./s3-storage.js')
    return new S3Storage(config.s3)
  }
  return new LocalStorage(join(config.dataDir, 'uploads'))
}
