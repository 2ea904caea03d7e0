import type { RequestStats } from './request-stats.js'
import type { Sampler } from './sampler.js'
import type { Metrics } from './metrics.schemas.js'

/** System metrics as the API shows them: the sampler's last sample and the live request counts. */
export class MetricsService {
  constructor(
    private readonly sampler: Sampler,
    private readonly requests: RequestStats
  ) {}

  /** The last sample of the machine, and this instance's request counts. */
  async current(): Promise<Metrics> {
    // Before the first sample (only while the app is starting) one is taken at once.
    const sample = this.sampler.latest() ?? (await this.sampler.sample(), this.sampler.latest()!)
    return {
      cpu: sample.cpu,
      memory: sample.memory,
      disk: sample.disk,
      network: sample.network,
      requests: { ...this.requests.sinceStart(), lastMinute: this.requests.lastMinute() },
      sampledAt: sample.sampledAt
    }
  }
}
