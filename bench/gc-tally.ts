/** What V8's GC profiler (v8.GCProfiler) saw, summed: for bench:scale's trace and bench:scale-gc. */
const OLD_SPACES = new Set(['old_space', 'code_space', 'large_object_space', 'code_large_object_space'])
const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space'])

interface Space {
  spaceName: string
  spaceUsedSize: number
}
export interface GcStatistics {
  gcType: string
  beforeGC: { heapSpaceStatistics: Space[] }
  afterGC: { heapSpaceStatistics: Space[] }
}

const used = (spaces: Space[], names: Set<string>) => spaces.reduce((sum, space) => sum + (names.has(space.spaceName) ? space.spaceUsedSize : 0), 0)

/**
 * Over a v8.GCProfiler's `statistics`: bytes the scavenges moved to the old generation, young
 * bytes allocated, the scavenges and mark-compacts, and the old generation's size after the last GC.
 */
export function tally(statistics: GcStatistics[]): { promoted: number; young: number; scavenges: number; markCompacts: number; oldAfter: number } {
  let promoted = 0
  let young = 0
  let youngAfter: number | undefined
  let scavenges = 0
  let markCompacts = 0
  let oldAfter = 0
  for (const gc of statistics) {
    const before = gc.beforeGC.heapSpaceStatistics
    const after = gc.afterGC.heapSpaceStatistics
    if (youngAfter !== undefined) young += used(before, YOUNG_SPACES) - youngAfter
    youngAfter = used(after, YOUNG_SPACES)
    oldAfter = used(after, OLD_SPACES)
    if (gc.gcType === 'Scavenge') {
      scavenges++
      promoted += used(after, OLD_SPACES) - used(before, OLD_SPACES)
    } else if (gc.gcType === 'MarkSweepCompact') markCompacts++
  }
  return { promoted, young, scavenges, markCompacts, oldAfter }
}
