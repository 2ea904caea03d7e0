// npm install's step for native/heap-trim.c (src/core/heap-trim.ts says what it is for): built
// with node-gyp, the one npm runs addons' builds with, only on Linux with glibc, the only place it
// trims. A failed build does not fail the install: the service runs without it, and its start-up
// log says so.
import { spawnSync } from 'node:child_process'
import process from 'node:process'

// The same test as src/core/heap-trim.ts's runsOnGlibc (this script runs before anything is built).
const glibc = process.platform === 'linux' && process.report.getReport().header.glibcVersionRuntime !== undefined
if (!glibc) {
  process.stdout.write('heap-trim: not Linux with glibc; nothing to build\n')
} else {
  const nodeGyp = process.env.npm_config_node_gyp
  // node-gyp may fetch Node's headers: a build stuck on the network must not hold the install.
  const built = nodeGyp !== undefined && spawnSync(process.execPath, [nodeGyp, 'rebuild'], { stdio: 'inherit', timeout: 300_000 }).status === 0
  const why = nodeGyp === undefined ? 'run it through npm install or npm ci, which set npm_config_node_gyp' : "node-gyp's output above says why"
  if (!built) process.stderr.write(`heap-trim: the addon was not built (${why}); the service runs without it and keeps more memory after uploads\n`)
}
