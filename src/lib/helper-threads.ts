import { readdirSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { setPriority } from 'node:os'

/** What reniceHelperThreads last did, to do again for threads started later; undefined when it never ran. */
let given: { nice: number; options: ReniceOptions } | undefined

/**
 * Gives threads started since reniceHelperThreads ran the same nice value: a worker made by the
 * main thread starts at the main thread's. Nothing when it never ran (tests, other systems).
 */
export async function reniceLaterThreads(): Promise<void> {
  if (given) await reniceHelperThreads(given.nice, given.options)
}

export interface ReniceOptions {
  /** where the process's threads are listed (tests give another) */
  tasks?: string
  platform?: NodeJS.Platform
}

/**
 * On Linux, gives every thread of this process but the main one (V8's, libuv's threadpool, and
 * any a native module started) the nice value `nice`, so that on a core they share, the main
 * thread's event loop gets most of the time (docs/decisions/helper-threads-nice.md). Answers how
 * many threads it reniced; 0 elsewhere. Never fails: it is an optimisation.
 */
export async function reniceHelperThreads(nice: number, options: ReniceOptions = {}): Promise<number> {
  const { tasks = '/proc/self/task', platform = process.platform } = options
  // Elsewhere a thread id is no process id, and setpriority would renice another process.
  if (platform !== 'linux') return 0
  let ids: string[]
  try {
    // libuv starts its threadpool's threads at its first use, all at once: one call through it
    // (access runs there), so that they are there to be reniced.
    await access(tasks)
    ids = readdirSync(tasks)
  } catch {
    return 0
  }
  given = { nice, options }
  let reniced = 0
  for (const id of ids) {
    const tid = Number(id)
    if (tid === process.pid || !Number.isInteger(tid)) continue
    try {
      // Linux applies setpriority(PRIO_PROCESS) to the thread with this id; raising nice needs no privilege.
      setPriority(tid, nice)
      reniced++
    } catch {
      // a thread that ended since it was listed
    }
  }
  return reniced
}
