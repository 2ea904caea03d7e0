import Type, { type Static } from 'typebox'
import { Nullable } from '../../core/http/envelope.js'

const Percent = (what: string) => Type.Number({ minimum: 0, maximum: 100, description: `${what}, percent (0 to 100)` })
const ByStatusClass = Type.Object(
  { '1xx': Type.Integer(), '2xx': Type.Integer(), '3xx': Type.Integer(), '4xx': Type.Integer(), '5xx': Type.Integer() },
  { description: 'answers per status class' }
)
const Latency = (q: string) =>
  Nullable(Type.Number(), { description: `${q} latency in ms (within 5%); null when no request finished in the last minute` })

export const MetricsSchema = Type.Object({
  cpu: Percent('CPU busy, all cores of the machine, over the last sampling interval'),
  memory: Percent('memory of the machine in use (not available to new programs)'),
  disk: Percent('space in use on the volume holding DATA_DIR'),
  network: Type.Object(
    {
      inbound: Type.Number({ description: 'bytes per second received by the machine (loopback excluded); 0 where the platform gives no counters' }),
      outbound: Type.Number({ description: 'bytes per second sent by the machine (loopback excluded); 0 where the platform gives no counters' })
    },
    { description: 'machine-wide, over the last sampling interval' }
  ),
  requests: Type.Object(
    {
      total: Type.Integer({ description: 'answered by this instance since it started' }),
      successful: Type.Integer({ description: 'of those, answered with a status below 400' }),
      failed: Type.Integer({ description: 'of those, answered with 400 or above' }),
      byStatusClass: ByStatusClass,
      lastMinute: Type.Object({ total: Type.Integer(), byStatusClass: ByStatusClass, p50Ms: Latency('median'), p99Ms: Latency('99th-percentile') })
    },
    { description: 'counted live, not sampled; the request asking is not among them yet' }
  ),
  sampledAt: Type.String({ format: 'date-time', description: 'when cpu, memory, disk and network were sampled (every 5 seconds)' })
})
export type Metrics = Static<typeof MetricsSchema>
