import { useEffect, useRef, useState } from 'react'
import { Button, CircularProgress, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { email, Form, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice, useAccountCall, useLinkToken } from './AccountShell'

/** Asks for a new verification link: the answer is the same whether or not the address has an account. */
export function ResendVerification() {
  const translate = useTranslate()
  const { call, failure } = useAccountCall()
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (values: Record<string, unknown>) => {
    setProblem(null)
    try {
      await call('/api/auth/email/verification', { email: values.email })
      setSent(true)
    } catch (error) {
      const found = failure(error)
      setProblem(found.message)
      return found.fields
    }
  }

  if (sent) return <Notice severity="success">{translate('app.account.verify_again_sent')}</Notice>
  return (
    <Form onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.account.verify_again_intro')}
      </Typography>
      {problem && <Notice severity="error">{problem}</Notice>}
      <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" validate={[required(), email()]} fullWidth />
      <Button type="submit" variant="outlined" fullWidth>
        {translate('app.account.resend_verification')}
      </Button>
    </Form>
  )
}

/**
 * The page of a verification link (a new account's, or a new sign-in address's): it verifies at
 * once; a link that no longer works offers to mail a new one.
 */
export default function VerifyEmailPage() {
  const translate = useTranslate()
  const token = useLinkToken()
  const { call } = useAccountCall()
  const [state, setState] = useState<{ kind: 'verifying' } | { kind: 'done'; email: string } | { kind: 'bad-link' }>(token ? { kind: 'verifying' } : { kind: 'bad-link' })
  // Once per page: a token is used up by its first request (React runs effects twice in development).
  const asked = useRef(false)

  useEffect(() => {
    if (!token || asked.current) return
    asked.current = true
    call('/api/auth/email/verify', { token }).then(
      (user) => setState({ kind: 'done', email: (user as { email: string }).email }),
      () => setState({ kind: 'bad-link' })
    )
  }, [token, call])

  return (
    <AccountShell title="app.account.verify_title">
      {state.kind === 'verifying' && (
        <Typography role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={18} /> {translate('app.account.verifying')}
        </Typography>
      )}
      {state.kind === 'done' && (
        <>
          <Notice severity="success">{translate('app.account.verified', { email: state.email })}</Notice>
          <Button component={RouterLink} to="/" variant="contained">
            {translate('app.account.sign_in')}
          </Button>
        </>
      )}
      {state.kind === 'bad-link' && (
        <>
          {/* Without a token the page was opened to ask for a new link (from the sign-in page). */}
          {token && <Notice severity="error">{translate('app.account.bad_link')}</Notice>}
          <ResendVerification />
        </>
      )}
    </AccountShell>
  )
}
