// Apart from session.ts, which makes the client at once: this is read where no browser is (unit tests).
const ENDED_KEY = 'admin-panel.session-ended'

/** Remembers, for the sign-in page, that the session ended on its own (revoked, expired), not by signing out. */
export function markSessionEnded(): void {
  sessionStorage.setItem(ENDED_KEY, '1')
}

/** Whether the last session ended on its own; true until the next sign-in. */
export function sessionEnded(): boolean {
  return sessionStorage.getItem(ENDED_KEY) !== null
}

export function forgetSessionEnded(): void {
  sessionStorage.removeItem(ENDED_KEY)
}
