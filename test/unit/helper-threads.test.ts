import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { reniceHelperThreads } from '../../src/lib/helper-threads.js'

const NICE = 19
/** Reniced threads are found in /proc: Linux only. */
const LINUX = process.platform === 'linux'
const SKIP = LINUX ? false : 'threads are reniced on Linux only (/proc/<pid>/task)'

/** The nice value of each thread of `pid`: field 19 of its stat, counted past the `(comm)` field, which may hold spaces. */
function niceOfThreads(pid: number | 'self'): Map<number, number> {
  const threads = new Map<number, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue // ended since it was listed
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    threads.set(Number(tid), Number(fields[19 - 3]))
  }
  return threads
}

/** A worker thread of this process that answers its thread id, and is ended by `end`. */
async function threadOfOurs(): Promise<{ tid: number; end(): Promise<number> }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads')
    parentPort.on('message', () => {}) // alive until terminated
    parentPort.postMessage(require('node:fs').readlinkSync('/proc/thread-self'))`,
    { eval: true }
  )
  const self = await new Promise<string>((resolve) => worker.once('message', resolve))
  return { tid: Number(self.split('/').pop()), end: () => worker.terminate() }
}

test('reniceHelperThreads renices the threads listed but the main one, skips one gone, and does nothing where there is no /proc or no Linux', { skip: SKIP }, async () => {
  const ours = await threadOfOurs()
  const tasks = mkdtempSync(join(tmpdir(), 'admin-tasks-'))
  try {
    const before = getPriority()
    // Listed: the main thread, a thread of ours, and one that no longer exists (beyond any pid_max).
    for (const tid of [process.pid, ours.tid, 2 ** 22 + 1]) mkdirSync(join(tasks, String(tid)))
    assert.equal(await reniceHelperThreads(NICE, { tasks, platform: 'darwin' }), 0, 'elsewhere a thread id is no process id')
    assert.equal(niceOfThreads('self').get(ours.tid), before)
    assert.equal(await reniceHelperThreads(NICE, { tasks: join(tasks, 'missing') }), 0, 'no /proc: nothing, and no error')
    assert.equal(await reniceHelperThreads(NICE, { tasks }), 1, 'the thread of ours; not the main one, nor the one gone')
    const threads = niceOfThreads('self')
    assert.equal(threads.get(ours.tid), NICE)
    assert.equal(threads.get(process.pid), before, 'the main thread keeps its nice value')
  } finally {
    await ours.end()
    rmSync(tasks, { recursive: true, force: true })
  }
})
