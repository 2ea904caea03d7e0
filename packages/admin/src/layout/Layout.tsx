import { useEffect, type ReactNode } from 'react'
import { Layout as RaLayout, useLogout, useNotify } from 'react-admin'
import { AppBar } from './AppBar'
import { Menu } from './Menu'
import { keepSessionFresh } from '../providers/refresh'
import { usePreferencesFromService } from '../theme/preferences'

/** Keeps the token fresh while the panel is open, and signs out when the session ends. */
function SessionKeeper() {
  const logout = useLogout()
  const notify = useNotify()
  useEffect(
    () =>
      keepSessionFresh(() => {
        notify('app.auth.session_ended', { type: 'warning' })
        void logout({}, '/login', false)
      }),
    [logout, notify]
  )
  return null
}

function PreferencesLoader() {
  usePreferencesFromService()
  return null
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <SessionKeeper />
      <PreferencesLoader />
      {children}
    </RaLayout>
  )
}
