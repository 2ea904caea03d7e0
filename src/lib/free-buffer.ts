import { MessageChannel } from 'node:worker_threads'

// Transferring an ArrayBuffer through a closed port detaches it and frees its memory now; left to
// the garbage collector, freed memory piles up in malloc's heap between collections and stays.
const closed = new MessageChannel().port1
closed.close()

/**
 * Frees the memory under `chunk` at once; `chunk` and every view of the same memory read as empty
 * afterwards. Only for bytes nothing else holds, such as an upload's chunk once stored.
 */
export function freeBuffer(chunk: Buffer): void {
  const memory = chunk.buffer
  // Buffer's pool slabs hold other buffers' bytes too; shared memory cannot be transferred.
  if (!(memory instanceof ArrayBuffer) || memory.byteLength <= Buffer.poolSize) return
  closed.postMessage(memory, [memory])
}
