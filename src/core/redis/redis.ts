import type { Redis } from 'ioredis'

const COMMAND_TIMEOUT_MS = 1000

/**
 * The optional Redis connection. Commands fail fast while it is down (no offline queue), and
 * give up after COMMAND_TIMEOUT_MS when it stops answering without closing the connection (a
 * frozen server, a network partition), so a lost Redis degrades the service instead of
 * stalling requests.
 */
export async function openRedis(url: string): Promise<Redis> {
  // ioredis is loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000)
  })
  // ioredis reports connection loss as 'error' events and reconnects by itself; health says
  // so. Without a listener an emitted 'error' would end the process.
  redis.on('error', () => {})
  return redis
}
