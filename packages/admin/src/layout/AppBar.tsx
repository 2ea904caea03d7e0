import { AppBar as RaAppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin'
import { ThemeButton } from '../theme/ThemeButton'

export function AppBar() {
  // The user menu's button shows the user's name: its accessible name says the same.
  const { identity } = useGetIdentity()
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
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  )
}
