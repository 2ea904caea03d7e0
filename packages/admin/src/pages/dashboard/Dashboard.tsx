import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Box, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import PeopleIcon from '@mui/icons-material/People'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import PaymentsIcon from '@mui/icons-material/Payments'
import TrendingUpIcon from '@mui/icons-material/TrendingUp'
import { Title, useDataProvider, useLocale, useTranslate } from 'react-admin'
import { ActivityText, type ActivityRecord } from '../../resources/activity/ActivityEntry'
import type { Point, Range } from './Charts'

const Charts = lazy(() => import('./Charts'))

interface DashboardData {
  stats: { users: number; orders: number; revenue: number; growth: number }
  recentActivity: ActivityRecord[]
}

function StatCard({ label, value, icon }: { label: string; value: string | undefined; icon: React.ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {value ?? <Skeleton width={80} />}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  )
}

/** One widget's points over a range, asked of the service when the range changes. */
function useChart(widget: 'users-chart' | 'revenue-chart', range: Range) {
  const dataProvider = useDataProvider()
  return useQuery({
    queryKey: ['dashboard', widget, range],
    queryFn: () => dataProvider.send('get', '/api/dashboard/widgets/{widgetId}', { path: { widgetId: widget }, query: { range } }) as Promise<{ data: Point[] }>,
    select: (widgetData) => widgetData.data
  })
}

export default function Dashboard() {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const [range, setRange] = useState<Range>('30d')
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.send('get', '/api/dashboard') as Promise<DashboardData> })
  const users = useChart('users-chart', range)
  const revenue = useChart('revenue-chart', range)
  const stats = dashboard.data?.stats
  const number = new Intl.NumberFormat(locale)
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const activity = dashboard.data?.recentActivity

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
      <Title title="ra.page.dashboard" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <StatCard label={translate('app.dashboard.users')} value={stats && number.format(stats.users)} icon={<PeopleIcon fontSize="large" />} />
        <StatCard label={translate('app.dashboard.orders')} value={stats && number.format(stats.orders)} icon={<ShoppingCartIcon fontSize="large" />} />
        <StatCard label={translate('app.dashboard.revenue')} value={stats && money.format(stats.revenue)} icon={<PaymentsIcon fontSize="large" />} />
        <StatCard
          label={translate('app.dashboard.growth')}
          value={stats && `${stats.growth > 0 ? '+' : ''}${number.format(stats.growth)} %`}
          icon={<TrendingUpIcon fontSize="large" />}
        />
      </Box>
      <Card>
        <CardHeader
          title={translate('app.dashboard.trends')}
          titleTypographyProps={{ component: 'h2', variant: 'h6' }}
          action={
            <ToggleButtonGroup size="small" exclusive value={range} onChange={(_event, value: Range | null) => value && setRange(value)} aria-label={translate('app.dashboard.range')}>
              {(['7d', '30d', '90d'] as const).map((choice) => (
                <ToggleButton key={choice} value={choice}>
                  {translate(`app.dashboard.ranges.${choice}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          }
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
        />
        <CardContent>
          <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
            <Charts users={users.data} revenue={revenue.data} locale={locale} />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('app.dashboard.recent_activity')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
        <List dense aria-label={translate('app.dashboard.recent_activity')}>
          {activity === undefined && <Skeleton sx={{ mx: 2 }} height={120} />}
          {activity?.length === 0 && (
            <ListItem>
              <ListItemText primary={translate('app.dashboard.no_activity')} />
            </ListItem>
          )}
          {activity?.map((entry) => (
            <ListItem key={entry.id} divider>
              <ListItemText primary={<ActivityText entry={entry} />} secondary={new Date(entry.createdAt).toLocaleString(locale)} />
            </ListItem>
          ))}
        </List>
      </Card>
    </Box>
  )
}
