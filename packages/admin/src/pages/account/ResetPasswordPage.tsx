import { useState } from 'react'
import { Link } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import { AccountShell, Notice, useLinkToken } from './AccountShell'
import { AccountForm, DoneNotice } from './AccountForm'
import { PasswordFields } from './PasswordFields'

/** The page of a reset link: a new password, then sign in again (every session has ended). */
export default function ResetPasswordPage() {
  const translate = useTranslate()
  const token = useLinkToken()
  const [state, setState] = useState<'form' | 'done' | 'bad-link'>(token ? 'form' : 'bad-link')
  return (
    <AccountShell title="app.account.reset_title">
      {state === 'done' && <DoneNotice message={translate('app.account.reset_done')} />}
      {state === 'bad-link' && (
        <>
          <Notice severity="error">{translate(token ? 'app.account.bad_link' : 'app.account.no_token')}</Notice>
          <Link component={RouterLink} to="/forgot-password">
            {translate('app.account.ask_again')}
          </Link>
        </>
      )}
      {state === 'form' && (
        <AccountForm
          path="/api/auth/password/reset"
          body={(values) => ({ token, password: values.password, password_confirmation: values.password_confirmation })}
          submitLabel="app.account.reset_save"
          onDone={() => setState('done')}
          onBadToken={() => setState('bad-link')}
        >
          <PasswordFields />
        </AccountForm>
      )}
    </AccountShell>
  )
}
