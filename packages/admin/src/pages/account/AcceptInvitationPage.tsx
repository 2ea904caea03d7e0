import { useState } from 'react'
import { Button, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { Form, maxLength, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice, useAccountCall, useLinkToken } from './AccountShell'
import { PasswordFields } from './PasswordFields'

/** The page of an invitation link: the invited person chooses their name and password, then signs in. */
export default function AcceptInvitationPage() {
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
      await call('/api/auth/invitation/accept', { token, name: values.name, password: values.password, password_confirmation: values.password_confirmation })
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
    <AccountShell title="app.account.invitation_title">
      {state === 'done' && (
        <>
          <Notice severity="success">{translate('app.account.invitation_done')}</Notice>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate('app.account.sign_in')}
          </Button>
        </>
      )}
      {state === 'bad-link' && <Notice severity="error">{translate(token ? 'app.account.invitation_bad' : 'app.account.no_token')}</Notice>}
      {state === 'form' && (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.account.invitation_intro')}
          </Typography>
          {problem && <Notice severity="error">{problem}</Notice>}
          <TextInput source="name" label="app.account.name" autoComplete="name" autoFocus validate={[required(), maxLength(100)]} fullWidth />
          <PasswordFields />
          <Button type="submit" variant="contained" disabled={busy} fullWidth>
            {translate('app.account.invitation_save')}
          </Button>
        </Form>
      )}
    </AccountShell>
  )
}
