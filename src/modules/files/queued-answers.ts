import type { Socket } from 'node:net'
import type { Readable } from 'node:stream'

/** The streams of answers waiting behind another on their connection, by connection. */
const waiting = new WeakMap<Socket, Set<Readable>>()

/**
 * Destroys a pipelined answer's stream if its connection drops first: Node 20 reports neither end
 * nor close for it (nodejs/node#62534), so its file handle or S3 socket would leak.
 */
export function closeWithConnection(stream: Readable, connection: Socket): void {
  if (connection.destroyed) {
    stream.destroy()
    return
  }
  const streams = waiting.get(connection) ?? destroyedOnClose(connection)
  streams.add(stream)
  stream.once('close', () => streams.delete(stream))
}

/** A new set of `connection`'s waiting streams, which its close destroys. */
function destroyedOnClose(connection: Socket): Set<Readable> {
  const streams = new Set<Readable>()
  connection.once('close', () => {
    for (const stream of streams) stream.destroy()
  })
  waiting.set(connection, streams)
  return streams
}
