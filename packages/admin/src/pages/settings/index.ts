import { lazy } from 'react'
import SettingsIcon from '@mui/icons-material/Settings'
import type { PanelPage } from '../../registry'

const page: PanelPage = {
  name: 'settings',
  label: 'app.menu.settings',
  icon: SettingsIcon,
  component: lazy(() => import('./SettingsPage'))
}

export default page
