export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const
export type StatusClass = (typeof STATUS_CLASSES)[number]
export type ByStatusClass = Record<StatusClass, number>

const WINDOW_SECONDS = 60
// Latency buckets grow by 5% from 10 µs, so a percentile is known within 5% up to 60 s.
const GROWTH = 1.05
const SMALLEST_MS = 0.01
const BUCKETS = Math.ceil(Math.log(60_000 / SMALLEST_MS) / Math.log(GROWTH)) + 1

interface Second {
  at: number
  classes: number[]
  latencies: Uint32Array
}

export interface LastMinute {
  total: number
  byStatusClass: ByStatusClass
  /** null when no request finished in the last minute */
  p50Ms: number | null
  p99Ms: number | null
}

function classOf(status: number): number {
  return Math.min(4, Math.max(0, Math.floor(status / 100) - 1))
}

function byClass(counts: ArrayLike<number>): ByStatusClass {
  return Object.fromEntries(STATUS_CLASSES.map((name, i) => [name, counts[i] ?? 0])) as ByStatusClass
}

/**
 * Requests this instance answered: counts since start, and for the last minute a latency
 * histogram per second (a fixed 60 x 320 counters, whatever the traffic), from which p50 and
 * p99 are read to within 5%.
 */
export class RequestStats {
  private readonly classes = [0, 0, 0, 0, 0]
  private readonly seconds: Second[] = Array.from({ length: WINDOW_SECONDS }, () => ({
    at: -1,
    classes: [0, 0, 0, 0, 0],
    latencies: new Uint32Array(BUCKETS)
  }))

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one answered request. */
  record(status: number, durationMs: number): void {
    const index = classOf(status)
    this.classes[index]!++
    const second = this.current()
    second.classes[index]!++
    const bucket = durationMs <= SMALLEST_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(durationMs / SMALLEST_MS) / Math.log(GROWTH)))
    second.latencies[bucket]!++
  }

  /** Counts since start: successful are the answers below 400, failed the rest. */
  sinceStart(): { total: number; successful: number; failed: number; byStatusClass: ByStatusClass } {
    const [c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0] = this.classes
    return { total: c1 + c2 + c3 + c4 + c5, successful: c1 + c2 + c3, failed: c4 + c5, byStatusClass: byClass(this.classes) }
  }

  /** The requests answered in the last 60 seconds, and their median and 99th-percentile latency. */
  lastMinute(): LastMinute {
    const since = Math.floor(this.now() / 1000) - WINDOW_SECONDS
    const classes = [0, 0, 0, 0, 0]
    const latencies = new Float64Array(BUCKETS)
    for (const second of this.seconds) {
      if (second.at <= since) continue
      second.classes.forEach((n, i) => (classes[i]! += n))
      second.latencies.forEach((n, i) => (latencies[i]! += n))
    }
    const total = classes.reduce((sum, n) => sum + n, 0)
    return { total, byStatusClass: byClass(classes), p50Ms: quantile(latencies, total, 0.5), p99Ms: quantile(latencies, total, 0.99) }
  }

  private current(): Second {
    const at = Math.floor(this.now() / 1000)
    const second = this.seconds[at % WINDOW_SECONDS]!
    if (second.at !== at) {
      second.at = at
      second.classes.fill(0)
      second.latencies.fill(0)
    }
    return second
  }
}

/** The upper bound of the bucket holding the q-th request, in ms, three significant digits. */
function quantile(latencies: Float64Array, total: number, q: number): number | null {
  if (total === 0) return null
  const rank = Math.ceil(q * total)
  let seen = 0
  for (let i = 0; i < latencies.length; i++) {
    seen += latencies[i]!
    if (seen >= rank) return Number((SMALLEST_MS * GROWTH ** i).toPrecision(3))
  }
  return null
}
