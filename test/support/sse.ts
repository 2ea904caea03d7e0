import http from 'node:http'
import type { TestApp } from './test-app.js'

/** One Server-Sent Event as a client sees it; `body` is its data parsed as JSON, when it is. */
export interface SseEvent {
  event: string
  id: string | undefined
  data: string
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary shapes
}

/** A stream the test listens to: every event that came, and a way to wait for more. */
export interface SseStream {
  status: number
  headers: http.IncomingHttpHeaders
  /** the body of an answer that was not a stream (an error envelope), parsed */
  error: any // eslint-disable-line @typescript-eslint/no-explicit-any
  events: SseEvent[]
  /** comment lines received (heartbeats) */
  comments: string[]
  /** resolves when the server ends the stream (or the connection breaks) */
  ended: Promise<void>
  isEnded(): boolean
  /** the first event, from the `from`-th on, that `match` accepts; waits up to `ms` for it */
  next(match?: (event: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>
  /** waits until `count` events matching `match` have come, and answers them */
  collect(count: number, match?: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent[]>
  close(): void
}

/**
 * Opens `GET <path>` on the app, which must listen (see `listening`), and parses what comes as
 * Server-Sent Events. Resolves once the answer's head arrived: for a 200, the stream is then
 * registered on the server, so what is committed afterwards reaches it.
 */
export function openStream(base: string, path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    // A connection of its own: one the server ended a stream on may not be reused.
    const request = http.get(`${base}${path}`, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = []
      const comments: string[] = []
      const waiters = new Set<() => void>()
      let ended = false
      let buffer = ''
      let body = ''
      const wake = () => waiters.forEach((waiter) => waiter())
      const ending = new Promise<void>((done) => {
        const finish = () => {
          ended = true
          wake()
          done()
        }
        response.on('end', finish)
        response.on('close', finish)
        response.on('error', finish)
      })
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        if (response.statusCode !== 200) return void (body += chunk)
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event: SseEvent = { event: 'message', id: undefined, data: '', body: undefined }
          let hasData = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim())
            else if (line.startsWith('event: ')) event.event = line.slice(7)
            else if (line.startsWith('id: ')) event.id = line.slice(4)
            else if (line.startsWith('data: ')) {
              event.data += (hasData ? '\n' : '') + line.slice(6)
              hasData = true
            }
          }
          if (!hasData) continue
          try {
            event.body = JSON.parse(event.data)
          } catch {
            // not JSON: the test reads `data`
          }
          events.push(event)
        }
        wake()
      })
      const wait = (ready: () => boolean, what: string, ms: number) =>
        new Promise<void>((done, fail) => {
          if (ready()) return done()
          const timer = setTimeout(() => {
            waiters.delete(check)
            fail(new Error(`timed out after ${ms} ms waiting for ${what}; received: ${events.map((event) => `${event.event} ${event.body?.type ?? event.data}`).join(', ')}`))
          }, ms)
          const check = () => {
            if (!ready() && !ended) return
            clearTimeout(timer)
            waiters.delete(check)
            if (ready()) done()
            else fail(new Error(`the stream ended while waiting for ${what}`))
          }
          waiters.add(check)
        })
      const stream: SseStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        error: undefined,
        events,
        comments,
        ended: ending,
        isEnded: () => ended,
        async next(match = () => true, ms = 10_000, from = 0) {
          let found: SseEvent | undefined
          await wait(() => (found = events.slice(from).find(match)) !== undefined, 'an event', ms)
          return found!
        },
        async collect(count, match = () => true, ms = 10_000) {
          await wait(() => events.filter(match).length >= count, `${count} events`, ms)
          return events.filter(match).slice(0, count)
        },
        close: () => request.destroy()
      }
      if (response.statusCode === 200) return resolve(stream)
      response.on('end', () => {
        stream.error = JSON.parse(body)
        resolve(stream)
      })
    })
    request.on('error', reject)
  })
}

/** The app listening on a free port of the loopback interface; answers its base URL. */
export async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' })
}
