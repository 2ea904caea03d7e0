import { test } from 'node:test'
import assert from 'node:assert/strict'
import { closeSync, existsSync, mkdtempSync, openSync, readSync, statSync, symlinkSync } from 'node:fs'
import { endianness, tmpdir } from 'node:os'
import { runInNewContext } from 'node:vm'
import { dirname, join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../src/core/db/database.js'
import { openSqliteConnection } from '../../src/core/db/sqlite-binding.js'
import { CHECKPOINT_SETTINGS, Checkpoints, SQLITE_AUTOCHECKPOINT_PAGES, shouldCheckpoint, type CheckpointSettings } from '../../src/core/db/sqlite-checkpoints.js'
import { transact } from '../../src/core/db/transaction.js'
import { until } from '../helper.js'
import { LOCKS_LISTED, lockedByUs } from '../support/locks.js'

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')
const walBytes = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0)
/** The -shm header's pages in the WAL (mxFrame) and pages copied into the database (nBackfill). */
function walHeader(path: string): { inWal: number; copied: number } {
  const header = Buffer.alloc(100)
  const fd = openSync(`${path}-shm`, 'r')
  try {
    readSync(fd, header, 0, 100, 0)
  } finally {
    closeSync(fd)
  }
  const read = (at: number) => (endianness() === 'LE' ? header.readUInt32LE(at) : header.readUInt32BE(at))
  return { inWal: read(16), copied: read(96) }
}

/** The pages in the WAL: 0 once it starts again. */
const walPages = (path: string) => walHeader(path).inWal
/** Whether every page in the WAL is copied into the database (one read of the header). */
function copiedWhole(path: string): boolean {
  const { inWal, copied } = walHeader(path)
  return copied === inWal
}
/** Starting the worker moves the commits' own checkpoint to the backstop, and its end moves it back: a dead worker fails this. */
function assertWorkerRuns(autocheckpoint: number, what: string): void {
  assert.equal(autocheckpoint, CHECKPOINT_SETTINGS.backstopPages, `${what}, and the worker still runs`)
}

test("a SQLite database written past the WAL's start size is checkpointed by a worker, not by the commits on the event loop, and closes with its WAL folded in", async () => {
  const path = tempFile()
  const database = openDatabase(`sqlite:${path}`)
  const { db } = database
  const autocheckpoint = async () => Number(Object.values((await sql.raw('pragma wal_autocheckpoint').execute(db)).rows[0] as object)[0])
  const write = () => transact(db, (tx) => sql`insert into blobs (b) values (randomblob(65536))`.execute(tx.db))
  try {
    await sql`create table blobs (b blob)`.execute(db)
    assert.equal(await autocheckpoint(), SQLITE_AUTOCHECKPOINT_PAGES, 'SQLite checkpoints on its own while the database is written little')
    // 64 KiB a row: the WAL passes the start size well before SQLite's own 1,000 pages would checkpoint.
    const pageBytes = Number(Object.values((await sql.raw('pragma page_size').execute(db)).rows[0] as object)[0])
    while (walPages(path) * pageBytes < CHECKPOINT_SETTINGS.startBytes) await write()
    assert.equal(await autocheckpoint(), CHECKPOINT_SETTINGS.backstopPages, 'the commits checkpoint past the backstop only')
    // Only a WAL copied whole into the database file starts again, at the next write.
    // (Several rows a round: the worker copies once SQLite's 1,000 pages are waiting.)
    await until(async () => {
      const pages = walPages(path)
      for (let i = 0; i < 8; i++) await write()
      return walPages(path) < pages
    }, 'the worker to checkpoint the WAL')
    assertWorkerRuns(await autocheckpoint(), 'the WAL was copied')
  } finally {
    await database.close()
  }
  assert.equal(existsSync(`${path}-wal`), false, "the worker's connection closed first, so the last to close folded the WAL in and removed it")
  const reopened = openSqliteConnection(path)
  try {
    assert.ok((reopened.prepare('select count(*) as n from blobs').get() as { n: number }).n > 32)
  } finally {
    reopened.close()
  }
})

