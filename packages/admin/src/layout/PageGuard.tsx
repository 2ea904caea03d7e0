import { AccessDenied, Authenticated, useCanAccess } from 'react-admin'
import type { PanelPage } from '../registry'

/** A page of the registry, for signed-in users the auth provider lets in (a link typed by hand included). */
export function PageGuard({ page }: { page: PanelPage }) {
  const { canAccess, isPending } = useCanAccess({ resource: page.name, action: 'list' })
  const Page = page.component
  return <Authenticated>{isPending ? null : canAccess ? <Page /> : <AccessDenied />}</Authenticated>
}
