import { useLayoutEffect, useState, type ReactNode } from 'react'
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import { LocalesMenuButton, useDataProvider, useTranslate } from 'react-admin'
import type { HttpError } from 'ra-core'
import { describeWait } from '../../layout/SignInPage'

/**
 * The frame of the pages a person reaches without being signed in (from the sign-in page or a
 * mailed link): a card in the middle of the page, its title, and the way back to sign-in.
 */
export function AccountShell({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: { xs: '100%', sm: 400 }, maxWidth: 400 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h1" variant="h6">
              {translate(title)}
            </Typography>
            {children}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Link component={RouterLink} to="/login">
                {translate('app.account.back_to_sign_in')}
              </Link>
              <LocalesMenuButton />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}

/**
 * The `token` of the mailed link that opened this page, read once; it is then taken out of the
 * address bar, so that it stays out of the history and of anything shown or shared from the screen.
 * Through the router, not history.replaceState: the router's location (which react-admin remembers
 * to return to after a sign-in) must not keep the token either. Before paint: it never shows.
 */
export function useLinkToken(): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => new URLSearchParams(location.search).get('token'))
  const inAddress = new URLSearchParams(location.search).has('token')
  useLayoutEffect(() => {
    if (inAddress) navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: location.state })
  }, [inAddress, navigate, location.pathname, location.hash, location.state])
  return token
}

/** What went wrong with a call, as the page tells it: a field's messages, a wait, or the service's words. */
export interface Failure {
  /** the service's messages per field (422) */
  fields: Record<string, string>
  /** the sentence to show above the form, translated */
  message: string | null
}

/** Sends a request to the service without a session (these pages are for people not signed in). */
export function useAccountCall() {
  const dataProvider = useDataProvider()
  const translate = useTranslate()
  const call = (path: string, body: unknown): Promise<unknown> => dataProvider.send('post', path, { body })
  const failure = (error: unknown): Failure => {
    const http = error as HttpError & { body?: { code?: string; retryAfter?: number | null; errors?: Record<string, unknown> } }
    const fields = Object.fromEntries(Object.entries(http.body?.errors ?? {}).filter(([field]) => field !== 'root')) as Record<string, string>
    if (http.body?.code === 'RATE_LIMITED') {
      return { fields, message: translate('app.account.throttled', { wait: describeWait(http.body.retryAfter ?? 60, translate) }) }
    }
    if (Object.keys(fields).length > 0) return { fields, message: null }
    return { fields, message: translate('app.account.failed', { message: translate(http.message ?? String(error), { _: http.message }) }) }
  }
  return { call, failure }
}

/** A sentence above a form: what went wrong, or what happened. */
export function Notice({ severity, children }: { severity: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </Alert>
  )
}
