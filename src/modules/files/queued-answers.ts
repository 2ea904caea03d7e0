import type { Socket } from 'node:net'
import type { Readable } from 'node:stream'

/** The streams of answers waiting behind another on their connection, by connection. */
const waiting = new WeakMap<Socket, Set<Readable>>()

/**
 * Destroys `stream`, the body of an answer queued behind another on a pipelined connection, if
 * that connection drops first. Node 20 reports neither the end nor the close of such an answer
 * when its connection drops (nodejs/node#62534, fixed in later majors), so nothing else would
 * close the stream: a file handle, or an S3 socket, held until the garbage collector or the
 * far end closes it. One listener per connection, however many answers wait on it.
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
