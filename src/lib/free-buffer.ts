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
  // Only memory the chunk is all of: a slice's neighbours (a pool slab's other buffers, the rest of
  // a parser's read) may still be in use.
  if (isWhole(chunk)) detach(chunk.buffer)
}

function detach(memory: ArrayBuffer): void {
  try {
    closed.postMessage(memory, [memory])
  } catch {
    // memory marked untransferable (as Buffer's pool is) stays with the collector
  }
}

/** Whether `chunk` is all of its memory, and that memory can be transferred (not shared): what freeBuffer frees. */
export function isWhole(chunk: Buffer): chunk is Buffer<ArrayBuffer> {
  return chunk.buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
}

/**
 * The memory under chunks that are slices of a larger buffer, remembered (at most `most` of them)
 * to be freed together once nothing reads any of it: for an upload, the reads that also held the
 * part's headers or the closing boundary, which freeBuffer leaves to the collector. Only memory
 * marked as a read of this body's own (`own`) is ever freed.
 */
export class SliceMemories {
  private readonly owned = new WeakSet<ArrayBuffer>()
  private readonly memories = new Set<ArrayBuffer>()

  constructor(private readonly most: number) {}

  /**
   * Marks `read` as memory its slices may free: a buffer nothing else holds, such as the HTTP
   * parser's copy of a piece of this body. A read that is itself a slice is not marked.
   */
  own(read: Buffer): void {
    if (isWhole(read)) this.owned.add(read.buffer)
  }

  /** Remembers `chunk`'s memory when `chunk` is a slice of a read marked by `own`. */
  note(chunk: Buffer): void {
    const memory = chunk.buffer
    if (memory instanceof ArrayBuffer && this.owned.has(memory) && !isWhole(chunk) && this.memories.size < this.most) this.memories.add(memory)
  }

  /** Frees what was remembered (memory freed meanwhile is skipped); every view of it reads as empty. */
  free(): void {
    for (const memory of this.memories) {
      if (memory.byteLength > 0) detach(memory)
    }
    this.memories.clear()
  }
}
