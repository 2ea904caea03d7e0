// What every esbuild bundle of ours for Node shares: the server's (bundle-server.ts) and the
// tests' (test.mjs). Plain JavaScript, as test.mjs runs before anything is transpiled.
import { join } from 'node:path'

/** ES modules for the oldest supported Node line, code shared between entries in hashed chunks, linked source maps. */
export function nodeBundle(root) {
  return {
    absWorkingDir: root,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning'
  }
}
