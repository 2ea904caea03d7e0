/**
 * `npm run bench:scale-survivors`: where what bench:scale-gc counts as promoted may come from.
 * Same service, seed and load as bench:scale-gc, one case (the first BENCH_SCALE_CASES matches),
 * BENCH_SCALE_SECONDS (10) under V8's sampling heap profiler told to forget the objects scavenges
 * free: what it keeps are sampled objects that no scavenge freed, by the stack that allocated
 * them (the nearest frames of ours, and the start of the allocating function's text, which tells
 * anonymous functions apart). It keeps more than the GC profiler counts as promoted (objects still
 * young at the end, the profiler's own), so it names suspects; bench:scale-gc's count, before and
 * after a change, is the proof. BENCH_SURVIVORS_LIVE=1: only what a full GC at the end leaves
 * (what stays, not what mark-compacts would sweep). BENCH_SURVIVORS_INTERVAL: bytes between
 * samples (128); BENCH_SURVIVORS_TOP: rows (30); BENCH_SURVIVORS_RATE=2000: bench:scale's fixed-rate
 * part (that many reads a second over 64 connections, 50 content writes a second). SQLite only.
 */
import type { AddressInfo } from 'node:net'
import { Session } from 'node:inspector/promises'
import { GCProfiler } from 'node:v8'
import { sql } from 'kysely'
import { tally, type GcStatistics } from './gc-tally.js'
import { startBenchApp } from './bench-app.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { benchWebhook, scaleCases, seed } from './scale-seed.js'
import { loadInOwnProcess, type LoadSpec } from './scale-load.js'

const ITEMS = Number(process.env.BENCH_SCALE_ITEMS ?? 20_000)
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 60_000)
const CASES = new RegExp(process.env.BENCH_SCALE_CASES ?? '')
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10)
const INTERVAL = Number(process.env.BENCH_SURVIVORS_INTERVAL ?? 128)
const TOP = Number(process.env.BENCH_SURVIVORS_TOP ?? 30)
const LIVE = process.env.BENCH_SURVIVORS_LIVE === '1'
/** reads a second: bench:scale's fixed-rate part (64 connections, 50 content writes a second) instead of bench:scale-gc's closed loop */
const RATE = Number(process.env.BENCH_SURVIVORS_RATE ?? 0)
/** bench:scale-gc's ratio of reads to content writes */
const READS_PER_WRITE = 75

interface CallFrame {
  functionName: string
  url: string
  scriptId: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  callFrame: CallFrame
  /** the bytes its samples stand for (V8 scales them by the sampling interval) */
  selfSize: number
  id: number
  children: ProfileNode[]
}

const gc = (globalThis as { gc?: (options: { type: 'minor' | 'major'; execution: 'sync' }) => void }).gc
if (!gc) throw new Error('run with --expose-gc (npm run bench:scale-survivors)')

const frameName = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
const ours = (frame: CallFrame) => /\/(src|bench)\//.test(frame.url) && !frame.url.includes('node_modules')

const t = await startBenchApp('sqlite')
try {
  const { db } = t.app.database
  const admin = await t.signIn('admin')
  const author = await t.signIn()
  await seed(db, 'sqlite', author.id, ITEMS, EVENTS)
  await recountAll(db)
  await sql.raw('pragma optimize=0x10002').execute(db)
  const chosen = scaleCases(author, await benchWebhook(db, admin.id)).find(([name]) => CASES.test(name))
  if (!chosen) throw new Error('no case matches BENCH_SCALE_CASES')
  const [name, paths, token] = chosen
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (t.app.server.address() as AddressInfo).port
  const closedLoop: LoadSpec = { port, token: token ?? admin.token, paths, connections: 8, seconds: SECONDS, writesPerSecond: 0, readsPerWrite: READS_PER_WRITE }
  const spec: LoadSpec = RATE ? { ...closedLoop, connections: 64, rate: RATE, skipLateMs: 5, writesPerSecond: 50, readsPerWrite: undefined } : closedLoop
  await loadInOwnProcess({ ...spec, seconds: 3 })
  gc({ type: 'major', execution: 'sync' })

  const session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  await session.post('HeapProfiler.startSampling', { samplingInterval: INTERVAL, includeObjectsCollectedByMajorGC: !LIVE, includeObjectsCollectedByMinorGC: false })
  const profiler = new GCProfiler()
  profiler.start()
  const load = await loadInOwnProcess(spec)
  const { statistics } = profiler.stop() as unknown as { statistics: GcStatistics[] }
  // What is still young and dead at the end goes (and leaves the profile).
  gc({ type: 'minor', execution: 'sync' })
  gc({ type: 'minor', execution: 'sync' })
  if (LIVE) gc({ type: 'major', execution: 'sync' })
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode; samples: Array<{ nodeId: number }> } }

  const samples = new Map<number, number>()
  for (const sample of profile.samples) samples.set(sample.nodeId, (samples.get(sample.nodeId) ?? 0) + 1)
  const bySite = new Map<string, { bytes: number; count: number; frame: CallFrame }>()
  let sampled = 0
  const walk = (node: ProfileNode, stack: CallFrame[]) => {
    const here = [...stack, node.callFrame]
    if (node.selfSize > 0) {
      const own = [...here].reverse().filter(ours).slice(0, 3)
      const key = `${frameName(node.callFrame)} <= ${own.map(frameName).join(' < ')}`
      const entry = bySite.get(key) ?? { bytes: 0, count: 0, frame: node.callFrame }
      entry.bytes += node.selfSize
      entry.count += samples.get(node.id) ?? 0
      bySite.set(key, entry)
      sampled += node.selfSize
    }
    for (const child of node.children) walk(child, here)
  }
  walk(profile.head, [])

  await session.post('Debugger.enable')
  const sourceOf = async (frame: CallFrame) => {
    if (!frame.scriptId || frame.scriptId === '0') return ''
    const { scriptSource } = (await session.post('Debugger.getScriptSource', { scriptId: frame.scriptId })) as { scriptSource: string }
    const line = scriptSource.split('\n')[frame.lineNumber] ?? ''
    return line.slice(frame.columnNumber, frame.columnNumber + 90).replace(/\|/g, '/')
  }
  const { promoted, scavenges, markCompacts } = tally(statistics)
  console.log(`${name}: ${load.requests} reads, ${load.writes} writes; the GC profiler: ${(promoted / load.requests).toFixed(0)} B promoted a read, ${scavenges} scavenges, ${markCompacts} mark-compacts`)
  console.log(`${LIVE ? 'alive after a full GC' : 'not freed by a scavenge'}, sampled every ${INTERVAL} B: ${profile.samples.length} samples standing for ${(sampled / load.requests).toFixed(0)} B a read`)
  console.log('| B a read | samples | allocated in <= our nearest frames | the allocating function |')
  console.log('|---|---|---|---|')
  for (const [key, { bytes, count, frame }] of [...bySite].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, TOP)) {
    console.log(`| ${(bytes / load.requests).toFixed(1)} | ${count} | ${key} | ${await sourceOf(frame).catch(() => '')} |`)
  }
  session.disconnect()
} finally {
  await t.close()
}
