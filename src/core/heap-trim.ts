import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * glibc's malloc_trim(0): gives back to the system every free page inside malloc's heap. free()
 * gives back only what is free at the top of the heap (MALLOC_TRIM_THRESHOLD_ sets how much), so
 * a burst of short-lived blocks, such as the chunks of upload bodies, leaves the heap as large as
 * it grew wherever one longer-lived block sits above them: on one core, 21 MiB after 50 uploads of
 * 1 MiB at once, against 10 MiB once trimmed. Node has no call for it, hence our own addon
 * (native/heap-trim.c, built by `npm install`). A trim took 2-3 ms on a 25 MiB heap.
 *
 * undefined where the addon is missing or the C library is not glibc (musl, macOS): there is then
 * nothing to trim with, and memory is given back as free() gives it.
 */
export const trimMallocHeap: (() => boolean) | undefined = loadAddon()?.trim

function loadAddon(): { trim?: () => boolean } | undefined {
  // The package root, where node-gyp builds the addon, is one level above the bundle
  // (dist/server.js) and two above this file (src/core, dist/core).
  for (const up of ['../', '../../']) {
    const path = fileURLToPath(new URL(`${up}build/Release/heap_trim.node`, import.meta.url))
    if (existsSync(path)) return createRequire(import.meta.url)(path) as { trim?: () => boolean }
  }
  return undefined
}

/** Whether the C library is glibc, where a missing addon means memory kept that could be given back. */
export function runsOnGlibc(): boolean {
  const { header } = process.report.getReport() as { header?: { glibcVersionRuntime?: string } }
  return header?.glibcVersionRuntime !== undefined
}
