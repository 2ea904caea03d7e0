import Type, { type Static } from 'typebox'
import { StringEnum } from '../../core/http/envelope.js'

export const HealthReportSchema = Type.Object(
  {
    status: StringEnum(['healthy', 'degraded', 'unhealthy'] as const),
    timestamp: Type.String({ format: 'date-time' }),
    version: Type.String({ description: 'release number of the running service' }),
    services: Type.Object({
      database: StringEnum(['connected', 'disconnected'] as const),
      redis: StringEnum(['connected', 'disconnected', 'disabled'] as const, {
        description: 'disabled when REDIS_URL is not set'
      }),
      storage: StringEnum(['available', 'unavailable'] as const)
    }),
    uptime: Type.String({ description: 'time since start, as "3d 4h 5m 6s"' })
  },
  { description: 'Health report, without the envelope' }
)

export type HealthReport = Static<typeof HealthReportSchema>
