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
