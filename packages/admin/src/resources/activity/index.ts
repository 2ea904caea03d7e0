import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'

export default {
  name: 'activity',
  icon: HistoryIcon,
  list: lazy(() => import('./ActivityList'))
}
