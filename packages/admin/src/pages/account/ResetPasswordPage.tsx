import { useState } from 'react'
import { Button, Link } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { Form, useTranslate } from 'react-admin'
import { AccountShell, Notice, useAccountCall, useLinkToken } from './AccountShell'
import { PasswordFields } from './PasswordFields'

/** The page of a reset link: a new password, then sign in again (every session has ended). */
export default function ResetPasswordPage() {
  const translate = useTranslate()
  const token = useLinkToken()
  const { call, failure } = useAccountCall()
  const [state, setState] = useState<'form' | 'done' | 'bad-link'>(token ? 'form' : 'bad-link')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true)
    setProblem(null)
    try {
      await call('/api/auth/password/reset', { token, password: values.password, password_confirmation: values.password_confirmation })
      setState('done')
    } catch (error) {
      const found = failure(error)
      if (found.fields.token) return setState('bad-link')
      setProblem(found.message)
      return found.fields
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountShell title="app.account.reset_title">
      {state === 'done' && (
        <>
          <Notice severity="success">{translate('app.account.reset_done')}</Notice>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate('app.account.sign_in')}
          </Button>
        </>
      )}
      {state === 'bad-link' && (
        <>
          <Notice severity="error">{translate(token ? 'app.account.bad_link' : 'app.account.no_token')}</Notice>
          <Link component={RouterLink} to="/forgot-password">
            {translate('app.account.ask_again')}
          </Link>
        </>
      )}
      {state === 'form' && (
        <Form onSubmit={submit} noValidate>
          {problem && <Notice severity="error">{problem}</Notice>}
          <PasswordFields />
          <Button type="submit" variant="contained" disabled={busy} fullWidth>
            {translate('app.account.reset_save')}
          </Button>
        </Form>
      )}
    </AccountShell>
  )
}
