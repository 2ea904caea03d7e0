import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin'
import { ThemeButton } from '../theme/ThemeButton'

export function AppBar() {
  return (
    <RaAppBar
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
