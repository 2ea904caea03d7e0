import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  at: number
}

/** How the receiver answers its n-th request (from 1). */
export type Answer = (response: ServerResponse, n: number, received: Received) => void

export interface Receiver {
  url: string
  received: Received[]
  /** changes how later requests are answered */
  answer(with_: Answer): void
  close(): Promise<void>
}

export const answerStatus =
  (status: number, headers: Record<string, string> = {}): Answer =>
  (response) =>
    response.writeHead(status, headers).end('{}')

/** A webhook receiver on 127.0.0.1 that records every request; answers 200 unless told otherwise. */
export async function startReceiver(answer: Answer = answerStatus(200)): Promise<Receiver> {
  const received: Received[] = []
  let current = answer
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const entry = { headers: request.headers, body, at: Date.now() }
      received.push(entry)
      current(response, received.length, entry)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    answer: (next) => (current = next),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}
