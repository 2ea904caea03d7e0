import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { REDIS_TEST_URL } from './databases.js'

/**
 * A relay to the test Redis that can stop passing bytes while keeping its connections open:
 * a Redis that hangs (frozen, or cut off by the network) rather than one that is down.
 */
export async function stallableRedis(): Promise<{ url: string; stall(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_TEST_URL)
  const sockets = new Set<Socket>()
  let stalled = false
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname)
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on('data', (chunk) => stalled || to.write(chunk))
      from.on('error', () => to.destroy())
      from.on('close', () => to.destroy())
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall: () => {
      stalled = true
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}
