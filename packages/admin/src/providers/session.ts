import { AdminClient, type TokenStore } from '@admin-panel/client'

const TOKEN_KEY = 'admin-panel.token'
const REFRESH_LOCK = 'admin-panel.refresh'

/** The token lives in localStorage, shared by every tab of the panel, so a reload keeps the session. */
const tokenStore: TokenStore = {
  read: () => localStorage.getItem(TOKEN_KEY),
  write: (token) => (token === null ? localStorage.removeItem(TOKEN_KEY) : localStorage.setItem(TOKEN_KEY, token))
}

/**
 * One refresh at a time across tabs: the others wait, then find the token already replaced and
 * use it. Web Locks exist only in secure contexts (https, or http on localhost); elsewhere two
 * tabs may refresh at once, which the service accepts within a few seconds of each other.
 */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  return typeof navigator.locks === 'undefined' ? task() : (navigator.locks.request(REFRESH_LOCK, task) as Promise<T>)
}

/** The one client the panel speaks to the service through; only the providers use it. */
export const client = new AdminClient({ baseUrl: window.location.origin, store: tokenStore, exclusive })

/** What the token says about itself: its subject and expiry (the signature is the service's business). */
export function tokenClaims(token: string | null): { sub: string; exp: number; iat: number } | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; exp: number; iat: number }
  } catch {
    return null
  }
}

/** Calls `listener` when another tab signs in, refreshes or signs out. */
export function onTokenChangedElsewhere(listener: (token: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(event.newValue)
  }
  window.addEventListener('storage', handle)
  return () => window.removeEventListener('storage', handle)
}
