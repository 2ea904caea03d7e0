import { useState } from 'react'
import { Button, Typography } from '@mui/material'
import { email, Form, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice, useAccountCall } from './AccountShell'

/** "Forgot password?": asks for the address and says the same thing whether or not it has an account. */
export default function ForgotPasswordPage() {
  const translate = useTranslate()
  const { call, failure } = useAccountCall()
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true)
    setProblem(null)
    try {
      await call('/api/auth/password/forgot', { email: values.email })
      setSent(true)
    } catch (error) {
      const found = failure(error)
      setProblem(found.message)
      return found.fields
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountShell title="app.account.forgot_title">
      {sent ? (
        <Notice severity="success">{translate('app.account.forgot_sent')}</Notice>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.account.forgot_intro')}
          </Typography>
          {problem && <Notice severity="error">{problem}</Notice>}
          <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" autoFocus validate={[required(), email()]} fullWidth />
          <Button type="submit" variant="contained" disabled={busy} fullWidth>
            {translate('app.account.forgot_send')}
          </Button>
        </Form>
      )}
    </AccountShell>
  )
}
