import { MessageChannel } from 'node:worker_threads'

// Transferring an ArrayBuffer through a closed port detaches it and frees its memory now; left to
// the garbage collector, freed memory piles up in malloc's heap between collections and stays.
const closed = new MessageChannel().port1
closed.close()

/**
 * Frees the memory under `chunk` at once when the chunk is the whole of it (otherwise leaves it to the
 * collector); `chunk` and every view of that memory read as empty afterwards. Only for bytes nothing
 * else holds, such as an upload's chunk once stored.
 */
export function freeBuffer(chunk: Buffer): void {
  const memory = chunk.buffer
  // Only memory the chunk is all of: a slice's neighbours (a pool slab's other buffers, the rest of
  // a parser's read) may still be in use. Shared memory cannot be transferred.
  if (!(memory instanceof ArrayBuffer) || chunk.byteOffset !== 0 || chunk.byteLength !== memory.byteLength) return
  closed.postMessage(memory, [memory])
}
