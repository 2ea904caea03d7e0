import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../../src/core/db/database.js'
import { openSqliteConnection, type SqliteConnection } from '../../src/core/db/sqlite-binding.js'
import { migrateDatabase, migrateToLatest } from '../../src/core/db/migrator.js'
import { migrations } from '../../src/core/db/migrations/index.js'
import { LOCKS_LISTED, lockedByUs } from '../support/locks.js'
import * as actorCounts from '../../src/core/db/migrations/2026-11-26-1030-actor-counts.js'
import * as eventHourCounts from '../../src/core/db/migrations/2026-11-26-2331-event-hour-counts.js'
import { transact } from '../../src/core/db/transaction.js'
import { freshDatabase, pgSkip, until, type DatabaseKind } from '../helper.js'
import { built } from '../support/built.js'

test('SQLite opens in WAL mode, with foreign keys enforced and a busy timeout', async () => {
  const database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'nested', 'app.db')}`)
  try {
    assert.equal(database.dialect, 'sqlite')
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0]
    assert.equal(String(await pragma('journal_mode')), 'wal')
    assert.equal(Number(await pragma('foreign_keys')), 1)
    assert.ok(Number(await pragma('busy_timeout')) >= 1000)
  } finally {
    await database.close()
  }
})

test("a second SQLite handle on a file in the process leaves the first's lock on the database file: closing a descriptor of the file would drop it for the whole process", { skip: !LOCKS_LISTED }, async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')
  const first = openDatabase(`sqlite:${path}`)
  try {
    assert.ok(lockedByUs(path), 'a connection in WAL mode holds a lock on the database file')
    const second = openDatabase(`sqlite:${path}`)
    try {
      assert.ok(lockedByUs(path), 'the lock outlived the second handle\'s open')
    } finally {
      await second.close()
    }
  } finally {
    await first.close()
  }
})

test('SQLite keeps temporary files in memory inside a transaction (grouped writes\' savepoint journals), and spills them to files outside (a read\'s big sort)', async () => {
  const database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')}`)
  try {
    const tempStore = async (db: typeof database.db) => Number(Object.values((await sql.raw('pragma temp_store').execute(db)).rows[0] as object)[0])
    assert.equal(await tempStore(database.db), 0, 'DEFAULT (files) before')
    assert.equal(await database.db.transaction().execute((trx) => tempStore(trx)), 2, 'MEMORY inside')
    assert.equal(await tempStore(database.db), 0, 'DEFAULT after a commit')
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        assert.equal(await tempStore(trx), 2)
        throw new Error('rolled back')
      }),
      /rolled back/
    )
    assert.equal(await tempStore(database.db), 0, 'DEFAULT after a rollback')
  } finally {
    await database.close()
  }
})

/** A SQLite file (WAL) with an indexed table that ANALYZE has gathered statistics and samples on, still open. */
function analyzedFile(): { path: string; raw: SqliteConnection } {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')
  const raw = openSqliteConnection(path)
  raw.pragma('journal_mode = WAL')
  raw.exec('create table items (id integer primary key, status text); create index items_status on items (status)')
  const insert = raw.prepare('insert into items (status) values (?)')
  for (let i = 0; i < 1000; i++) insert.run(i % 10 === 0 ? 'draft' : 'published')
  raw.exec('analyze')
  return { path, raw }
}

test('SQLite keeps the per-index statistics ANALYZE gathered but not its samples, which would re-plan cached statements on every new value', async () => {
  const { path, raw } = analyzedFile()
  const count = (table: string) => raw.prepare(`select count(*) from ${table}`).pluck().get() as number
  assert.ok(count('sqlite_stat4') > 0, 'ANALYZE took samples')
  raw.close()

  const database = openDatabase(`sqlite:${path}`)
  try {
    const rows = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n)
    assert.equal(await rows('sqlite_stat4'), 0)
    assert.ok((await rows('sqlite_stat1')) > 0)
  } finally {
    await database.close()
  }
})

test('a SQLite file another process is writing to still opens: its samples are left for the next optimize', async () => {
  const { path, raw } = analyzedFile()
  // Holds the write lock past the busy timeout: the cleanup cannot write, and must not fail the open.
  raw.exec('begin immediate')
  try {
    const database = openDatabase(`sqlite:${path}`)
    try {
      const samples = Number((await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(database.db)).rows[0]!.n)
      assert.ok(samples > 0)
    } finally {
      await database.close()
    }
  } finally {
    raw.exec('rollback')
    raw.close()
  }
})

