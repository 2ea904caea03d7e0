import { Menu as RaMenu, useCanAccess } from 'react-admin'
import SettingsIcon from '@mui/icons-material/Settings'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'

/**
 * The main navigation: the dashboard, the resources the user may use (react-admin hides those
 * the auth provider refuses), then settings, and the system page for administrators.
 */
export function Menu() {
  const { canAccess: seesSystem } = useCanAccess({ resource: 'system', action: 'list' })
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
      {seesSystem && <RaMenu.Item to="/system" primaryText="app.menu.system" leftIcon={<MonitorHeartIcon />} />}
    </RaMenu>
  )
}
