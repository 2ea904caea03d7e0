import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/core/db/database.js'
import { migrateToLatest } from '../../src/core/db/migrator.js'
import { reusable } from '../../src/core/db/reusable.js'
import { freshDatabase, pgSkip, type DatabaseKind } from '../helper.js'

const setting = (key: string, value: string) => ({ key, value: JSON.stringify(value), updated_at: '2026-01-01T00:00:00.000Z' })

for (const kind of ['sqlite', 'postgres'] as DatabaseKind[]) {
  describe(`reusable queries on ${kind}`, { skip: kind === 'postgres' ? pgSkip : false }, () => {
    test('each call runs the compiled SQL with its own values, in their places, fixed values kept', async () => {
      const fresh = await freshDatabase(kind, mkdtempSync(join(tmpdir(), 'admin-reusable-')))
      const database = openDatabase(fresh.url)
      try {
        await migrateToLatest(database.db, database.dialect)
        await database.db.insertInto('app_settings').values([setting('a', 'one'), setting('b', 'two'), setting('c', 'three')]).execute()
        // The second argument is used before the first, and a fixed value sits between them.
        const find = reusable((db, first: string, second: string) =>
          db.selectFrom('app_settings').select('key').where('key', '!=', 'c').where('key', 'in', [second, 'c', first]).orderBy('key')
        )
        assert.deepEqual(await find(database.db, 'a', 'b'), [{ key: 'a' }, { key: 'b' }])
        assert.deepEqual(await find(database.db, 'b', 'zzz'), [{ key: 'b' }])
        assert.deepEqual(await find(database.db, 'x', 'y'), [])
        // Inside a transaction too.
        await database.db.transaction().execute(async (trx) => assert.deepEqual(await find(trx, 'a', 'x'), [{ key: 'a' }]))
      } finally {
        await database.close()
        await fresh.drop()
      }
    })

    test('a number argument is bound as the number it is', async () => {
      const fresh = await freshDatabase(kind, mkdtempSync(join(tmpdir(), 'admin-reusable-')))
      const database = openDatabase(fresh.url)
      try {
        await migrateToLatest(database.db, database.dialect)
        const echo = reusable((db, label: string, value: number) => db.selectNoFrom((eb) => [eb.val(label).as('label'), eb.val(value).as('value')]))
        const [row] = await echo(database.db, 'size', 10)
        // SQLite hands back what was bound (a number); PostgreSQL reads an untyped parameter as text.
        if (kind === 'sqlite') assert.deepEqual(row, { label: 'size', value: 10 })
        else assert.deepEqual({ ...row, value: Number(row!.value) }, { label: 'size', value: 10 })
        const [next] = await echo(database.db, 'other', 2.5)
        assert.equal(Number(next!.value), 2.5)
      } finally {
        await database.close()
        await fresh.drop()
      }
    })
  })
}

test('an argument that is not a bound value is refused at the first call, not run wrongly', async () => {
  const database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'admin-reusable-')), 'app.db')}`)
  try {
    await migrateToLatest(database.db, database.dialect)
    const sorted = reusable((db, column: string) => db.selectFrom('app_settings').select('key').orderBy(column === 'key' ? 'key' : 'value'))
    await assert.rejects(sorted(database.db, 'key'), /argument 0 is not a bound value/)
  } finally {
    await database.close()
  }
})
