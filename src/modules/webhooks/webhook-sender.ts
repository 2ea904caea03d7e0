import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import { guardedLookup, hostOf, refusedKind, type PrivateUrls, type Resolver } from './address-guard.js'

/** At most this much of an answer is read; a longer one fails the attempt. */
export const MAX_RESPONSE_BYTES = 64 * 1024
const MAX_SOCKETS_PER_HOST = 16
const MAX_RETRY_AFTER_MS = 24 * 3600_000

/** What one POST to a receiver came to. */
export interface SendResult {
  /** null when no answer came */
  statusCode: number | null
  durationMs: number
  /** null on success */
  error: string | null
  /** the receiver's Retry-After on a 429 or 503, in ms */
  retryAfterMs?: number
  /** the receiver answered 410: it wants no more deliveries */
  gone?: boolean
}

export interface SenderOptions {
  timeoutMs: number
  /** WEBHOOK_ALLOW_PRIVATE_URLS */
  allowPrivate: PrivateUrls
  resolve: Resolver
}

/** The Retry-After of a 429 or 503 in ms (seconds or an HTTP date), capped at a day. */
function retryAfterMs(response: http.IncomingMessage): number | undefined {
  if (response.statusCode !== 429 && response.statusCode !== 503) return undefined
  const value = response.headers['retry-after']
  if (!value) return undefined
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now()
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined
}

function describe(error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRNOTALLOWED' || error.code === 'ENOTFOUND') return error.message
  return `connection failed: ${error.code ?? error.message}`
}

/**
 * POSTs delivery bodies: never follows a redirect, gives up after `timeoutMs` for the whole
 * exchange (connect, answer and body), reads at most 64 KiB of the answer, and connects only
 * to addresses checked at connect time (address-guard.ts). Connections are kept alive per host.
 */
export class WebhookSender {
  private readonly lookup
  private readonly agents

  constructor(private readonly options: SenderOptions) {
    this.lookup = guardedLookup(options.resolve, options.allowPrivate)
    const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST }
    this.agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) }
  }

  /** Sends `body` with `headers` to `url`; never throws. */
  send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now()
    const elapsed = () => Math.round(performance.now() - started)
    const target = new URL(url)
    // Node connects to an IP literal without asking `lookup`: check it here.
    const host = hostOf(target)
    const kind = isIP(host) ? refusedKind(host, this.options.allowPrivate) : undefined
    if (kind) return Promise.resolve({ statusCode: null, durationMs: elapsed(), error: `address not allowed: ${host} is a ${kind} address` })
    const protocol = target.protocol as 'http:' | 'https:'
    return new Promise((resolve) => {
      let settled = false
      let statusCode: number | null = null
      const finish = (error: string | null, extra: Partial<SendResult> = {}) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        if (error) request.destroy()
        resolve({ statusCode, durationMs: elapsed(), error, ...extra })
      }
      const request = (protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          agent: this.agents[protocol],
          lookup: this.lookup,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'admin-panel-webhooks/1' }
        },
        (response) => {
          statusCode = response.statusCode ?? null
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > MAX_RESPONSE_BYTES) finish(`response body over ${MAX_RESPONSE_BYTES / 1024} KiB`)
          })
          response.on('error', (error) => finish(describe(error)))
          response.on('end', () => {
            const code = statusCode ?? 0
            if (code >= 200 && code < 300) return finish(null)
            const redirect = code >= 300 && code < 400 ? ' (redirects are not followed)' : ''
            finish(`HTTP ${code}${redirect}`, { retryAfterMs: retryAfterMs(response), gone: code === 410 })
          })
        }
      )
      const timer = setTimeout(() => finish(`timed out after ${this.options.timeoutMs} ms`), this.options.timeoutMs)
      request.on('error', (error) => finish(describe(error)))
      request.end(body)
    })
  }

  /** Closes the kept-alive connections. */
  close(): void {
    Object.values(this.agents).forEach((agent) => agent.destroy())
  }
}
