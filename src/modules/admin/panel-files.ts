import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface PanelFiles {
  /** the directory Vite built the panel into */
  root: string
  /** files at its top level besides index.html (the icon, robots.txt), served as they are */
  topLevel: ReadonlySet<string>
}

/**
 * The panel's build, found as the workspace package it is, from the sources and from the bundled
 * dist/server.js alike; null when it has not been built.
 */
export function findPanel(): PanelFiles | null {
  let root: string
  try {
    root = join(dirname(createRequire(import.meta.url).resolve('@admin-panel/admin/package.json')), 'dist')
  } catch {
    return null
  }
  if (!existsSync(join(root, 'index.html'))) return null
  const topLevel = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'index.html' && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => entry.name)
  return { root, topLevel: new Set(topLevel) }
}