test('a SQLite transaction that reads before it writes is not failed by another process writing in between: it holds the write lock from its start', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')
  const database = openDatabase(`sqlite:${path}`)
  // Another process's connection to the same file (no busy timeout: it answers at once).
  const other = openSqliteConnection(path)
  try {
    await sql`create table counters (n integer)`.execute(database.db)
    await sql`insert into counters values (0)`.execute(database.db)
    let otherWrite: unknown
    await transact(database.db, async (tx) => {
      const { n } = (await sql<{ n: number }>`select n from counters`.execute(tx.db)).rows[0]!
      try {
        other.exec('update counters set n = 100')
      } catch (error) {
        otherWrite = error
      }
      await sql`update counters set n = ${n + 1}`.execute(tx.db)
    })
    // The other writer waited its turn (here: was told the file is busy), instead of this one failing.
    assert.match(String((otherWrite as { code?: string } | undefined)?.code), /SQLITE_BUSY/)
    assert.equal(other.prepare('select n from counters').pluck().get(), 1)
  } finally {
    other.close()
    await database.close()
  }
})

// The tables the first migration promises every later feature.
const FOUNDATION_TABLES = ['users', 'sessions', 'user_settings', 'app_settings', 'events']

for (const kind of ['sqlite', 'postgres'] as DatabaseKind[]) {
  describe(kind, { skip: kind === 'postgres' ? pgSkip : false }, () => {
    test('the same migrations create the foundation tables, and a second run has nothing to do', async () => {
      const fresh = await freshDatabase(kind, mkdtempSync(join(tmpdir(), 'admin-db-')))
      const database = openDatabase(fresh.url)
      try {
        assert.equal(database.dialect, kind)
        const ran = await migrateToLatest(database.db, database.dialect)
        // in the order they are listed, which is their names' order by characters
        assert.deepEqual(ran, Object.keys(migrations))
        const tables = (await database.db.introspection.getTables()).map((table) => table.name)
        for (const table of FOUNDATION_TABLES) assert.ok(tables.includes(table), `${table} in ${tables.join(', ')}`)
        assert.deepEqual(await migrateToLatest(database.db, database.dialect), [])
        await database.ping()
      } finally {
        await database.close()
        await fresh.drop()
      }
    })

    test("the actor-counts migration counts each actor's events as they stand, and no actor for the system's", async () => {
      const fresh = await freshDatabase(kind, mkdtempSync(join(tmpdir(), 'admin-db-')))
      const database = openDatabase(fresh.url)
      try {
        await migrateToLatest(database.db, database.dialect)
        const event = (id: string, actorId: string | null) => ({ id, type: 'auth.login', actor_id: actorId, subject_type: 'user', subject_id: 's', payload: '{}', created_at: '2026-01-01T00:00:00.000Z' })
        await database.db.insertInto('events').values([event('e1', 'a'), event('e2', 'a'), event('e3', 'b'), event('e4', null)]).execute()
        await actorCounts.up(database.db as Kysely<unknown>)
        const counters = await database.db.selectFrom('row_counts').select(['name', 'count']).where('name', 'like', 'events.actor:%').orderBy('name').execute()
        assert.deepEqual(counters.map((row) => [row.name, Number(row.count)]), [['events.actor:a', 2], ['events.actor:b', 1]])
        await actorCounts.down(database.db as Kysely<unknown>)
        assert.deepEqual(await database.db.selectFrom('row_counts').select('name').where('name', 'like', 'events.actor:%').execute(), [])
      } finally {
        await database.close()
        await fresh.drop()
      }
    })

    test("the event-hour-counts migration counts each UTC hour's events as they stand, an hour's first and last millisecond in it", async () => {
      const fresh = await freshDatabase(kind, mkdtempSync(join(tmpdir(), 'admin-db-')))
      const database = openDatabase(fresh.url)
      try {
        await migrateToLatest(database.db, database.dialect)
        const event = (id: string, createdAt: string) => ({ id, type: 'auth.login', actor_id: null, subject_type: 'user', subject_id: 's', payload: '{}', created_at: createdAt })
        const times = ['2026-01-01T00:00:00.000Z', '2026-01-01T00:59:59.999Z', '2026-01-01T01:00:00.000Z', '2025-12-31T23:59:59.999Z']
        await database.db.insertInto('events').values(times.map((time, i) => event(`e${i}`, time))).execute()
        await eventHourCounts.up(database.db as Kysely<unknown>)
        const counters = await database.db.selectFrom('row_counts').select(['name', 'count']).where('name', 'like', 'events.hour:%').orderBy('name').execute()
        assert.deepEqual(counters.map((row) => [row.name, Number(row.count)]), [['events.hour:2025-12-31T23', 1], ['events.hour:2026-01-01T00', 2], ['events.hour:2026-01-01T01', 1]])
        await eventHourCounts.down(database.db as Kysely<unknown>)
        assert.deepEqual(await database.db.selectFrom('row_counts').select('name').where('name', 'like', 'events.hour:%').execute(), [])
      } finally {
        await database.close()
        await fresh.drop()
      }
    })
  })
}

