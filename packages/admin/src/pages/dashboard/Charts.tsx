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

function shortDate(date: string, locale: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
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
          series={[{ data: points.map((point) => point.value), label: title }]}
          hideLegend
        />
      ) : (
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: points.map((point) => shortDate(point.date, locale)) }]}
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
