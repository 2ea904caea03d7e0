import { useState } from 'react'
import { maxLength, required, TextInput, useTranslate } from 'react-admin'
import { AccountShell, Notice, useLinkToken } from './AccountShell'
import { AccountForm, DoneNotice } from './AccountForm'
import { PasswordFields } from './PasswordFields'

/** The page of an invitation link: the invited person chooses their name and password, then signs in. */
export default function AcceptInvitationPage() {
  const translate = useTranslate()
  const token = useLinkToken()
  const [state, setState] = useState<'form' | 'done' | 'bad-link'>(token ? 'form' : 'bad-link')
  return (
    <AccountShell title="app.account.invitation_title">
      {state === 'done' && <DoneNotice message={translate('app.account.invitation_done')} />}
      {state === 'bad-link' && <Notice severity="error">{translate(token ? 'app.account.invitation_bad' : 'app.account.no_token')}</Notice>}
      {state === 'form' && (
        <AccountForm
          path="/api/auth/invitation/accept"
          body={(values) => ({ token, name: values.name, password: values.password, password_confirmation: values.password_confirmation })}
          intro="app.account.invitation_intro"
          submitLabel="app.account.invitation_save"
          onDone={() => setState('done')}
          onBadToken={() => setState('bad-link')}
        >
          <TextInput source="name" label="app.account.name" autoComplete="name" autoFocus validate={[required(), maxLength(100)]} fullWidth />
          <PasswordFields />
        </AccountForm>
      )}
    </AccountShell>
  )
}
