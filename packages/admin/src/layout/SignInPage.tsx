import { useEffect, useState } from 'react'
import { Alert, Box, Button, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { Form, LocalesMenuButton, Login, TextInput, useLogin, useTranslate } from 'react-admin'
import { SignInError } from '../providers/authProvider'
import { usePublicSettings } from '../providers/publicSettings'
import { sessionEnded } from '../providers/session-end'

/** "3 minutes", "45 seconds": a wait as a person reads it. */
export function describeWait(seconds: number, translate: ReturnType<typeof useTranslate>): string {
  return seconds >= 90 ? translate('app.time.minutes', { smart_count: Math.ceil(seconds / 60) }) : translate('app.time.seconds', { smart_count: seconds })
}

/** Seconds left until `until` (ms), ticking once a second; 0 once past. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

/**
 * Both fields are needed, but not marked with an asterisk: the fields' names stay exactly
 * "Email" and "Password", as screen readers (and tests) look them up.
 */
const filled = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'app.auth.required')

interface Problem {
  message: string
  /** when trying again makes sense (throttled) */
  until: number | null
  /** the address is not verified: offer a new link */
  unverified?: boolean
}

/** A step's failure as the form shows it: its message, with the time left while throttled (and the form blocked meanwhile). */
function useProblem(initial: () => Problem | null) {
  const translate = useTranslate()
  const [problem, setProblem] = useState<Problem | null>(initial)
  const wait = useCountdown(problem?.until ?? null)
  const blocked = wait > 0
  const shown =
    problem && problem.until !== null
      ? blocked
        ? translate(problem.message, { wait: describeWait(wait, translate) })
        : null
      : problem && translate(problem.message, { _: problem.message })
  /** Shows what `error` says; answers it as a SignInError. */
  const fail = (error: unknown): SignInError => {
    const failure = error instanceof SignInError ? error : new SignInError('other', (error as Error).message)
    const until = failure.retryAfter !== null ? Date.now() + failure.retryAfter * 1000 : null
    setProblem({ message: failure.message, until, unverified: failure.reason === 'unverified' })
    return failure
  }
  return { problem, clear: () => setProblem(null), fail, blocked, shown }
}

/**
 * The first step of signing in, email and password. The service answers wrong credentials and
 * throttling in its own terms; each shows on the form, throttling with the time left to wait.
 * With two-factor sign-in on, a right password hands its challenge to the code step.
 */
function PasswordStep({ notice, onChallenge }: { notice: string | null; onChallenge: (challenge: string) => void }) {
  const translate = useTranslate()
  const login = useLogin()
  // A session that ended on its own (revoked, or too old to refresh) says so here, once.
  const { problem, clear, fail, blocked, shown } = useProblem(() =>
    notice ? { message: notice, until: null } : sessionEnded() ? { message: 'app.auth.session_ended', until: null } : null
  )
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true)
    clear()
    try {
      await login({ email: values.email, password: values.password })
    } catch (error) {
      if (error instanceof SignInError && error.challenge !== null) onChallenge(error.challenge)
      else fail(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent>
        <Stack spacing={1}>
          {shown && (
            <Alert severity="error" role="alert">
              {shown}
              {problem?.unverified && (
                <>
                  {' '}
                  <Link component={RouterLink} to="/verify-email">
                    {translate('app.account.resend_verification')}
                  </Link>
                </>
              )}
            </Alert>
          )}
          <TextInput
            source="email"
            label="app.auth.email"
            type="email"
            autoComplete="username"
            autoFocus
            validate={filled}
            fullWidth
          />
          {/* A plain field, no show-password button: its name would be a second thing called "Password". */}
          <TextInput source="password" label="app.auth.password" type="password" autoComplete="current-password" validate={filled} fullWidth />
          <Button type="submit" variant="contained" disabled={busy || blocked} fullWidth startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate('app.auth.sign_in')}
          </Button>
          <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
            {translate('app.account.forgot_link')}
          </Link>
        </Stack>
      </CardContent>
    </Form>
  )
}

/**
 * The second step, with two-factor sign-in on: the code the authenticator app shows, or one of
 * the recovery codes. A challenge that expired (5 minutes) or was used sends back to the password.
 */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: (notice: string | null) => void }) {
  const translate = useTranslate()
  const login = useLogin()
  const [recovery, setRecovery] = useState(false)
  const { clear, fail, blocked, shown } = useProblem(() => null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true)
    clear()
    try {
      const code = String(values.code ?? '').trim()
      await login(recovery ? { challenge, recoveryCode: code } : { challenge, code: code.replace(/\s/g, '') })
    } catch (error) {
      const failure = fail(error)
      if (failure.reason === 'challenge_gone') onRestart(failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form key={recovery ? 'recovery' : 'app'} onSubmit={submit} noValidate>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2">{translate(recovery ? 'app.auth.recovery_help' : 'app.auth.code_help')}</Typography>
          {shown && (
            <Alert severity="error" role="alert">
              {shown}
            </Alert>
          )}
          <TextInput
            source="code"
            label={recovery ? 'app.auth.recovery_code' : 'app.auth.code'}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: recovery ? { spellCheck: false } : { inputMode: 'numeric', maxLength: 7 } }}
            autoFocus
            validate={filled}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy || blocked} fullWidth startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate('app.auth.verify')}
          </Button>
          <Button variant="text" onClick={() => setRecovery((value) => !value)}>
            {translate(recovery ? 'app.auth.use_app_code' : 'app.auth.use_recovery_code')}
          </Button>
          <Button variant="text" onClick={() => onRestart(null)}>
            {translate('app.auth.start_over')}
          </Button>
        </Stack>
      </CardContent>
    </Form>
  )
}

/**
 * The sign-in page. Its steps are separate components so that a second factor can follow the
 * password step without touching it.
 */
export function SignInPage() {
  const translate = useTranslate()
  const appName = usePublicSettings().data?.appName
  // Set once the password was right and two-factor sign-in is on: the code step shows.
  const [challenge, setChallenge] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const restart = (message: string | null) => {
    setNotice(message)
    setChallenge(null)
  }
  return (
    <Login>
      <Box component="main" sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360 }}>
        <Typography component="h1" variant="h6" align="center" sx={{ px: 2 }}>
          {appName ? translate('app.auth.title', { name: appName }) : translate('app.auth.sign_in')}
        </Typography>
        {challenge === null ? <PasswordStep notice={notice} onChallenge={setChallenge} /> : <CodeStep challenge={challenge} onRestart={restart} />}
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
          <LocalesMenuButton />
        </Box>
      </Box>
    </Login>
  )
}
