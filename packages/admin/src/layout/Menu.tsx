import { Menu as RaMenu, useCanAccess } from 'react-admin'
import { PAGES, RESOURCES, type PanelPage } from '../registry'

/** A page's link, for those the auth provider lets in. */
function PageItem({ page }: { page: PanelPage }) {
  const { canAccess } = useCanAccess({ resource: page.name, action: 'list' })
  const Icon = page.icon
  if (!canAccess) return null
  return <RaMenu.Item to={`/${page.name}`} primaryText={page.label} leftIcon={<Icon />} role="link" />
}

/**
 * The main navigation: the dashboard, the resources with a list (react-admin leaves out those
 * the auth provider refuses), then the pages, all in the registry's order.
 */
export function Menu() {
  return (
    // A navigation landmark of links (MUI makes menu items role="menuitem" otherwise).
    <RaMenu component="nav" role="navigation" aria-label="Main">
      <RaMenu.DashboardItem role="link" />
      {RESOURCES.filter((resource) => resource.list).map((resource) => (
        <RaMenu.ResourceItem key={resource.name} name={resource.name} role="link" />
      ))}
      {PAGES.map((page) => (
        <PageItem key={page.name} page={page} />
      ))}
    </RaMenu>
  )
}
