import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export interface TcpRelay {
  /** the port the relay listens on, on 127.0.0.1 */
  port: number
  /** stops passing bytes, either way, keeping every connection open (new ones too): a server that hangs, or a network that drops everything */
  stall(): void
  /** passes bytes again, those held meanwhile first */
  resume(): void
  /** how many connections clients hold open to the relay that they opened before `time` (ms since the epoch) */
  openSince(time: number): number
  close(): Promise<void>
}

/**
 * A TCP relay to host:port that can stop forwarding while keeping its connections open: a
 * dependency that hangs (frozen, or cut off by the network) rather than one that is down. It
 * keeps reading while stalled, holding what arrives, so it sees a client close its end.
 */
export async function tcpRelay(host: string, port: number): Promise<TcpRelay> {
  /** each open client connection, with when it was opened */
  const clients = new Map<Socket, number>()
  const sockets = new Set<Socket>()
  const held: Array<() => void> = []
  let stalled = false
  const server = createServer((client) => {
    clients.set(client, Date.now())
    client.on('close', () => clients.delete(client))
    const upstream = connect(port, host)
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on('data', (chunk) => (stalled ? held.push(() => to.write(chunk)) : to.write(chunk)))
      from.on('error', () => to.destroy())
      from.on('close', () => {
        sockets.delete(from)
        to.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => {
      stalled = true
    },
    resume: () => {
      stalled = false
      for (const write of held.splice(0)) write()
    },
    openSince: (time) => [...clients.values()].filter((openedAt) => openedAt < time).length,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}
