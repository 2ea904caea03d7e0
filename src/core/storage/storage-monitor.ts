import type { StorageDriver } from './storage.js'

export type StorageStatus = 'available' | 'unavailable'

/** How often the driver is tried; the health check reports an outage within this and the timeout. */
const PROBE_EVERY_MS = 1000
const PROBE_TIMEOUT_MS = 1500

/**
 * Whether the storage driver can write, tried in the background (a small write every second)
 * so that the health check reads the last answer instead of touching storage on each request.
 */
export class StorageMonitor {
  private current: StorageStatus = 'available'
  private running: Promise<StorageStatus> | undefined
  /** The driver's probe under way, which may outlive the timeout that gave up on it. */
  private driverProbe: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly storage: StorageDriver,
    /** told when the status changes, with the failure when it becomes unavailable */
    private readonly onChange: (status: StorageStatus, error?: unknown) => void = () => {}
  ) {}

  /** The last probe's answer. */
  get status(): StorageStatus {
    return this.current
  }

  /** Probes now (or joins the probe under way) and answers the new status. */
  check(): Promise<StorageStatus> {
    this.running ??= this.probe().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  /** Probes once, then every PROBE_EVERY_MS until stop(). */
  async start(): Promise<void> {
    await this.check()
    this.timer = setInterval(() => void this.check(), PROBE_EVERY_MS)
    this.timer.unref()
  }

  /** No more probes; resolves once a probe under way is done, so none touches storage after close. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
    await this.driverProbe?.catch(() => {})
  }

  private async probe(): Promise<StorageStatus> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`storage probe took over ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)
    })
    let status: StorageStatus = 'available'
    let failure: unknown
    try {
      // A slow storage is not probed again while its last probe is still under way: probes
      // would pile up, and two at once write and delete the same key.
      this.driverProbe ??= this.storage.probe().finally(() => {
        this.driverProbe = undefined
      })
      await Promise.race([this.driverProbe, timeout])
    } catch (error) {
      status = 'unavailable'
      failure = error
    } finally {
      clearTimeout(timer)
    }
    if (status !== this.current) {
      this.current = status
      this.onChange(status, failure)
    }
    return status
  }
}
