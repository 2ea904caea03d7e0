import { REDIS_TEST_URL } from './databases.js'
import { tcpRelay } from './tcp-relay.js'

/**
 * A relay to the test Redis that can stop passing bytes while keeping its connections open:
 * a Redis that hangs (frozen, or cut off by the network) rather than one that is down.
 */
export async function stallableRedis(): Promise<{ url: string; stall(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_TEST_URL)
  const relay = await tcpRelay(target.hostname, Number(target.port || 6379))
  return { url: `redis://127.0.0.1:${relay.port}`, stall: relay.stall, close: relay.close }
}
