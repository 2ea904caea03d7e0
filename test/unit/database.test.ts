import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../src/core/db/database.js'
import { migrateToLatest } from '../../src/core/db/migrator.js'
import { freshDatabase, pgSkip, type DatabaseKind } from '../helper.js'

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
        assert.equal(ran[0], '2026-11-23-0001-initial')
        const tables = (await database.db.introspection.getTables()).map((table) => table.name)
        for (const table of FOUNDATION_TABLES) assert.ok(tables.includes(table), `${table} in ${tables.join(', ')}`)
        assert.deepEqual(await migrateToLatest(database.db, database.dialect), [])
        await database.ping()
      } finally {
        await database.close()
        await fresh.drop()
      }
    })
  })
}

test('npm run migrate brings the configured database up to date, then finds nothing to do', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-migrate-'))
  const migrate = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
      timeout: 30_000
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
    await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()))
    const ran = await migrateToLatest(database.db, database.dialect)
    await database.close()
    console.log(ran.length)
  `
  const runs = await Promise.all(
    Array.from({ length: 4 }, () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
        let out = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.stderr.on('data', (chunk) => (out += chunk))
        child.on('close', (code) => resolve({ code, out }))
      })
    )
  )
  for (const run of runs) assert.equal(run.code, 0, run.out)
  const counts = runs.map((run) => Number(run.out.trim())).sort()
  assert.deepEqual(counts.slice(0, 3), [0, 0, 0], 'only one process ran the migrations')
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
