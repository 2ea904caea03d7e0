/**
 * The activity log's total over a time range, before and after the hour counters: the bounded
 * count on the created_at index that a range alone used to take (boundedCount), against the
 * repository's count now (whole hours from their counters, part hours on the index). Both on
 * one database seeded by scale-seed.ts, alternated round by round, SQL only (no HTTP, no cache).
 * `tsx bench/range-total.ts <sqlite|postgres> [events] [rounds] [no-vacuum]`; prints one line per
 * round and case. `no-vacuum` leaves PostgreSQL's tables as the load left them (no visibility map:
 * an index-only scan still reads the table's pages), as a busy table's newest pages are.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { freshDatabase, type DatabaseKind } from './bench-app.js'
import { DAY_S, seed } from './scale-seed.js'
import { DEFAULT_POSTGRES_LIMITS, openDatabase } from '../src/core/db/database.js'
import { migrateDatabase } from '../src/core/db/migrator.js'
import { boundedCount } from '../src/core/db/paged.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { createActivityRepository } from '../src/modules/activity/activity.repository.js'

const kind = (process.argv[2] ?? 'sqlite') as DatabaseKind
const EVENTS = Number(process.argv[3] ?? 1_000_000)
const ROUNDS = Number(process.argv[4] ?? 3)
/** ranges read per case and round, each a different stretch of the seeded year */
const RANGES = 200

const dir = mkdtempSync(join(tmpdir(), 'bench-range-'))
const fresh = await freshDatabase(kind, join(dir, 'bench.db'))
const database = openDatabase(fresh.url, { ...DEFAULT_POSTGRES_LIMITS, statementTimeoutMs: 0, queryTimeoutMs: 0 })
try {
  await migrateDatabase(fresh.url, database)
  const { db } = database
  let began = performance.now()
  await seed(db, kind, '00000000-0000-7000-8000-000000000001', 1000, EVENTS)
  await recountAll(db)
  await sql.raw(kind === 'sqlite' ? 'pragma optimize=0x10002' : process.argv[5] === 'no-vacuum' ? 'analyze' : 'vacuum analyze').execute(db)
  console.log(`${kind}: ${EVENTS} events seeded and counted in ${((performance.now() - began) / 1000).toFixed(1)} s`)

  const repo = createActivityRepository(kind)
  const old = async (since: string, until: string) => (await boundedCount(db, kind, db.selectFrom('events').where('created_at', '>=', since).where('created_at', '<', until))).count
  const now = (await repo.count(db, { since: new Date(0).toISOString(), until: new Date(Date.now() + 3_600_000).toISOString() })).count
  console.log(`events now: ${now}`)
  // Ranges over the seeded recent events (the newest ~300 days), starting at odd times.
  const ranges = (lengthS: number) =>
    Array.from({ length: RANGES }, (_, i) => {
      const start = Date.now() - (20 + ((i * 37) % 250)) * DAY_S * 1000 - ((i * 7919) % 3600) * 1000 - (i % 1000)
      return [new Date(start).toISOString(), new Date(start + lengthS * 1000).toISOString()] as const
    })
  const cases = { 'one day': ranges(DAY_S), 'seven days': ranges(7 * DAY_S), 'an hour and a half': ranges(5400) }
  // Both give the same totals (the bounded count is exact under 10,000).
  for (const [name, list] of Object.entries(cases)) {
    const [a, b] = list[0]!
    const [before, after] = [await old(a, b), (await repo.count(db, { since: a, until: b })).count]
    console.log(`${name}: ${before} by the bounded count, ${after} by the counters${before === after ? '' : ' (differ: the bounded count stops at 10,001)'}`)
  }
  const variants = { before: old, after: async (since: string, until: string) => (await repo.count(db, { since, until })).count }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, list] of Object.entries(cases)) {
      for (const [variant, count] of Object.entries(variants)) {
        for (const [since, until] of list.slice(0, 20)) await count(since, until) // warm
        const times: number[] = []
        const cpu = process.cpuUsage()
        began = performance.now()
        for (const [since, until] of list) {
          const start = performance.now()
          await count(since, until)
          times.push(performance.now() - start)
        }
        const used = process.cpuUsage(cpu)
        times.sort((x, y) => x - y)
        const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000).toFixed(0)
        console.log(`round ${round} ${name} ${variant}: p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, this process's CPU ${((used.user + used.system) / list.length).toFixed(0)} µs a range`)
      }
    }
  }
} finally {
  await database.close()
  await fresh.drop()
  rmSync(dir, { recursive: true, force: true })
}
