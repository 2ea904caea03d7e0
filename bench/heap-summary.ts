/**
 * `tsx bench/heap-summary.ts <file.heapsnapshot> [dist]`: what a V8 heap snapshot holds, by what
 * holds it. Retained sizes come from the dominator tree (weak edges left out). Each object is
 * counted once, under its nearest dominator that says whose it is: a function, its context or
 * its shared info is its module's (the bundle's source map names the file: a package under
 * node_modules, or a folder of src/); a cache's instance is its class's; a script's text is
 * "script sources". What no such dominator holds is named by its own type (V8's system objects,
 * the roots). Also the biggest single retainers, with the path of edge names that reaches them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]]; location_fields: string[] } }
  nodes: number[]
  edges: number[]
  locations: number[]
  strings: string[]
}

/** Classes whose instances are a holder of their own: caches and what the lists keep. */
const HOLDER_CLASSES = /^(PageCache|InvalidatedCache|LRUCache|FileBytesCache|Pino|Ajv|ContentService|ActivityService|UserCache|SessionAuthenticator|ApiTokenAuthenticator)$/

const TOP = 40

export function summarize(file: string, dist = join(process.cwd(), 'dist')): string {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const meta = heap.snapshot.meta
  const nf = meta.node_fields.length
  const ef = meta.edge_fields.length
  const nType = meta.node_fields.indexOf('type')
  const nName = meta.node_fields.indexOf('name')
  const nSelf = meta.node_fields.indexOf('self_size')
  const nEdges = meta.node_fields.indexOf('edge_count')
  const eType = meta.edge_fields.indexOf('type')
  const eName = meta.edge_fields.indexOf('name_or_index')
  const eTo = meta.edge_fields.indexOf('to_node')
  const nodeTypes = meta.node_types[0]
  const edgeTypes = meta.edge_types[0]
  const { nodes, edges, strings } = heap
  const count = nodes.length / nf
  const type = (n: number) => nodeTypes[nodes[n * nf + nType]!]!
  const name = (n: number) => strings[nodes[n * nf + nName]!]!
  const self = (n: number) => nodes[n * nf + nSelf]!
  const firstEdge = new Uint32Array(count + 1)
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n]! + nodes[n * nf + nEdges]! * ef
  const WEAK = edgeTypes.indexOf('weak')
  const SHORTCUT = edgeTypes.indexOf('shortcut')
  const edgeName = (e: number) => {
    const t = edgeTypes[edges[e + eType]!]
    return t === 'element' || t === 'hidden' ? `[${edges[e + eName]}]` : strings[edges[e + eName]!]!
  }
  const strong = (e: number) => edges[e + eType] !== WEAK && edges[e + eType] !== SHORTCUT
  const to = (e: number) => edges[e + eTo]! / nf

  // Depth-first postorder from the root over strong edges, then Cooper-Harvey-Kennedy dominators.
  const order = new Int32Array(count).fill(-1)
  const post: number[] = []
  const stack: number[] = [0]
  const cursor = new Uint32Array(count)
  const seen = new Uint8Array(count)
  seen[0] = 1
  for (let n = 0; n < count; n++) cursor[n] = firstEdge[n]!
  while (stack.length > 0) {
    const n = stack[stack.length - 1]!
    let pushed = false
    while (cursor[n]! < firstEdge[n + 1]!) {
      const e = cursor[n]!
      cursor[n] = e + ef
      if (!strong(e)) continue
      const m = to(e)
      if (seen[m]) continue
      seen[m] = 1
      stack.push(m)
      pushed = true
      break
    }
    if (!pushed) {
      order[n] = post.length
      post.push(n)
      stack.pop()
    }
  }
  const predecessors: number[][] = Array.from({ length: count }, () => [])
  for (let n = 0; n < count; n++) {
    if (!seen[n]) continue
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += ef) if (strong(e)) predecessors[to(e)]!.push(n)
  }
  const dom = new Int32Array(count).fill(-1)
  dom[0] = 0
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a]! < order[b]!) a = dom[a]!
      while (order[b]! < order[a]!) b = dom[b]!
    }
    return a
  }
  for (let changed = true; changed; ) {
    changed = false
    for (let i = post.length - 2; i >= 0; i--) {
      const n = post[i]!
      let idom = -1
      for (const p of predecessors[n]!) {
        if (dom[p] === -1) continue
        idom = idom === -1 ? p : intersect(p, idom)
      }
      if (idom !== -1 && dom[n] !== idom) {
        dom[n] = idom
        changed = true
      }
    }
  }
  const retained = new Float64Array(count)
  for (const n of post) retained[n] = self(n)
  for (const n of post) if (n !== 0) retained[dom[n]!] = retained[dom[n]!]! + retained[n]!

  // Whose each function is: its script (closure -> shared -> script -> name) and its position.
  const edgeTo = (n: number, wanted: RegExp) => {
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += ef) if (wanted.test(edgeName(e))) return to(e)
    return -1
  }
  const maps = new Map<string, TraceMap | null>()
  const sourceOf = (script: string, line: number, column: number) => {
    const file = basename(script.replace(/^file:\/\//, ''))
    const path = [join(dist, `${file}.map`), join(dist, 'chunks', `${file}.map`)].find((p) => existsSync(p))
    if (!maps.has(file)) maps.set(file, path ? new TraceMap(readFileSync(path, 'utf8')) : null)
    const map = maps.get(file)
    if (!map) return script.includes('node_modules') ? script : `node:${script}`
    return originalPositionFor(map, { line: line + 1, column }).source ?? 'the bundle (a position its map does not cover)'
  }
  const owner = (source: string) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
    if (pkg) return `package ${pkg[1]}`
    const ours = /\bsrc\/((?:modules|core|lib)\/[^/]+|[^/]+)/.exec(source)
    if (ours) return `src/${ours[1]!.replace(/\.ts$/, '')}`
    if (source.startsWith('node:')) return 'node internals'
    return source
  }
  const label = new Array<string | undefined>(count)
  const scripts = new Set<number>()
  const locs = heap.locations
  const lf = meta.location_fields.length
  for (let i = 0; i < locs.length; i += lf) {
    const n = locs[i]! / nf
    if (type(n) !== 'closure') continue
    const shared = edgeTo(n, /^shared$/)
    const script = shared === -1 ? -1 : edgeTo(shared, /^script/)
    const scriptName = script === -1 ? '' : name(script)
    if (script !== -1) scripts.add(script)
    const who = `code: ${owner(sourceOf(scriptName, locs[i + 2]!, locs[i + 3]!))}`
    label[n] = who
    const context = edgeTo(n, /^context$/)
    if (shared !== -1) label[shared] ??= who
    if (context !== -1 && type(context) !== 'synthetic') label[context] ??= who
  }
  for (let n = 0; n < count; n++) {
    if (type(n) === 'object' && HOLDER_CLASSES.test(name(n))) label[n] = `instance of ${name(n)}`
  }
  for (const script of scripts) {
    const source = edgeTo(script, /^source$/)
    if (source !== -1) label[source] = 'script sources (module text V8 keeps)'
  }
  const byHolder = new Map<string, { bytes: number; objects: number }>()
  const holderOf = new Array<string>(count)
  for (let i = post.length - 1; i >= 0; i--) {
    const n = post[i]!
    holderOf[n] = label[n] ?? (n === 0 || dom[n] === 0 || holderOf[dom[n]!]!.startsWith('(') ? `(${type(n)}${type(n) === 'object' || type(n) === 'synthetic' ? ` ${name(n).slice(0, 40)}` : ''})` : holderOf[dom[n]!]!)
  }
  // Unowned objects under the roots are named by their nearest owned... nothing: group by type.
  for (const n of post) {
    // Unowned code is told apart by V8's kind of object (bytecode, shared info, feedback, ...).
    const h = holderOf[n]!.startsWith('(') ? `unowned ${type(n)}${type(n) === 'code' && name(n).startsWith('system / ') ? ` ${name(n).slice(9)}` : ''}` : holderOf[n]!
    const entry = byHolder.get(h) ?? { bytes: 0, objects: 0 }
    entry.bytes += self(n)
    entry.objects++
    byHolder.set(h, entry)
  }
  const total = post.reduce((sum, n) => sum + self(n), 0)
  const mib = (b: number) => (b / 2 ** 20).toFixed(2)
  const lines = [`${basename(file)}: ${post.length} objects reachable, ${mib(total)} MiB`, '', '| holder | MiB | share | objects |', '|---|---|---|---|']
  for (const [h, { bytes, objects }] of [...byHolder].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, TOP)) lines.push(`| ${h} | ${mib(bytes)} | ${((100 * bytes) / total).toFixed(1)}% | ${objects} |`)
  // The biggest single retainers below the roots: objects whose retained size is large, with a path.
  const path = (n: number) => {
    const steps: string[] = []
    for (let m = n; m !== 0 && steps.length < 6; m = dom[m]!) {
      const d = dom[m]!
      let via = '?'
      for (let e = firstEdge[d]!; e < firstEdge[d + 1]!; e += ef) if (to(e) === m) via = edgeName(e)
      steps.unshift(`${type(d) === 'object' || type(d) === 'closure' ? name(d).slice(0, 30) : type(d)}.${via}`)
    }
    return steps.join(' > ')
  }
  lines.push('', '| object (type name) | retained MiB | dominated via |', '|---|---|---|')
  const big = post.filter((n) => n !== 0 && retained[n]! > 128 * 1024 && type(n) !== 'synthetic')
  for (const n of big.sort((a, b) => retained[b]! - retained[a]!).slice(0, TOP)) lines.push(`| ${type(n)} ${name(n).slice(0, 50).replace(/\|/g, '/').replace(/\n/g, ' ')} | ${mib(retained[n]!)} | ${path(n).replace(/\|/g, '/').replace(/\n/g, ' ')} |`)
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) console.log(summarize(process.argv[2]!, process.argv[3]))
