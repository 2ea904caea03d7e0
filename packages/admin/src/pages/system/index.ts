import { lazy } from 'react'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import type { PanelPage } from '../../registry'

const page: PanelPage = {
  name: 'system',
  label: 'app.menu.system',
  icon: MonitorHeartIcon,
  component: lazy(() => import('./SystemPage')),
  adminOnly: true
}

export default page
