export interface Target {
  name: string
  /** files and directories, relative to the root, whose bytes decide whether to build */
  inputs: string[]
  /** the directory the build writes, where its inputs' hash is kept */
  output: string
  command: string[]
}
export const TARGETS: Target[]
export function hashInputs(root: string, inputs: string[]): string
export function build(options?: { root?: string; targets?: Target[]; all?: boolean }): boolean
/** The targets `names` picks, in build order; all of them when it is empty. Throws on a name that is no target. */
export function selectTargets(names: string[], targets?: Target[]): Target[]
