import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild'
import { nodeBundle } from './esbuild-node.mjs'

// Bundles the server, the CLI and the migration command into dist/server.js, dist/cli.js and
// dist/migrate.js, which `npm start`, `npm run cli` and `npm run migrate` run: resolving, reading
// and linking thousands of modules is most of their start (docs/decisions/bundled-server.md).
// Bundled from the TypeScript sources by esbuild, the transpiler the tests run them with (tsx).

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Left to Node to load from node_modules as they are, not bundled. */
const EXTERNAL = [
  // native addons
  'better-sqlite3',
  'better-sqlite3-napi',
  '@node-rs/argon2',
  'sharp',
  // loaded only when the configuration asks for them (core/db/database.ts, core/redis/redis.ts,
  // core/storage/index.ts): kept out so that a start that does not need them does not parse them
  'pg',
  'ioredis',
  '@aws-sdk/client-s3',
  // serves the docs page's assets from its own directory, which it finds by __dirname
  '@fastify/swagger-ui'
]

// CommonJS packages inside an ES module bundle call require() for Node's modules and the
// external packages: give them one, resolving from the bundle's directory.
const BANNER = "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);"

/** core/version.ts reads package.json two levels above itself, which the bundle is not: it gets the version written in. */
const serviceVersion: Plugin = {
  name: 'service-version',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]core[\\/]version\.ts$/ }, () => {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
      return { contents: `export const SERVICE_VERSION: string = ${JSON.stringify(version)}`, loader: 'ts' }
    })
  }
}

/**
 * Node reads each module file into one buffer. glibc serves a buffer over 128 KiB from a mapping of
 * its own, and freeing one raises its mmap threshold to that size and its trim threshold to twice
 * that, for the rest of the process: its heaps then keep that much freed memory instead of giving it
 * back. So files are cut to this size where they can be: modules that import one another in a
 * cycle stay in one file (docs/decisions/start-up-memory.md).
 */
export const PIECE_BYTES = 120 * 1024

/**
 * Modules to make entry points of their own (`pieces`, and more), so that esbuild, which puts the
 * modules reached from the same entry points in one chunk, cuts each file over PIECE_BYTES in two:
 * of its modules, the one whose imports inside the file come closest to half of it becomes an
 * entry point. Those entry files themselves are never loaded.
 */
function morePieces(metafile: Metafile, pieces: string[]): string[] {
  const imports = new Map<string, string[]>()
  for (const [path, input] of Object.entries(metafile.inputs)) {
    imports.set(path, input.imports.filter((i) => !i.external && (i.kind === 'import-statement' || i.kind === 'require-call')).map((i) => i.path))
  }
  const entries = new Set([...pieces, ...Object.values(metafile.outputs).map((output) => output.entryPoint)])
  const added = [...pieces]
  for (const output of Object.values(metafile.outputs)) {
    if (output.bytes <= PIECE_BYTES) continue
    const size = new Map(Object.entries(output.inputs).map(([path, input]) => [path, input.bytesInOutput]))
    const inFile = new Set(size.keys())
    /** The bytes of `from` and what it imports, directly or not, in this file. */
    const reachedBytes = (from: string): number => {
      const seen = new Set([from])
      const stack = [from]
      let bytes = 0
      for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
        bytes += size.get(path) ?? 0
        for (const next of imports.get(path) ?? []) {
          if (inFile.has(next) && !seen.has(next)) {
            seen.add(next)
            stack.push(next)
          }
        }
      }
      return bytes
    }
    const total = [...size.values()].reduce((sum, bytes) => sum + bytes, 0)
    let best: string | undefined
    let bestDistance = Infinity
    for (const path of inFile) {
      if (entries.has(path)) continue
      const bytes = reachedBytes(path)
      const distance = Math.abs(bytes - total / 2)
      if (bytes > 0 && bytes < total && distance < bestDistance) {
        best = path
        bestDistance = distance
      }
    }
    if (best) added.push(best)
  }
  return added
}

/** Writes `<outdir>/server.js`, `cli.js`, `migrate.js`, their source maps, and `<outdir>/chunks/` (code they share, and code loaded only on demand, such as the S3 driver). */
export async function bundleServer(outdir = join(ROOT, 'dist')): Promise<void> {
  // Chunk names carry a hash of their content: drop the previous build's.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true })
  const options: BuildOptions = {
    ...nodeBundle(ROOT),
    entryPoints: { server: join(ROOT, 'src/server.ts'), cli: join(ROOT, 'src/cli.ts'), migrate: join(ROOT, 'src/migrate.ts') },
    outdir,
    external: EXTERNAL,
    banner: { js: BANNER },
    // Whitespace and comments only: names stay, so stack traces and Fastify's plugin names read
    // as in the sources; `node --enable-source-maps dist/server.js` shows source positions.
    minifyWhitespace: true,
    minifySyntax: true,
    allowOverwrite: true,
    plugins: [serviceVersion]
  }
  // An entry point keeps all of its module's exports, and each chunk gets imports and exports of
  // its own: the sizes are read again from each build until no chunk is over.
  let pieces: string[] = []
  for (;;) {
    const entryPoints = { ...(options.entryPoints as Record<string, string>), ...Object.fromEntries(pieces.map((path, n) => [`chunks/piece-${n}`, join(ROOT, path)])) }
    const { metafile } = await build({ ...options, entryPoints, write: false, metafile: true })
    const more = morePieces(metafile, pieces)
    if (more.length === pieces.length) {
      await build({ ...options, entryPoints })
      return
    }
    pieces = more
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await bundleServer(process.argv[2])
