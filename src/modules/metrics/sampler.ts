import { bytesPerSecond, cpuPercent, type CpuTimes, type NetworkBytes } from './system-probes.js'

/** What the machine looked like at the last sample. */
export interface Sample {
  cpu: number
  memory: number
  disk: number
  network: NetworkBytes
  sampledAt: string
}

/** How the sampler reads the machine and its dependencies (real ones in the app, chosen ones in tests). */
export interface Probes {
  cpuTimes(): CpuTimes
  memory(): number
  disk(): Promise<number>
  network(): Promise<NetworkBytes | undefined>
  /** whether the database answers */
  database(): Promise<boolean>
  /** whether Redis answers; undefined when none is configured */
  redis?: () => Promise<boolean>
}

export type AlertCondition = 'disk' | 'database' | 'redis'

/** The data of a `system.alert` event. */
export interface Alert {
  condition: AlertCondition
  state: 'high' | 'normal' | 'lost' | 'back'
  message: string
  /** when the sampler saw the change, which may be earlier than the event (see Sampler) */
  observedAt: string
  /** the disk's percent in use, for disk alerts */
  value?: number
}

export interface SamplerOptions {
  probes: Probes
  /** writes one alert; throws when it cannot (the database is down) */
  writeAlert(alert: Alert): Promise<void>
  log: { warn(object: object, message: string): void; error(object: object, message: string): void }
  intervalMs: number
  now?: () => Date
}

/** Disk use above this is an alert; it is over when use falls below DISK_CLEAR (no alert per sample around the line). */
export const DISK_ALERT = 90
export const DISK_CLEAR = 88
// Alerts waiting for the database; beyond this the oldest are dropped (they are in the log).
const MAX_PENDING = 100

/**
 * Samples the machine in the background so a metrics request only reads; writes a `system.alert`
 * per change of state. Alerts seen while the database is down are written, in order, once it is back.
 */
export class Sampler {
  private last: Sample | undefined
  private cpu: CpuTimes | undefined
  private network: { bytes: NetworkBytes | undefined; at: number } | undefined
  private readonly up: Partial<Record<'database' | 'redis', boolean>> = { database: true, redis: true }
  private diskHigh = false
  private pending: Alert[] = []
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private readonly now: () => Date

  constructor(private readonly options: SamplerOptions) {
    this.now = options.now ?? (() => new Date())
  }

  /** Takes a first sample, then one every interval, on a timer that does not hold the process open. */
  async start(): Promise<void> {
    await this.sample()
    this.timer = setInterval(() => void this.sample(), this.options.intervalMs)
    this.timer.unref()
  }

  /** Stops sampling and waits for a sample in progress. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }

  /** The last sample; undefined only before the first one. */
  latest(): Sample | undefined {
    return this.last
  }

  /** Samples now, unless a sample is still in progress (then waits for that one). */
  sample(): Promise<void> {
    this.running ??= this.take().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async take(): Promise<void> {
    const { probes, log } = this.options
    const at = this.now()
    const [disk, bytes, database, redis] = await Promise.all([
      probes.disk().catch(() => this.last?.disk ?? 0),
      probes.network(),
      probes.database().catch(() => false),
      probes.redis?.().catch(() => false)
    ])
    // The first reading of the CPU is the average since boot: there is no earlier one to compare.
    const cpuTimes = probes.cpuTimes()
    const cpu = cpuPercent(this.cpu ?? { busy: 0, total: 0 }, cpuTimes)
    this.cpu = cpuTimes
    const seconds = this.network ? (at.getTime() - this.network.at) / 1000 : 0
    const network = bytesPerSecond(this.network?.bytes, bytes, seconds)
    this.network = { bytes, at: at.getTime() }
    this.last = { cpu, memory: probes.memory(), disk, network, sampledAt: at.toISOString() }
    // A sample that ends while the app closes may see the database being closed: not an outage.
    if (this.stopped) return

    this.watchDependency('database', database, at)
    if (redis !== undefined) this.watchDependency('redis', redis, at)
    if (!this.diskHigh && disk > DISK_ALERT) this.raise({ condition: 'disk', state: 'high', message: `Disk ${disk}% full, over ${DISK_ALERT}%`, observedAt: at.toISOString(), value: disk })
    if (this.diskHigh && disk < DISK_CLEAR) this.raise({ condition: 'disk', state: 'normal', message: `Disk back to ${disk}% full`, observedAt: at.toISOString(), value: disk })
    this.diskHigh = disk > DISK_ALERT || (this.diskHigh && disk >= DISK_CLEAR)
    await this.flush().catch((error: unknown) => log.warn({ err: error, waiting: this.pending.length }, 'system alerts wait for the database'))
  }

  private watchDependency(name: 'database' | 'redis', answers: boolean, at: Date): void {
    if (this.up[name] === answers) return
    this.up[name] = answers
    const what = name === 'database' ? 'Database' : 'Redis'
    this.raise({ condition: name, state: answers ? 'back' : 'lost', message: answers ? `${what} reachable again` : `${what} unreachable`, observedAt: at.toISOString() })
  }

  private raise(alert: Alert): void {
    this.options.log.error({ alert }, 'system alert')
    this.pending.push(alert)
    if (this.pending.length > MAX_PENDING) this.pending.shift()
  }

  /** Writes the waiting alerts in order; stops at the first that fails, keeping it and the rest. */
  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      await this.options.writeAlert(this.pending[0]!)
      this.pending.shift()
    }
  }
}
