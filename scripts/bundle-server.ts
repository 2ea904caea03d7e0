import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
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

/** Writes `<outdir>/server.js`, `cli.js`, `migrate.js`, their source maps, and `<outdir>/chunks/` (code they share, and code loaded only on demand, such as the S3 driver). */
export async function bundleServer(outdir = join(ROOT, 'dist')): Promise<void> {
  // Chunk names carry a hash of their content: drop the previous build's.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true })
  await build({
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
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await bundleServer(process.argv[2])
