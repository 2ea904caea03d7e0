import { useQuery } from '@tanstack/react-query'
import { Alert, Box, Card, CardContent, CardHeader, Chip, LinearProgress, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { Title, useDataProvider, useLocale, useTranslate, type HttpError } from 'react-admin'

const REFRESH_MS = 5000

interface Health {
  status: 'healthy' | 'degraded' | 'unhealthy'
  version: string
  uptime: string
  services: { database: string; redis: string; storage: string }
}

interface Metrics {
  cpu: number
  memory: number
  disk: number
  network: { inbound: number; outbound: number }
  requests: {
    total: number
    successful: number
    failed: number
    byStatusClass: Record<string, number>
    lastMinute: { total: number; byStatusClass: Record<string, number>; p50Ms: number | null; p99Ms: number | null }
  }
  sampledAt: string
}

const GOOD = new Set(['healthy', 'connected', 'available'])
const NEUTRAL = new Set(['disabled'])

function StatusChip({ value }: { value: string }) {
  const translate = useTranslate()
  const color = GOOD.has(value) ? 'success' : NEUTRAL.has(value) ? 'default' : value === 'degraded' ? 'warning' : 'error'
  return <Chip size="small" color={color} label={translate(`app.system.states.${value}`, { _: value })} />
}

function Gauge({ label, percent }: { label: string; percent: number }) {
  return (
    <Box sx={{ flex: '1 1 180px' }}>
      <Typography variant="body2" id={`gauge-${label}`}>
        {label}: {percent.toFixed(1)} %
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent > 90 ? 'error' : percent > 75 ? 'warning' : 'primary'}
        aria-labelledby={`gauge-${label}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  )
}

function bytesPerSecond(value: number, locale: string): string {
  const units = ['B/s', 'KB/s', 'MB/s', 'GB/s']
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} ${units[unit]}`
}

/** Health and metrics, asked again every few seconds while the page is open. */
export default function SystemPage() {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const health = useQuery({ queryKey: ['health'], queryFn: () => dataProvider.send('get', '/api/health') as Promise<Health>, refetchInterval: REFRESH_MS })
  const metrics = useQuery({ queryKey: ['metrics'], queryFn: () => dataProvider.send('get', '/api/metrics') as Promise<Metrics>, refetchInterval: REFRESH_MS })
  const number = new Intl.NumberFormat(locale)
  const m = metrics.data
  const rows: Array<[string, string]> = m
    ? [
        ['app.system.requests_total', number.format(m.requests.total)],
        ['app.system.requests_failed', number.format(m.requests.failed)],
        ['app.system.last_minute', number.format(m.requests.lastMinute.total)],
        ['app.system.p50', m.requests.lastMinute.p50Ms === null ? '—' : `${m.requests.lastMinute.p50Ms.toFixed(1)} ms`],
        ['app.system.p99', m.requests.lastMinute.p99Ms === null ? '—' : `${m.requests.lastMinute.p99Ms.toFixed(1)} ms`],
        ['app.system.network_in', bytesPerSecond(m.network.inbound, locale)],
        ['app.system.network_out', bytesPerSecond(m.network.outbound, locale)],
        ...Object.entries(m.requests.byStatusClass).map(([status, count]): [string, string] => [status, number.format(count)])
      ]
    : []

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
      <Title title="app.menu.system" />
      <Card>
        <CardHeader title={translate('app.system.health')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} action={health.data && <StatusChip value={health.data.status} />} />
        <CardContent sx={{ pt: 0 }}>
          {health.error && <Alert severity="error">{(health.error as HttpError).message}</Alert>}
          {health.data ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              {(['database', 'redis', 'storage'] as const).map((service) => (
                <Box key={service}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.system.${service}`)}
                  </Typography>
                  <StatusChip value={health.data.services[service]} />
                </Box>
              ))}
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.system.uptime')}
                </Typography>
                <Typography>{health.data.uptime}</Typography>
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.system.version')}
                </Typography>
                <Typography>{health.data.version}</Typography>
              </Box>
            </Box>
          ) : (
            !health.error && <Skeleton height={60} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={translate('app.system.metrics')}
          titleTypographyProps={{ component: 'h2', variant: 'h6' }}
          subheader={m && translate('app.system.sampled', { time: new Date(m.sampledAt).toLocaleTimeString(locale) })}
        />
        <CardContent sx={{ pt: 0 }}>
          {metrics.error && <Alert severity="error">{(metrics.error as HttpError).message}</Alert>}
          {m ? (
            <>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
                <Gauge label={translate('app.system.cpu')} percent={m.cpu} />
                <Gauge label={translate('app.system.memory')} percent={m.memory} />
                <Gauge label={translate('app.system.disk')} percent={m.disk} />
              </Box>
              <Table size="small" aria-label={translate('app.system.metrics')}>
                <TableBody>
                  {rows.map(([label, value]) => (
                    <TableRow key={label}>
                      <TableCell component="th" scope="row">
                        {translate(label, { _: label })}
                      </TableCell>
                      <TableCell align="right">{value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : (
            !metrics.error && <Skeleton height={120} />
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
