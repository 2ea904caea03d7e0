import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'
import type { PanelResource } from '../../registry'

const resource: PanelResource = {
  name: 'activity',
  adminOnly: true,
  icon: HistoryIcon,
  list: lazy(() => import('./ActivityList'))
}

export default resource
