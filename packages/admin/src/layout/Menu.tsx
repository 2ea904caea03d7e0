import { Menu as RaMenu, useCanAccess } from 'react-admin'
import SettingsIcon from '@mui/icons-material/Settings'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'

/** The resources in the menu's order; react-admin leaves out those the auth provider refuses. */
const RESOURCE_NAMES = ['users', 'content', 'uploads', 'webhooks', 'orders', 'activity']

/**
 * The main navigation: the dashboard, the resources the user may use (react-admin hides those
 * the auth provider refuses), then settings, and the system page for administrators.
 */
export function Menu() {
  const { canAccess: seesSystem } = useCanAccess({ resource: 'system', action: 'list' })
  return (
    // A navigation landmark of links (MUI makes menu items role="menuitem" otherwise).
    <RaMenu component="nav" role="navigation" aria-label="Main">
      <RaMenu.DashboardItem role="link" />
      {RESOURCE_NAMES.map((name) => (
        <RaMenu.ResourceItem key={name} name={name} role="link" />
      ))}
      <RaMenu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} role="link" />
      {seesSystem && <RaMenu.Item to="/system" primaryText="app.menu.system" leftIcon={<MonitorHeartIcon />} role="link" />}
    </RaMenu>
  )
}