test('a PostgreSQL connection ended by the server between two queries of a transaction fails that transaction, not the process', { skip: pgSkip }, async () => {
  const fresh = await freshDatabase('postgres', mkdtempSync(join(tmpdir(), 'admin-db-')))
  const database = openDatabase(fresh.url)
  const other = openDatabase(fresh.url)
  try {
    const ended = database.db.transaction().execute(async (trx) => {
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!
      await sql`select pg_terminate_backend(${pid})`.execute(other.db)
      // The server's notice arrives while this checkout runs no query.
      await sleep(200)
      await sql`select 1`.execute(trx)
    })
    await assert.rejects(ended)
    // The broken client was discarded: the next query gets a new connection.
    await database.ping()
  } finally {
    await other.close()
    await database.close()
    await fresh.drop()
  }
})

test('an instance starting while another migrates PostgreSQL waits for it longer than PG_STATEMENT_TIMEOUT_MS and PG_QUERY_TIMEOUT_MS', { skip: pgSkip }, async () => {
  const fresh = await freshDatabase('postgres', mkdtempSync(join(tmpdir(), 'admin-db-')))
  const limits = { statementTimeoutMs: 200, queryTimeoutMs: 400, keepAliveMs: 0 }
  const database = openDatabase(fresh.url, limits)
  const other = new pg.Client({ connectionString: fresh.url })
  await other.connect()
  // Kysely's migration lock (the id in its PostgresAdapter), held as an instance migrating holds it.
  const lock = '3853314791062309107'
  try {
    await other.query(`select pg_advisory_lock(${lock})`)
    let settled = false
    const migrating = migrateDatabase(fresh.url, database, limits).finally(() => (settled = true))
    migrating.catch(() => {})
    // Settled already is a failure, which `await migrating` below reports.
    await until(async () => settled || (await other.query("select 1 from pg_locks where locktype = 'advisory' and not granted")).rowCount! > 0, 'the migration to wait for the lock')
    // Past both limits: a wait bounded by them has failed by now.
    await sleep(3 * limits.queryTimeoutMs)
    await other.query(`select pg_advisory_unlock(${lock})`)
    assert.equal((await migrating).length, Object.keys(migrations).length)
  } finally {
    await other.end()
    await database.close()
    await fresh.drop()
  }
})

test('npm run migrate brings the configured database up to date, then finds nothing to do', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-migrate-'))
  const migrate = () =>
    spawnSync(process.execPath, [built('migrate')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
      timeout: 120_000
    })
  const first = migrate()
  assert.equal(first.status, 0, first.stderr)
  assert.match(first.stdout, /^ran \d+ migration\(s\): 2026-11-23-0001-initial, /)
  const second = migrate()
  assert.equal(second.status, 0, second.stderr)
  assert.equal(second.stdout.trim(), 'database is up to date')
})

test('processes migrating one SQLite file at the same moment all succeed: one migrates, the others wait and find it done', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'admin-race-')), 'app.db')
  // Each process loads, then waits for one shared instant, so the migrations truly overlap.
  const startAt = Date.now() + 3000
  const script = `
    import { openDatabase } from './src/core/db/database.ts'
    import { migrateToLatest } from './src/core/db/migrator.ts'
    const database = openDatabase(${JSON.stringify(`sqlite:${file}`)})
    // Past the instant already on a loaded machine: Node 24 warns about a negative delay.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${startAt} - Date.now())))
    const ran = await migrateToLatest(database.db, database.dialect)
    await database.close()
    console.log(ran.length)
  `
  const runs = await Promise.all(
    Array.from({ length: 4 }, () =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
        let out = ''
        let err = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.stderr.on('data', (chunk) => (err += chunk))
        child.on('close', (code) => resolve({ code, out, err }))
      })
    )
  )
  for (const run of runs) assert.equal(run.code, 0, run.err)
  const counts = runs.map((run) => Number(run.out.trim())).sort()
  assert.deepEqual(counts.slice(0, 3), [0, 0, 0], `only one process ran the migrations: ${JSON.stringify(runs)}`)
  assert.ok(counts[3]! > 0)
})

test('a migration that fails on SQLite leaves no part of itself behind', async () => {
  const database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'admin-db-')), 'app.db')}`)
  try {
    // A stray table named like the first migration's last one makes it fail after its first tables.
    await sql`create table events (stray integer)`.execute(database.db)
    await assert.rejects(migrateToLatest(database.db, database.dialect), /events/)
    const tables = (await database.db.introspection.getTables()).map((table) => table.name)
    assert.deepEqual(tables, ['events'])
  } finally {
    await database.close()
  }
})
