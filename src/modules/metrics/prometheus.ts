import { timingSafeEqual, createHash } from 'node:crypto'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

export interface CounterConfig<L extends string> {
  /** snake_case, ending in _total, such as webhook_deliveries_total */
  name: string
  help: string
  labelNames?: readonly L[]
}

/**
 * The Prometheus side of the metrics: a registry of this app's own (tests build many apps in
 * one process; the global default registry would mix them and refuse a second registration),
 * with the HTTP metrics every request feeds and a way for other parts to add counters.
 */
export class PrometheusMetrics {
  readonly registry = new Registry()
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>
  private readonly rateLimited: Counter
  private readonly loginFailures: Counter

  /** `processMetrics`: Node's default process metrics too. They run monitors that live as long as the process, so only when someone can read them. */
  constructor(processMetrics: boolean) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry })
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry]
    })
    this.rateLimited = this.counter({ name: 'rate_limit_rejections_total', help: 'Requests refused with 429 RATE_LIMITED (request rate, or sign-in tries)' })
    this.loginFailures = this.counter({ name: 'login_failures_total', help: 'Sign-ins refused with 401 INVALID_CREDENTIALS (wrong email or password)' })
  }

  /**
   * A counter on this app's registry, such as the webhook worker's deliveries: call once at
   * start-up and keep it; asking again for the same name gives the same counter.
   */
  counter<L extends string = never>(config: CounterConfig<L>): Counter<L> {
    const existing = this.registry.getSingleMetric(config.name)
    if (existing) return existing as Counter<L>
    return new Counter<L>({ name: config.name, help: config.help, labelNames: config.labelNames ?? [], registers: [this.registry] })
  }

  /** Feeds the HTTP metrics with one answered request; `route` is the route's pattern, never the raw URL. */
  observe(request: { method: string; route: string | undefined; status: number; durationMs: number }): void {
    const route = request.route ?? 'unmatched'
    this.requestDuration.observe({ method: request.method, route, status_code: String(request.status) }, request.durationMs / 1000)
    if (request.status === 429) this.rateLimited.inc()
    if (request.status === 401 && route === '/api/auth/login') this.loginFailures.inc()
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType }
  }
}

/** Whether the Authorization header presents `token` as a bearer token, compared in constant time. */
export function presentsToken(authorization: string | undefined, token: string | undefined): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  if (!token || !presented) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(presented), digest(token))
}
