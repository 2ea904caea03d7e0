import { createServer, type AddressInfo } from 'node:net'

/** A loopback port free right now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** What `start` throws when its port was taken: then it has cleaned up, and another port is tried. */
export class PortTaken extends Error {}

/**
 * `start` on a port free when chosen, and on another if that one was taken before it listened:
 * any process's outgoing connection may be given the port meanwhile (the kernel hands out the
 * same range), which on a busy machine happens now and then while an app builds.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort())
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === tries) throw error
    }
  }
}

/** `listen()`, with EADDRINUSE thrown as PortTaken once `cleanUp` has run. */
export async function listenOr(listen: () => Promise<unknown>, cleanUp: () => Promise<unknown>): Promise<void> {
  try {
    await listen()
  } catch (error) {
    await cleanUp()
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortTaken(String(error)) : error
  }
}
