import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * glibc's malloc_trim(0): gives back to the system every free page inside malloc's heap. free()
 * gives back only what is free at the top of the heap (MALLOC_TRIM_THRESHOLD_ sets how much), so
 * a burst of short-lived blocks, such as the chunks of upload bodies, leaves the heap as large as
 * it grew wherever one longer-lived block sits above them: on one core, 21-25 MiB after 50 uploads
 * of 1 MiB at once, against 9-13 MiB once trimmed. Node has no call for it, hence our own addon
 * (native/heap-trim.c), which `npm install` builds on Linux with glibc (scripts/build-heap-trim.mjs).
 * A trim took 2-3 ms on a 25 MiB heap, on the event loop.
 */
export interface HeapTrim {
  /** undefined where there is nothing to trim with: see `missing` */
  trim: (() => boolean) | undefined
  /** why `trim` is undefined, for the start-up log; undefined with a trim, and on another C library (nothing to trim) */
  missing: string | undefined
}

export const heapTrim: HeapTrim = loadHeapTrim(packageRoot())

/** The addon as node-gyp builds it under `root` (the package root, undefined if none); exported for tests. */
export function loadHeapTrim(root: string | undefined): HeapTrim {
  // Off glibc there is nothing to trim, hence nothing to report.
  const without = (reason: string): HeapTrim => ({ trim: undefined, missing: runsOnGlibc() ? reason : undefined })
  if (root === undefined) return without('no package.json above the service, beside which build/Release/heap_trim.node would be')
  const path = join(root, 'build', 'Release', 'heap_trim.node')
  if (!existsSync(path)) return without(`${path} is not built (npm install builds it; its output says why it did not)`)
  try {
    // Exports nothing when built by hand against another C library.
    const { trim } = createRequire(import.meta.url)(path) as { trim?: () => boolean }
    return trim ? { trim, missing: undefined } : without(`${path} has no trim`)
  } catch (error) {
    // Built for another system (a build/ directory copied or mounted from elsewhere): run without.
    return without(`${path} cannot be loaded (${(error as Error).message}); npm install builds it again`)
  }
}

/**
 * The nearest directory above this module holding a package.json (from src/core, dist/core and
 * the bundle dist/server.js alike): where node-gyp builds the addon.
 */
function packageRoot(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) return undefined
  }
}

/** Whether the C library is glibc, the one the addon trims. */
export function runsOnGlibc(): boolean {
  const { header } = process.report.getReport() as { header?: { glibcVersionRuntime?: string } }
  return header?.glibcVersionRuntime !== undefined
}
