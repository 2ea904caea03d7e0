import type { Redis } from 'ioredis'
import type { DatabaseHandle } from '../../core/db/database.js'
import type { HealthReport } from './health.schemas.js'

const CHECK_TIMEOUT_MS = 2000

export interface HealthDeps {
  database: DatabaseHandle
  redis: Redis | null
  /** whether storage could write when last tried (in the background, never on the request) */
  storage: () => 'available' | 'unavailable'
  version: string
  startedAt: number
  /** while the server drains, it reports unhealthy so that balancers stop sending traffic */
  isClosing: () => boolean
}

/** Checks each dependency for real: a query and a PING; storage as its background probe last found it. */
export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const [database, redis, storage] = await Promise.all([
    succeeds(deps.database.ping()).then((up) => (up ? 'connected' : 'disconnected')),
    deps.redis ? succeeds(deps.redis.ping()).then((up) => (up ? 'connected' : 'disconnected')) : 'disabled',
    deps.storage()
  ] as const)
  const status =
    database === 'disconnected' || deps.isClosing()
      ? 'unhealthy'
      : redis === 'disconnected' || storage === 'unavailable'
        ? 'degraded'
        : 'healthy'
  return {
    status,
    timestamp: new Date().toISOString(),
    version: deps.version,
    services: { database, redis, storage },
    uptime: formatUptime(Date.now() - deps.startedAt)
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

async function succeeds(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([check, timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
