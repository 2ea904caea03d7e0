import type { SharedRedis } from '../../core/redis/redis.js'
import type { DatabaseHandle } from '../../core/db/database.js'
import type { HealthReport } from './health.schemas.js'
import { answersWithin } from '../../lib/answers-within.js'

// Each dependency is asked at most once per SAMPLE_MS and checks in between read that answer, as a
// balancer may ask many times a second; an outage still shows within SAMPLE_MS + CHECK_TIMEOUT_MS.
const SAMPLE_MS = 500
const CHECK_TIMEOUT_MS = 1500

export interface HealthDeps {
  database: DatabaseHandle
  redis: SharedRedis | null
  /** whether storage could write when last tried (in the background, never on the request) */
  storage: () => 'available' | 'unavailable'
  version: string
  startedAt: number
  /** while the server drains, it reports unhealthy so that balancers stop sending traffic */
  isClosing: () => boolean
}

/**
 * The health check: each dependency checked for real (a query, a PING), through its sample;
 * storage as its background probe last found it.
 */
export function healthCheck(deps: HealthDeps): () => HealthReport | Promise<HealthReport> {
  const database = new Sample(() => deps.database.ping())
  const redis = deps.redis && new Sample(() => deps.redis!.run((client) => client.ping()))
  const report = (databaseUp: boolean, redisUp: boolean | undefined): HealthReport => {
    const services = {
      database: databaseUp ? 'connected' : 'disconnected',
      redis: redisUp === undefined ? 'disabled' : redisUp ? 'connected' : 'disconnected',
      storage: deps.storage()
    } as const
    const status =
      services.database === 'disconnected' || deps.isClosing()
        ? 'unhealthy'
        : services.redis === 'disconnected' || services.storage === 'unavailable'
          ? 'degraded'
          : 'healthy'
    return {
      status,
      timestamp: new Date().toISOString(),
      version: deps.version,
      services,
      uptime: formatUptime(Date.now() - deps.startedAt)
    }
  }
  // Between samples, which is nearly always, the answer is made without a promise.
  return () => {
    const databaseUp = database.read()
    const redisUp = redis?.read()
    if (typeof databaseUp === 'boolean' && typeof redisUp !== 'object') return report(databaseUp, redisUp)
    return Promise.all([databaseUp, redisUp]).then(([d, r]) => report(d, r))
  }
}

/** Whether a dependency answers, asked at most once per SAMPLE_MS; callers meanwhile share the answer. */
export class Sample {
  private last: { askedAt: number; up: boolean } | undefined
  private asking: Promise<boolean> | undefined

  constructor(private readonly check: () => Promise<unknown>) {}

  /** The last answer while it is fresh; otherwise the answer on its way, asked now if need be. */
  read(): boolean | Promise<boolean> {
    const last = this.last
    if (last && Date.now() - last.askedAt < SAMPLE_MS) return last.up
    if (!this.asking) {
      // An answer holds for the moment it was asked, not the moment it came back.
      const askedAt = Date.now()
      this.asking = answersWithin(this.check, CHECK_TIMEOUT_MS).then((up) => {
        this.last = { askedAt, up }
        this.asking = undefined
        return up
      })
    }
    return this.asking
  }
}

/** "3d 4h 5m 6s": every unit always present, so the text is easy to read and to parse. */
export function formatUptime(ms: number): string {
  const total = Math.floor(ms / 1000)
  const days = Math.floor(total / 86400)
  const hours = Math.floor((total % 86400) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  return `${days}d ${hours}h ${minutes}m ${total % 60}s`
}
