import { useEffect, type ReactNode } from 'react'
import { Layout as RaLayout, useLogout } from 'react-admin'
import { AppBar } from './AppBar'
import { Menu } from './Menu'
import { keepSessionFresh } from '../providers/refresh'
import { markSessionEnded } from '../providers/session-end'
import { usePreferencesFromService } from '../theme/preferences'
import { LiveUpdates } from '../live/LiveUpdates'

/** Keeps the token fresh while the panel is open, and signs out when the session ends. */
function SessionKeeper() {
  const logout = useLogout()
  useEffect(
    () =>
      keepSessionFresh(() => {
        markSessionEnded()
        void logout({}, '/login', false)
      }),
    [logout]
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
      <LiveUpdates />
      {children}
    </RaLayout>
  )
}