/** A WAL-mode file with a write in its WAL, and Checkpoints over its connection with `settings`, logging to `failures`. */
function checkpointsOn(settings: Partial<CheckpointSettings>) {
  const path = tempFile()
  const raw = openSqliteConnection(path)
  raw.pragma('journal_mode = WAL')
  raw.exec('create table t (x)')
  const failures: Array<{ details: object; message: string }> = []
  const log = { error: (details: object, message: string) => void failures.push({ details, message }) }
  const checkpoints = new Checkpoints(raw, path, { ...CHECKPOINT_SETTINGS, startBytes: 0, everyMs: 10, ...settings }, log)
  const autocheckpoint = () => Number(raw.pragma('wal_autocheckpoint', { simple: true }))
  // The database's file as SQLite names it, which its -wal and -shm files sit beside.
  const file = (raw.prepare('pragma database_list').get() as { file: string }).file
  return { raw, checkpoints, autocheckpoint, failures, file }
}

test('the checkpoint worker ends once the WAL stands still, SQLite checkpoints on its own again, and the next growth starts it again', async () => {
  const { raw, checkpoints, autocheckpoint } = checkpointsOn({ idleMs: 50 })
  try {
    checkpoints.committed()
    assert.equal(autocheckpoint(), CHECKPOINT_SETTINGS.backstopPages)
    await until(() => autocheckpoint() === SQLITE_AUTOCHECKPOINT_PAGES, 'the idle worker to end')
    checkpoints.committed()
    assert.equal(autocheckpoint(), CHECKPOINT_SETTINGS.backstopPages)
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test("SQLite's lock on the -shm file holds while the worker runs and after it ends: closing a descriptor of the file would drop it for the whole process", { skip: !LOCKS_LISTED }, async () => {
  const { raw, checkpoints, autocheckpoint, file: path } = checkpointsOn({ idleMs: 50 })
  try {
    assert.ok(lockedByUs(`${path}-shm`), 'SQLite locks the -shm file while a connection has it open')
    checkpoints.committed()
    assert.equal(autocheckpoint(), CHECKPOINT_SETTINGS.backstopPages, 'the worker started')
    await until(() => autocheckpoint() === SQLITE_AUTOCHECKPOINT_PAGES, 'the idle worker to end')
    assert.ok(lockedByUs(`${path}-shm`), 'the lock outlived the worker')
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test("SQLite's lock on the -shm file holds while any connection of the process to it is open: one that has not committed yet, and after another's close called twice", { skip: !LOCKS_LISTED }, async () => {
  // No worker: the descriptor is the event loop's alone.
  const first = checkpointsOn({ startBytes: Infinity })
  const path = first.file
  const open = () => {
    const raw = openSqliteConnection(path)
    // (A connection opens the file at its first statement.)
    raw.pragma('journal_mode = WAL')
    return { raw, checkpoints: new Checkpoints(raw, path, { ...CHECKPOINT_SETTINGS, startBytes: Infinity }) }
  }
  const second = open()
  let third: ReturnType<typeof open> | undefined
  try {
    first.raw.exec('insert into t values (1)')
    first.checkpoints.committed()
    await first.checkpoints.close(() => first.raw.close())
    assert.ok(lockedByUs(`${path}-shm`), 'the lock outlived the close of the connection that opened the descriptor')
    third = open()
    for (const { raw, checkpoints } of [second, third]) {
      raw.exec('insert into t values (1)')
      checkpoints.committed()
    }
    const { raw, checkpoints } = third
    await Promise.all([checkpoints.close(() => raw.close()), checkpoints.close(() => raw.close())])
    assert.ok(lockedByUs(`${path}-shm`), 'the lock outlived a connection closed twice')
  } finally {
    if (third) {
      const { raw, checkpoints } = third
      await checkpoints.close(() => raw.close())
    }
    await second.checkpoints.close(() => second.raw.close())
  }
})

test('a database opened through a symbolic link gets its worker: SQLite keeps the -shm file next to the link\'s target', async () => {
  const target = tempFile()
  const link = join(dirname(target), 'link.db')
  openSqliteConnection(target).close()
  symlinkSync(target, link)
  const raw = openSqliteConnection(link)
  raw.pragma('journal_mode = WAL')
  raw.exec('create table t (x)')
  const checkpoints = new Checkpoints(raw, link, { ...CHECKPOINT_SETTINGS, startBytes: 0 })
  try {
    raw.exec('insert into t values (1)')
    checkpoints.committed()
    assert.equal(Number(raw.pragma('wal_autocheckpoint', { simple: true })), CHECKPOINT_SETTINGS.backstopPages, 'the worker started')
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test('the worker checkpoints once the WAL holds its pages not yet copied, not before', async () => {
  // A WAL copied whole starts again from its beginning at the next commit, which then does not grow it.
  const insertGrows = (raw: ReturnType<typeof checkpointsOn>['raw'], path: string) => {
    const before = walBytes(path)
    raw.exec('insert into t values (randomblob(3000))')
    return walBytes(path) > before
  }

  const eager = checkpointsOn({ pages: 1 })
  try {
    eager.checkpoints.committed()
    await until(() => !insertGrows(eager.raw, eager.file), 'the worker to copy the WAL once it holds a page')
    assertWorkerRuns(eager.autocheckpoint(), 'the WAL was copied')
  } finally {
    await eager.checkpoints.close(() => eager.raw.close())
  }

  const patient = checkpointsOn({ pages: 1_000_000, idleMs: 100 })
  const path = patient.file
  try {
    patient.checkpoints.committed()
    for (let i = 0; i < 5; i++) assert.ok(insertGrows(patient.raw, path))
    // It ends only after reading the WAL's header for idleMs with no commit, so it saw these pages.
    await until(() => patient.autocheckpoint() === SQLITE_AUTOCHECKPOINT_PAGES, 'the idle worker to end')
    assert.ok(insertGrows(patient.raw, path), 'the WAL, short of its pages, was never copied')
  } finally {
    await patient.checkpoints.close(() => patient.raw.close())
  }
})

test("the commit that starts a WAL copied whole again does not cut its file back (an ftruncate on the event loop, waiting on the disk)", async () => {
  const { raw, checkpoints, autocheckpoint, file: path } = checkpointsOn({ pages: 1 })
  try {
    // Some 1.2 MiB in one transaction, more than SQLite's own default limit of the file.
    raw.transaction(() => {
      for (let i = 0; i < 400; i++) raw.exec('insert into t values (randomblob(3000))')
    })()
    const written = walBytes(path)
    checkpoints.committed()
    await until(() => {
      raw.exec('insert into t values (1)')
      return walPages(path) === 1
    }, 'the worker to copy the WAL, and a commit to start it again')
    assertWorkerRuns(autocheckpoint(), 'the WAL was copied')
    assert.ok(walBytes(path) >= written, `the WAL file went from ${written} bytes to ${walBytes(path)}`)
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test('a checkpoint worker that cannot start leaves the checkpoints to SQLite, as without it, logs its failure once, and is not started again at the next commits', async () => {
  const { raw, checkpoints, autocheckpoint, failures } = checkpointsOn({ binding: join(tmpdir(), 'no-such-binding.node') })
  try {
    checkpoints.committed()
    await until(() => autocheckpoint() === SQLITE_AUTOCHECKPOINT_PAGES, 'the failed worker to end')
    raw.exec('insert into t values (1)')
    checkpoints.committed()
    assert.equal(autocheckpoint(), SQLITE_AUTOCHECKPOINT_PAGES, 'no worker started again (starting one sets the backstop)')
    assert.equal(failures.length, 1, `one line for one failure: ${JSON.stringify(failures)}`)
    const { details, message } = failures[0]!
    assert.match(message, /^SQLite checkpoint worker failed/)
    const { err, retryAfterMs } = details as { err: unknown; retryAfterMs: number }
    assert.match(String(err), /no-such-binding/, 'with the error')
    assert.equal(retryAfterMs, CHECKPOINT_SETTINGS.idleMs)
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test('a tail that commits left during a checkpoint is copied once no commit comes, so that the next write starts the WAL again', async () => {
  const { raw, checkpoints, autocheckpoint, file: path } = checkpointsOn({ pages: 1_000_000 })
  const reader = openSqliteConnection(path)
  try {
    for (let i = 0; i < 3; i++) raw.exec('insert into t values (randomblob(3000))')
    // A reader's snapshot stops a checkpoint short of the commits made after it began: a tail.
    reader.exec('begin')
    reader.prepare('select count(*) from t').get()
    for (let i = 0; i < 3; i++) raw.exec('insert into t values (randomblob(3000))')
    const [copy] = raw.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>
    assert.ok(copy!.checkpointed > 0 && copy!.checkpointed < copy!.log, `a tail is left: ${JSON.stringify(copy)}`)
    reader.exec('commit')
    checkpoints.committed()
    await until(() => copiedWhole(path), 'the worker to copy the tail, far fewer pages than it waits for')
    raw.exec('insert into t values (1)')
    assert.ok(walHeader(path).inWal <= 2, 'the next write started the WAL again')
    assertWorkerRuns(autocheckpoint(), 'the worker copied it')
  } finally {
    reader.close()
    await checkpoints.close(() => raw.close())
  }
})

test("past the backstop, while commits go on, the worker copies nothing (its copy would hold the lock the commit's checkpoint needs), and once they stop it copies it all", async () => {
  const backstopPages = 50
  const { raw, checkpoints, file: path } = checkpointsOn({ pages: 1, backstopPages, everyMs: 50 })
  try {
    raw.transaction(() => {
      for (let i = 0; i < 2 * backstopPages; i++) raw.exec('insert into t values (randomblob(3000))')
    })()
    checkpoints.committed()
    // Only the worker may copy here: the commits' own checkpoint is off.
    raw.pragma('wal_autocheckpoint = 0')
    // A commit every moment for several of the worker's ticks, with no turn of the event loop.
    const until400ms = Date.now() + 400
    while (Date.now() < until400ms) raw.exec('insert into t values (1)')
    assert.equal(walHeader(path).copied, 0, 'the worker copied past the backstop while commits went on')
    await until(() => copiedWhole(path), 'the worker to copy the WAL once the commits stopped')
  } finally {
    await checkpoints.close(() => raw.close())
  }
})

test('when the worker copies: once its pages wait, past the backstop only once commits stop, and a tail once commits stop', () => {
  const pages = 1000
  const backstop = 10_000
  const cases: Array<[inWal: number, copied: number, committedSinceTick: boolean, copies: boolean, why: string]> = [
    [999, 0, true, false, 'fewer pages than SQLite would wait for'],
    [1000, 0, true, true, "SQLite's own pages wait"],
    [1003, 1000, true, false, 'a tail, but commits go on: it would race them again'],
    [1003, 1000, false, true, 'a tail, and no commit since: the next write starts the WAL again'],
    [500, 0, false, false, 'fewer than its pages and none copied yet: it waits, as SQLite would'],
    [2000, 2000, false, false, 'all copied'],
    [9999, 0, true, true, 'just under the backstop'],
    [10_000, 0, true, false, "at the backstop while commits go on: the commit's own checkpoint copies"],
    [50_000, 20_000, false, true, 'past it, once commits stop']
  ]
  for (const [inWal, copied, committed, copies, why] of cases) {
    assert.equal(shouldCheckpoint(inWal, copied, committed, pages, backstop), copies, `${inWal} in the WAL, ${copied} copied: ${why}`)
  }
  // The worker runs the function's source alone: it must name nothing outside itself.
  assert.equal(runInNewContext(`(${shouldCheckpoint.toString()})(1003, 1000, false, 1000, 10000)`), true)
})
