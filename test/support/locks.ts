import { existsSync, readFileSync, statSync } from 'node:fs'

/** Whether the kernel lists POSIX locks (Linux's /proc/locks); tests of lock-keeping skip without it. */
export const LOCKS_LISTED = existsSync('/proc/locks')

/** Whether this process holds a POSIX lock on `file`: /proc/locks names each lock's holder (pid) and file (inode). */
export function lockedByUs(file: string): boolean {
  const held = new RegExp(`\\s${process.pid}\\s[0-9a-f]+:[0-9a-f]+:${statSync(file).ino}\\s`)
  return held.test(readFileSync('/proc/locks', 'utf8'))
}
