import { join } from 'node:path'
import type { Config } from '../config/config.js'
import { LocalStorage } from './local-storage.js'
import { S3Storage } from './s3-storage.js'
import type { StorageDriver } from './storage.js'

/** The driver STORAGE names: files under DATA_DIR/uploads, or an S3 bucket. */
export function createStorage(config: Pick<Config, 'storage' | 's3' | 'dataDir'>): StorageDriver {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3)
  return new LocalStorage(join(config.dataDir, 'uploads'))
}
