import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, TARGETS } from '../../scripts/build.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER = TARGETS.find((target) => target.name === 'server')!

/** The newest modification time of the files under `path`. */
function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))))
}

let checked = false

/**
 * The path of a bundled entry point (`dist/server.js`, `cli.js`, `migrate.js`), which tests start
 * as `npm start` does: a process of the bundle starts on a fraction of the CPU that tsx takes to
 * compile the sources. `npm test` builds it first; a test file run alone rebuilds it when a source
 * is newer than the bundle.
 */
export function built(entry: 'server' | 'cli' | 'migrate'): string {
  const path = join(ROOT, SERVER.output, `${entry}.js`)
  if (!checked) {
    const stale = !existsSync(path) || Math.max(...SERVER.inputs.map((input) => newest(join(ROOT, input)))) > statSync(path).mtimeMs
    if (stale && !build({ targets: [SERVER], all: true })) throw new Error('building the server failed')
    checked = true
  }
  return path
}
