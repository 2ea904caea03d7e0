// Builds what `npm start`, `npm run cli` and `npm run migrate` run, but only the parts whose
// sources changed since their last build: a restart with nothing changed starts at once.
// `node scripts/build.mjs --all` (npm run build) builds everything whatever changed; names of
// targets (`node scripts/build.mjs server`) build those alone, as the CLI needs no panel.
// Plain JavaScript, not TypeScript: it runs before anything is built, on every start.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import process from 'node:process'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.json']

/** An npm workspace built by its own `build` script into `<dir>/dist`; `reads`: other sources it builds from. */
const workspace = (dir, reads = []) => ({
  name: dir,
  inputs: [dir, ...reads, ...SHARED],
  output: join(dir, 'dist'),
  command: ['npm', 'run', 'build', '--silent', '--workspace', dir]
})

/** What is built, in order; a new workspace is one more line. */
export const TARGETS = [
  { name: 'server', inputs: ['src', 'scripts/bundle-server.ts', 'scripts/esbuild-node.mjs', ...SHARED], output: 'dist', command: [process.execPath, '--import', 'tsx', 'scripts/bundle-server.ts'] },
  workspace('packages/client'),
  workspace('packages/admin', ['packages/client/src'])
]

/** Never inputs: what builds write, and what npm installs. */
const SKIPPED = new Set(['node_modules', 'dist'])

/** A hash of the path and bytes of every file under `inputs` (paths relative to `root`). */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256')
  const add = (path) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) add(join(path, entry))
    } else {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0')
    }
  }
  for (const input of inputs) add(join(root, input))
  return hash.digest('hex')
}

/**
 * Builds each target whose inputs changed since its last successful build, or whose output is
 * gone (every one with `all`); false when a build failed. The hashes are kept in npm's cache
 * directory, not in the output, which the service may serve.
 */
export function build({ root = ROOT, targets = TARGETS, all = false } = {}) {
  const stamps = join(root, 'node_modules', '.cache', 'build-inputs')
  for (const target of targets) {
    const stamp = join(stamps, target.name.replaceAll('/', '-'))
    const inputs = hashInputs(root, target.inputs)
    const built = existsSync(join(root, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs
    if (!all && built) continue
    process.stderr.write(`building ${target.name}${all ? '' : ': its sources changed'}\n`)
    const [command, ...args] = target.command
    // Its output goes to stderr, so that a command's own output (npm run cli) stays clean.
    const { status } = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' })
    if (status !== 0) {
      process.stderr.write(`building ${target.name} failed (exit ${status})\n`)
      return false
    }
    mkdirSync(stamps, { recursive: true })
    writeFileSync(stamp, inputs)
  }
  return true
}

/** The targets `names` picks, in build order; all of them when it is empty. */
export function selectTargets(names, targets = TARGETS) {
  const unknown = names.filter((name) => !targets.some((target) => target.name === name))
  if (unknown.length > 0) throw new Error(`no target ${unknown.join(', ')}; the targets are ${targets.map((t) => t.name).join(', ')}`)
  return names.length === 0 ? targets : targets.filter((target) => names.includes(target.name))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  let targets
  try {
    targets = selectTargets(args.filter((arg) => arg !== '--all'))
  } catch (error) {
    process.stderr.write(`scripts/build.mjs: ${error.message}\n`)
    process.exit(1)
  }
  if (!build({ targets, all: args.includes('--all') })) process.exit(1)
}
