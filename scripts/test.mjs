// `npm test`: bundles each test file with esbuild (our sources inlined, packages left to Node),
// then runs the bundles with Node's test runner. Under `--import tsx` every module a test process
// loads, node_modules included, goes through tsx's hooks (on Node 20, a round trip to their
// thread each): that was most of each file's fixed start (bench/results/2026-11-26-suite-time-fixed-cost.md).
// `node scripts/test.mjs [--node-flag=value…] [test files]`; with no files, test/*/*.test.ts.
// Plain JavaScript, not TypeScript: it runs before anything is transpiled.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, transform } from 'esbuild'
import { nodeBundle } from './esbuild-node.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const CACHE = join(ROOT, 'node_modules', '.cache')

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const files = named.length > 0 ? named : defaultFiles()

function defaultFiles() {
  const dir = join(ROOT, 'test')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(join(dir, entry.name)).filter((name) => name.endsWith('.test.ts')).map((name) => join('test', entry.name, name)))
    .sort()
}

/**
 * A source's `import.meta.url` stays the source file's own, not the bundle's: tests and the app
 * find files next to them (package.json, migrations, fixtures) and resolve packages from there.
 * Replaced by esbuild's `define`, which touches code only, never a string that names it.
 */
const TSCONFIG = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')
const sourceLocation = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path }) => {
      const source = readFileSync(path, 'utf8')
      if (!source.includes('import.meta')) return undefined
      const { code } = await transform(source, {
        loader: path.endsWith('ts') ? 'ts' : 'js',
        sourcefile: path,
        sourcemap: 'inline',
        tsconfigRaw: TSCONFIG,
        define: { 'import.meta.url': JSON.stringify(pathToFileURL(path).href) }
      })
      return { contents: code, loader: 'js' }
    })
  }
}

// A folder per run, removed when it ends: two runs in one checkout never share one.
mkdirSync(CACHE, { recursive: true })
const OUT = mkdtempSync(join(CACHE, 'test-bundles-'))
try {
  await build({
    // Code shared by test files, and what a test loads only on demand (the app), go in chunks of their own.
    ...nodeBundle(ROOT),
    entryPoints: files.map((file) => join(ROOT, file)),
    outbase: ROOT,
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    packages: 'external',
    plugins: [sourceLocation]
  })
} catch (error) {
  rmSync(OUT, { recursive: true, force: true })
  throw error
}

// Absolute paths: from Node 22 on, the test runner reads relative ones as globs, which never match
// inside node_modules, where the bundles live so that their imports of packages resolve.
const bundles = files.map((file) => join(OUT, file.replace(/\.ts$/, '.mjs')))
// The spec reporter ends with the failing tests and their errors, so a log's last lines name them.
const reporter = flags.some((flag) => flag.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec']
// TEST_CPU_REPORT=<file>: each test file's process appends its wall time and CPU there (scripts/test-cpu.mjs).
const cpuReport = process.env.TEST_CPU_REPORT ? [`--import=${pathToFileURL(join(ROOT, 'scripts', 'test-cpu.mjs')).href}`] : []
const child = spawn(process.execPath, ['--enable-source-maps', ...cpuReport, '--test', '--test-concurrency=2', '--test-force-exit', ...reporter, ...flags, ...bundles], {
  cwd: ROOT,
  stdio: 'inherit'
})
child.on('exit', (code, signal) => {
  rmSync(OUT, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
