import { useState } from 'react'
import { email, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice } from './AccountShell'
import { AccountForm } from './AccountForm'

/** "Forgot password?": asks for the address and says the same thing whether or not it has an account. */
export default function ForgotPasswordPage() {
  const translate = useTranslate()
  const [sent, setSent] = useState(false)
  return (
    <AccountShell title="app.account.forgot_title">
      {sent ? (
        <Notice severity="success">{translate('app.account.forgot_sent')}</Notice>
      ) : (
        <AccountForm
          path="/api/auth/password/forgot"
          body={(values) => ({ email: values.email })}
          intro="app.account.forgot_intro"
          submitLabel="app.account.forgot_send"
          onDone={() => setSent(true)}
        >
          <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" autoFocus validate={[required(), email()]} fullWidth />
        </AccountForm>
      )}
    </AccountShell>
  )
}
