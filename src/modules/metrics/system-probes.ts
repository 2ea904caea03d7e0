import { readFile, statfs } from 'node:fs/promises'
import { cpus, freemem, totalmem } from 'node:os'

/** Busy and total CPU time of the machine, all cores, in ms since boot. */
export interface CpuTimes {
  busy: number
  total: number
}

/** Bytes received and sent by the machine's network interfaces (loopback excluded) since boot. */
export interface NetworkBytes {
  inbound: number
  outbound: number
}

export function readCpuTimes(): CpuTimes {
  let busy = 0
  let total = 0
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle
    total += all
    busy += all - times.idle
  }
  return { busy, total }
}

/** Percent of the CPU time between two readings spent busy. */
export function cpuPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total
  return total > 0 ? percent((after.busy - before.busy) / total) : 0
}

/** Percent of the machine's memory in use (what is not available to new programs). */
export function memoryPercent(): number {
  return percent(1 - freemem() / totalmem())
}

/** Percent of the volume holding `path` in use, as df counts it (space reserved for root excluded). */
export async function diskPercent(path: string): Promise<number> {
  const fs = await statfs(path)
  const used = fs.blocks - fs.bfree
  const usable = used + fs.bavail
  return usable > 0 ? percent(used / usable) : 0
}

/**
 * The machine's network counters from /proc/net/dev (Linux); undefined where there is no such
 * file (macOS, Windows, a sandbox), and the API then answers 0 bytes per second.
 */
export async function readNetworkBytes(file = '/proc/net/dev'): Promise<NetworkBytes | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return undefined
  }
  const bytes = { inbound: 0, outbound: 0 }
  // "  eth0: <8 receive fields> <8 transmit fields>"; the first two lines are headers.
  for (const line of text.split('\n').slice(2)) {
    const [name, counters] = line.split(':')
    if (!counters || name?.trim() === 'lo') continue
    const fields = counters.trim().split(/\s+/).map(Number)
    bytes.inbound += fields[0] ?? 0
    bytes.outbound += fields[8] ?? 0
  }
  return bytes
}

/** Bytes per second between two readings; 0 when one is missing or the counters were reset. */
export function bytesPerSecond(before: NetworkBytes | undefined, after: NetworkBytes | undefined, seconds: number): NetworkBytes {
  if (!before || !after || seconds <= 0) return { inbound: 0, outbound: 0 }
  const rate = (from: number, to: number) => Math.max(0, Math.round((to - from) / seconds))
  return { inbound: rate(before.inbound, after.inbound), outbound: rate(before.outbound, after.outbound) }
}

/** A fraction as a percent from 0 to 100, two decimals. */
function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 100
}
