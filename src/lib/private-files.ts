import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Directories the service creates under DATA_DIR: for its own user only. */
export const PRIVATE_DIR_MODE = 0o700
/** Files the service creates under DATA_DIR: for its own user only. */
export const PRIVATE_FILE_MODE = 0o600

/**
 * `mkdir -p` that makes each directory it creates private, whatever the umask. Written out
 * because Node's recursive mkdir loops forever where mkdir fails with ENOENT although the parent
 * exists (under /proc): a start-up would hang instead of failing.
 */
export function makePrivateDir(path: string): void {
  const missing: string[] = []
  for (let dir = resolve(path); !existsSync(dir); dir = dirname(dir)) {
    missing.unshift(dir)
    if (dirname(dir) === dir) break
  }
  for (const dir of missing) {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE })
    chmodSync(dir, PRIVATE_DIR_MODE)
  }
}

/**
 * Creates the file (and its directory) private when it does not exist yet; an existing one is not
 * even opened: closing a descriptor of a file drops every POSIX lock the process holds on it, such
 * as SQLite's on a database another connection of the process has open.
 */
export function createPrivateFile(path: string): void {
  makePrivateDir(dirname(path))
  try {
    closeSync(openSync(path, 'wx', PRIVATE_FILE_MODE))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}
