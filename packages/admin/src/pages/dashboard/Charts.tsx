import { Box, Skeleton, Typography } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslate } from 'react-admin'

export type Range = '7d' | '30d' | '90d'
export interface Point {
  date: string
  value: number
}

const HEIGHT = 240
/** Room for the y-axis' compact labels (12.5K, 0.05, 1.2 M): MUI cuts a longer label with an ellipsis. */
const Y_AXIS_WIDTH = 56
/** Room right of the last day, whose label a line chart centres on the plot's edge. */
const RIGHT_MARGIN = 32

function shortDate(date: string, locale: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

/**
 * The y-axis: from zero, in compact numbers of the user's language; counts step by whole units.
 * With nothing to show yet, 0 to 1 rather than a single, meaningless tick.
 */
function yAxis(points: Point[], locale: string, counts: boolean) {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 })
  const empty = points.every((point) => point.value === 0)
  return [{ min: 0, max: empty ? 1 : undefined, tickMinStep: counts ? 1 : undefined, width: Y_AXIS_WIDTH, valueFormatter: (value: number) => compact.format(value) }]
}

/** New users per day (bars) and paid revenue per day (a line), side by side when there is room. */
export default function Charts({ users, revenue, locale }: { users: Point[] | undefined; revenue: Point[] | undefined; locale: string }) {
  const translate = useTranslate()
  const chart = (title: string, points: Point[] | undefined, kind: 'bar' | 'line') => (
    <Box component="figure" sx={{ m: 0, flex: '1 1 320px', minWidth: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      {points === undefined ? (
        <Skeleton variant="rectangular" height={HEIGHT} />
      ) : kind === 'bar' ? (
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: points.map((point) => shortDate(point.date, locale)) }]}
          yAxis={yAxis(points, locale, true)}
          series={[{ data: points.map((point) => point.value), label: title }]}
          hideLegend
        />
      ) : (
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: points.map((point) => shortDate(point.date, locale)) }]}
          yAxis={yAxis(points, locale, false)}
          margin={{ right: RIGHT_MARGIN }}
          series={[{ data: points.map((point) => point.value), label: title, area: true, showMark: false }]}
          hideLegend
        />
      )}
    </Box>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {chart(translate('app.dashboard.users_chart'), users, 'bar')}
      {chart(translate('app.dashboard.revenue_chart'), revenue, 'line')}
    </Box>
  )
}
