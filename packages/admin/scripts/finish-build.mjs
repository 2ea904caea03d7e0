/* global console, process, URL */
// After `vite build`: writes .br and .gz twins of the assets (the service sends them to browsers
// that accept them), then weighs the JavaScript the first page loads, gzipped, and fails the
// build when it passes the budget.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url).pathname
const BUDGET_BYTES = 400_000
/**
 * What the first page loads: the app itself (the sign-in page is part of it), then the
 * dashboard a signed-in user lands on, with its charts. Each is a key of Vite's manifest.
 */
const FIRST_PAGE = ['index.html', 'src/pages/dashboard/Dashboard.tsx', 'src/pages/dashboard/Charts.tsx']
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/

const assets = join(DIST, 'assets')
const gzipped = new Map()
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue
  const bytes = readFileSync(join(assets, name))
  const gz = gzipSync(bytes, { level: 9 })
  gzipped.set(`assets/${name}`, gz.length)
  writeFileSync(join(assets, `${name}.gz`), gz)
  writeFileSync(join(assets, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
const files = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: update FIRST_PAGE in scripts/finish-build.mjs`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
FIRST_PAGE.forEach(visit)
const total = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped.get(file), 0)
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
console.log(`panel: the first page loads ${kb(total)} of gzipped JavaScript in ${files.size} files (budget ${kb(BUDGET_BYTES)})`)
if (total > BUDGET_BYTES) {
  console.error('panel: over the budget; load the new code lazily (React.lazy or import()) instead of from the first page')
  process.exit(1)
}
