import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Kysely } from 'kysely'
import type { Database } from '../../src/core/db/schema.js'
import type { Principal } from '../../src/core/principal.js'
import { createStreamRepository, type StreamedEvent } from '../../src/modules/stream/stream.repository.js'
import { MAX_UNREAD_BYTES, StreamsService, type StreamOutput } from '../../src/modules/stream/stream.service.js'
import { until } from '../helper.js'

const admin: Principal = { userId: 'a', sessionId: 's', tokenId: 't', role: 'admin' }

/** An output that keeps what is written, with as many unread bytes as the test says. */
function output(): StreamOutput & { chunks: string[]; ended: boolean; unreadBytes: number } {
  return {
    chunks: [],
    ended: false,
    unreadBytes: 0,
    get unread() {
      return this.unreadBytes
    },
    write(chunk) {
      this.chunks.push(chunk.toString())
    },
    drained: async () => true,
    end() {
      this.ended = true
    }
  }
}

function service(heartbeatMs = 60_000): StreamsService {
  return new StreamsService({
    db: null as unknown as Kysely<Database>,
    repo: createStreamRepository(),
    content: { isVisible: () => true },
    authenticator: { recheck: (who) => ({ ...who, role: 'admin' }) },
    maxStreams: 10,
    log: { warn: () => {} },
    heartbeatMs
  })
}

const event = (id: string, payload = '{}'): StreamedEvent => ({ id, type: 'order.created', subject_type: 'order', subject_id: id, payload, created_at: new Date().toISOString() })

test('a heartbeat comment goes to every stream on its beat', async (t) => {
  const streams = service(20)
  t.after(() => streams.closeAll())
  const out = output()
  await streams.start(streams.reserve(admin, {}), out, undefined)
  await until(() => out.chunks.includes(': heartbeat\n\n'), 'a heartbeat')
})

test('events that come together reach a stream in one write, in order', async (t) => {
  const streams = service()
  t.after(() => streams.closeAll())
  const out = output()
  await streams.start(streams.reserve(admin, {}), out, undefined)
  const before = out.chunks.length
  for (const id of ['e1', 'e2', 'e3']) streams.deliver(event(id))
  await until(() => out.chunks.length > before, 'the write')
  assert.equal(out.chunks.length, before + 1)
  assert.deepEqual([...out.chunks.at(-1)!.matchAll(/^id: (\w+)$/gm)].map((match) => match[1]), ['e1', 'e2', 'e3'])
})

test('a stream whose client leaves more than the bound unread is ended, and forgotten', async (t) => {
  const streams = service()
  t.after(() => streams.closeAll())
  const out = output()
  await streams.start(streams.reserve(admin, {}), out, undefined)
  out.unreadBytes = MAX_UNREAD_BYTES + 1
  streams.deliver(event('e1'))
  await until(() => out.ended, 'the stream to end')
  assert.equal(streams.size, 0)
})
