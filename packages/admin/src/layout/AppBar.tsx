import { AppBar as RaAppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin'
import { ThemeButton } from '../theme/ThemeButton'

export function AppBar() {
  // The user menu's button shows the user's name: its accessible name says the same.
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  return (
    <RaAppBar
      userMenu={
        <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <ThemeButton />
          {/* Its spinner, shown while any request is under way (a page's refresh every few seconds), is a progressbar: it needs a name. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  )
}
