import type { BuildOptions } from 'esbuild'

export function nodeBundle(root: string): BuildOptions
