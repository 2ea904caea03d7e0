import { SessionEndedError } from '@admin-panel/client'
import { client, onTokenChangedElsewhere, tokenClaims } from './session'

const RETRY_MS = 30_000

/**
 * How long before its expiry a token is refreshed: a quarter of its life, at most five
 * minutes, so that a slow or throttled background tab still makes it in time.
 */
function leadMs(claims: { exp: number; iat: number }): number {
  return Math.min(5 * 60_000, ((claims.exp - claims.iat) * 1000) / 4)
}

/**
 * Refreshes the session's token before it expires, once for all tabs (the client refreshes under a
 * lock). Answers a stop function; `onEnded` hears a session ended by the service or another tab.
 */
export function keepSessionFresh(onEnded: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = (delay?: number) => {
    clearTimeout(timer)
    const claims = tokenClaims(client.currentToken)
    if (!claims) return
    const due = delay ?? claims.exp * 1000 - leadMs(claims) - Date.now()
    timer = setTimeout(refresh, Math.max(0, due))
  }
  const refresh = () => {
    client.refresh().then(
      () => schedule(),
      (error: unknown) => (error instanceof SessionEndedError ? onEnded() : schedule(RETRY_MS))
    )
  }
  const stopListening = onTokenChangedElsewhere((token) => (token === null ? onEnded() : schedule()))
  schedule()
  return () => {
    clearTimeout(timer)
    stopListening()
  }
}
