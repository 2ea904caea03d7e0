import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../../src/core/db/database.js'
import { openSqliteConnection } from '../../src/core/db/sqlite-binding.js'
import { migrateToLatest } from '../../src/core/db/migrator.js'
import { transact } from '../../src/core/db/transaction.js'
import { changeCounts, dropCounts } from '../../src/core/db/row-counts.js'

// SQLite groups the writes that queue up into one transaction (core/db/transaction.ts). These
// prove what each write still gets on its own: its result or its error, its changes kept or
// undone, its afterCommit only once it is durable.

async function withSqlite(run: (database: DatabaseHandle, path: string) => Promise<void>): Promise<void> {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-group-')), 'app.db')
  const database = openDatabase(`sqlite:${path}`)
  try {
    await migrateToLatest(database.db, database.dialect)
    await run(database, path)
  } finally {
    await database.close()
  }
}

const setting = (key: string) => ({ key, value: '"x"', updated_at: '2026-01-01T00:00:00.000Z' })

async function keys(database: DatabaseHandle): Promise<string[]> {
  return (await database.db.selectFrom('app_settings').select('key').orderBy('key').execute()).map((row) => row.key)
}

test('writes made at once each answer their own result, and all are stored', async () => {
  await withSqlite(async (database) => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transact(database.db, async (tx) => {
          await tx.db.insertInto('app_settings').values(setting(`k${String(i).padStart(2, '0')}`)).execute()
          return i
        })
      )
    )
    assert.deepEqual(results, Array.from({ length: 20 }, (_, i) => i))
    assert.equal((await keys(database)).length, 20)
  })
})

test('a write that fails among others fails alone, with its own error, and leaves nothing', async () => {
  await withSqlite(async (database) => {
    const write = (key: string, fail: boolean) =>
      transact(database.db, async (tx) => {
        await tx.db.insertInto('app_settings').values(setting(key)).execute()
        if (fail) throw new Error(`${key} changed its mind`)
        return key
      })
    const outcomes = await Promise.allSettled([write('a', false), write('b', false), write('c', true), write('d', false), write('e', true)])
    assert.deepEqual(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message)),
      ['a', 'b', 'c changed its mind', 'd', 'e changed its mind']
    )
    assert.deepEqual(await keys(database), ['a', 'b', 'd'])
  })
})

test('afterCommit runs once the write is visible to another connection, and never for a failed one', async () => {
  await withSqlite(async (database, path) => {
    const other = openSqliteConnection(path, { readonly: true })
    try {
      const seen: string[] = []
      const write = (key: string, fail: boolean) =>
        transact(database.db, async (tx) => {
          await tx.db.insertInto('app_settings').values(setting(key)).execute()
          tx.afterCommit(() => {
            const row = other.prepare('select key from app_settings where key = ?').get(key)
            seen.push(row ? `${key} visible` : `${key} not yet committed`)
          })
          if (fail) throw new Error('no')
        })
      await Promise.allSettled([write('a', false), write('b', true), write('c', false), write('d', false)])
      assert.deepEqual(seen.sort(), ['a visible', 'c visible', 'd visible'])
    } finally {
      other.close()
    }
  })
})

test('when the shared commit fails, every write in it fails and none is stored', async () => {
  await withSqlite(async (database) => {
    // Hold the connection with a first write, so that the next three queue up and share a transaction.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    const first = transact(database.db, async (tx) => {
      await tx.db.insertInto('app_settings').values(setting('first')).execute()
      started()
      await held
    })
    await running
    const fine = (key: string) => transact(database.db, (tx) => tx.db.insertInto('app_settings').values(setting(key)).execute())
    const group = [
      fine('a'),
      // A foreign key checked at commit: the commit of the whole group fails.
      transact(database.db, async (tx) => {
        await sql`pragma defer_foreign_keys = on`.execute(tx.db)
        await tx.db.insertInto('content_tags').values({ content_id: 'no such item', tag: 'x', position: 0 }).execute()
      }),
      fine('b')
    ]
    release()
    await first
    const outcomes = await Promise.allSettled(group)
    for (const outcome of outcomes) {
      assert.equal(outcome.status, 'rejected')
      assert.match(String((outcome as PromiseRejectedResult).reason), /FOREIGN KEY/)
    }
    assert.deepEqual(await keys(database), ['first'])
    // The connection is usable again.
    await fine('after')
    assert.deepEqual(await keys(database), ['after', 'first'])
  })
})

/** The test's own counters (the migrations add the tables' own, at 0). */
async function counters(database: DatabaseHandle): Promise<Record<string, number>> {
  const names = ['alone', 'balanced', 'fresh', 'gone', 'kept', 'refilled']
  const rows = await database.db.selectFrom('row_counts').select(['name', 'count']).where('name', 'in', names).orderBy('name').execute()
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]))
}

test("a group's counter changes are those of the writes that committed, dropped counters included", async () => {
  await withSqlite(async (database) => {
    await changeCounts(database.db, { kept: 5, gone: 2, refilled: 7 })
    // Each write changes counters and then stores or fails; they queue up and share a transaction.
    const write = (key: string, work: (db: Parameters<typeof changeCounts>[0]) => Promise<void>, fail = false) =>
      transact(database.db, async (tx) => {
        await work(tx.db)
        await tx.db.insertInto('app_settings').values(setting(key)).execute()
        if (fail) throw new Error(`${key} changed its mind`)
      })
    const outcomes = await Promise.allSettled([
      write('a', (db) => changeCounts(db, { kept: 1, gone: 1, refilled: 1 })),
      write('b', (db) => changeCounts(db, { kept: 100 }, { fresh: 3 }), true),
      write('c', (db) => dropCounts(db, ['gone', 'refilled'])),
      write('d', async (db) => {
        await changeCounts(db, { kept: -2, refilled: 4 })
      }),
      write('e', (db) => dropCounts(db, ['kept']), true),
      write('f', (db) => changeCounts(db, { fresh: 1, balanced: 1 }, { balanced: -1 }))
    ])
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']
    )
    assert.deepEqual(await keys(database), ['a', 'c', 'd', 'f'])
    // kept: 5 + 1 - 2 (b's +100 and e's drop undone); gone: dropped after a's +1; refilled: dropped, then d's +4.
    assert.deepEqual(await counters(database), { fresh: 1, kept: 4, refilled: 4 })
  })
})

test('counter changes of a write alone are stored with it, and undone with it', async () => {
  await withSqlite(async (database) => {
    await transact(database.db, (tx) => changeCounts(tx.db, { alone: 1 }))
    await assert.rejects(
      transact(database.db, async (tx) => {
        await changeCounts(tx.db, { alone: 10 })
        throw new Error('no')
      }),
      /no/
    )
    assert.deepEqual(await counters(database), { alone: 1 })
  })
})
