import { useEffect, useRef, useState } from 'react'
import { CircularProgress, Typography } from '@mui/material'
import { email, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice, useAccountCall, useLinkToken } from './AccountShell'
import { AccountForm, DoneNotice } from './AccountForm'

/** Asks for a new verification link: the answer is the same whether or not the address has an account. */
export function ResendVerification() {
  const translate = useTranslate()
  const [sent, setSent] = useState(false)
  if (sent) return <Notice severity="success">{translate('app.account.verify_again_sent')}</Notice>
  return (
    <AccountForm
      path="/api/auth/email/verification"
      body={(values) => ({ email: values.email })}
      intro="app.account.verify_again_intro"
      submitLabel="app.account.resend_verification"
      variant="outlined"
      onDone={() => setSent(true)}
    >
      <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" validate={[required(), email()]} fullWidth />
    </AccountForm>
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
      {state.kind === 'done' && <DoneNotice message={translate('app.account.verified', { email: state.email })} to="/" />}
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
