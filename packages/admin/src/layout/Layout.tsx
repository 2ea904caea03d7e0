import { useCallback, useEffect, type ReactNode } from 'react'
import { Layout as RaLayout, useLogout } from 'react-admin'
import { AppBar } from './AppBar'
import { Menu } from './Menu'
import { keepSessionFresh } from '../providers/refresh'
import { markSessionEnded } from '../providers/session-end'
import { usePreferencesFromService } from '../theme/preferences'
import { LiveUpdates } from '../live/LiveUpdates'
import { LocaleDates } from '../theme/LocaleDates'

/** Back to sign-in, which says that the session ended (revoked elsewhere, or too old to refresh). */
function useEndSession(): () => void {
  const logout = useLogout()
  return useCallback(() => {
    markSessionEnded()
    void logout({}, '/login', false)
  }, [logout])
}

/** Keeps the token fresh while the panel is open, and signs out when the session ends. */
function SessionKeeper({ onEnded }: { onEnded: () => void }) {
  useEffect(() => keepSessionFresh(onEnded), [onEnded])
  return null
}

function PreferencesLoader() {
  usePreferencesFromService()
  return null
}

export function Layout({ children }: { children: ReactNode }) {
  const endSession = useEndSession()
  return (
    <LocaleDates>
      <RaLayout appBar={AppBar} menu={Menu}>
        <SessionKeeper onEnded={endSession} />
        <PreferencesLoader />
        <LiveUpdates onSessionEnded={endSession} />
        {children}
      </RaLayout>
    </LocaleDates>
  )
}
