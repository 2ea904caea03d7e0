import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { SQLITE_BINDING } from '../../src/core/db/sqlite-binding.js'

// core/db/sqlite-binding.ts picks better-sqlite3 by Node line (docs/decisions/sqlite-binding.md).
// CI runs this file on every supported line, so each proves its own choice.

const NODE_MAJOR = Number(process.versions.node.split('.')[0])

test('the SQLite binding is better-sqlite3 13 (Node-API) on Node 22 and later, 12 on Node 20', () => {
  const { name, version } = createRequire(import.meta.url)(`${SQLITE_BINDING}/package.json`) as { name: string; version: string }
  assert.equal(name, 'better-sqlite3')
  assert.equal(Number(version.split('.')[0]), NODE_MAJOR >= 22 ? 13 : 12, `better-sqlite3 ${version} on Node ${process.version}`)
})

// What aborted test processes on Node 24 with better-sqlite3 12: statements dropped
// (by the bounded statement cache, or each pragma call's own), finalized by a collection that V8
// runs as a task of its own between turns of the event loop, where no JavaScript context is
// entered. Garbage made across timer turns gets V8 to schedule such collections; with 12 on
// Node 24 this child aborts within a second. At the end, statements still reachable are left
// to the exit's teardown.
const CHURN = `
  import { openSqliteConnection } from './src/core/db/sqlite-binding.ts'
  const database = openSqliteConnection(':memory:')
  database.exec('create table items (id integer primary key, n integer)')
  let garbage = []
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < 200; i++) database.prepare('insert into items (n) values (' + (round * 1000 + i) + ')').run()
    database.pragma('optimize')
    for (let turn = 0; turn < 10; turn++) {
      garbage = Array.from({ length: 20000 }, (_, k) => ({ k, text: 'x' + k }))
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
  }
  const kept = Array.from({ length: 100 }, (_, i) => database.prepare('select ' + i))
  process.exitCode = kept.length + garbage.length > 0 ? 0 : 1
`

test('statements dropped and collected, while idle and at exit, never abort the process', () => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', CHURN], {
    cwd: new URL('../..', import.meta.url),
    encoding: 'utf8'
  })
  assert.equal(child.signal, null, `killed by ${child.signal}: ${child.stderr}`)
  assert.equal(child.status, 0, child.stderr)
})
