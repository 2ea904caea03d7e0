import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { openSqliteConnection } from '../../src/core/db/sqlite-binding.js'
import { CHECKPOINT_SETTINGS } from '../../src/core/db/sqlite-checkpoints.js'
import { reniceHelperThreads } from '../../src/lib/helper-threads.js'
import { killed, startServer } from '../support/server-process.js'
import { until } from '../support/until.js'

/** What src/server.ts gives the helper threads. */
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

test('the server runs its helper threads at nice 19, its main thread as started: those of V8 and the threadpool, and the SQLite checkpoint worker once it starts', { skip: SKIP, timeout: 240_000 }, async (t) => {
  // The server's main thread keeps the nice value this test runs at; at 19 there would be nothing to tell.
  const started = getPriority()
  if (started >= NICE) return t.skip(`this test runs at nice ${started}: the helpers' ${NICE} would not tell`)
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-nice-'))
  const path = join(dataDir, 'app.db')
  const admin = { email: 'root@example.com', password: 'root-password-1' }
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  const pid = server.child.pid!
  const helpersAtNice = () => {
    const threads = niceOfThreads(pid)
    assert.equal(threads.get(pid), started, 'the main thread')
    threads.delete(pid)
    assert.ok(threads.size >= 4, `V8's and libuv's threads: ${threads.size}`)
    for (const [tid, nice] of threads) assert.equal(nice, NICE, `thread ${tid}`)
    return new Set(threads.keys())
  }
  // A sign-in: its password is hashed on libuv's threadpool, and it writes in a transaction.
  const signIn = async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin)
    })
    assert.equal(res.status, 200)
  }
  try {
    await until(() => server.output().includes('helper threads reniced'), 'the helper threads to be reniced')
    helpersAtNice()
    await signIn()
    const helpers = helpersAtNice()

    // The WAL grown past the checkpoint worker's start size by another connection, so that the
    // server's next commit starts it.
    const filler = openSqliteConnection(path)
    try {
      filler.pragma('wal_autocheckpoint = 0')
      filler.exec('create table filler (b blob)')
      for (let bytes = 0; bytes <= CHECKPOINT_SETTINGS.startBytes; bytes += 65536) filler.exec('insert into filler values (randomblob(65536))')
      await signIn()
      let added: number[] = []
      await until(() => (added = [...niceOfThreads(pid).keys()].filter((tid) => tid !== pid && !helpers.has(tid))).length > 0, 'a new thread: the checkpoint worker')
      // Made by the main thread, it starts at its nice value, and is given the helpers' once online.
      await until(() => added.every((tid) => niceOfThreads(pid).get(tid) === NICE), `the checkpoint worker to be reniced to ${NICE}`, 10_000)
      helpersAtNice()
    } finally {
      filler.close()
    }
  } finally {
    await killed(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
