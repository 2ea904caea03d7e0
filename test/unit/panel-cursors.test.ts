import { test } from 'node:test'
import assert from 'node:assert/strict'
import { cursorPager, OFFSET_WINDOW_ROWS } from '../../packages/admin/src/providers/cursors.js'

/** A list as the API serves it: by offset within the window (422 past it), by cursor anywhere. */
function fakeList(rows: number) {
  const asked: Array<Record<string, string | number>> = []
  const fetch = async (query: Record<string, string | number>) => {
    asked.push(query)
    const limit = Number(query.limit)
    const start = query.cursor === undefined ? (Number(query.page) - 1) * limit : Number(String(query.cursor).slice(1))
    if (query.cursor === undefined && start + limit > OFFSET_WINDOW_ROWS) throw new Error(`422 at page ${query.page}`)
    const items = Array.from({ length: Math.max(0, Math.min(limit, rows - start)) }, (_, i) => ({ id: start + i }))
    return { items, nextCursor: start + limit < rows ? `@${start + limit}` : null }
  }
  return { asked, fetch }
}

test('the panel reads a page past the offset window by cursor: the kept one of the page before, or a walk from the window’s end', async () => {
  const read = cursorPager()
  const { asked, fetch } = fakeList(10_130)
  // Within the window, by offset; the next page past it, by the cursor the page before answered.
  assert.equal((await read('activity', { page: 400, limit: 25, type: 'x' }, fetch)).items[0]?.id, 9_975)
  assert.equal((await read('activity', { page: 401, limit: 25, type: 'x' }, fetch)).items[0]?.id, 10_000)
  assert.deepEqual(asked.at(-1), { type: 'x', cursor: '@10000', limit: 25 })
  // Another filter keeps no cursor of this one: it walks from the window's end, 100 rows a step.
  asked.length = 0
  assert.equal((await read('activity', { page: 405, limit: 25, type: 'y' }, fetch)).items[0]?.id, 10_100)
  assert.deepEqual(asked, [
    { type: 'y', page: 100, limit: 100 },
    { type: 'y', cursor: '@10000', limit: 100 },
    { type: 'y', cursor: '@10100', limit: 25 }
  ])
  // Past the list's end: an empty page, never an error.
  assert.deepEqual((await read('activity', { page: 500, limit: 25, type: 'y' }, fetch)).items, [])
})
