import { Typography } from '@mui/material'
import {
  Button,
  Create,
  email,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate
} from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { ROLE_CHOICES } from './roles'

/** A user's state: invited and not yet accepted, or active. */
export const STATUS_CHOICES = [
  { id: 'active', name: 'app.account.status_active' },
  { id: 'pending', name: 'app.account.status_pending' }
]

/** The list's action that opens the invitation form. */
export function InviteButton() {
  return <Button component={RouterLink} to="/users/invite" label="app.account.invite" />
}

/**
 * Invite a user: an address (a name and a role if wanted); the service creates the account as
 * pending and mails the link to accept it.
 */
export function InviteUserPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      title="app.account.invite_title"
      transform={(data: Record<string, unknown>) => ({ ...data, invite: true })}
      mutationOptions={{
        onSuccess: () => {
          notify('app.account.invited', { type: 'info' })
          redirect('list', 'users')
        }
      }}
    >
      <SimpleForm sx={{ maxWidth: 600 }}>
        <Typography variant="body2">{translate('app.account.invite_help')}</Typography>
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        <TextInput source="name" validate={maxLength(100)} helperText="app.account.invite_name_help" parse={(value: string) => (value === '' ? undefined : value)} autoComplete="off" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} defaultValue="user" />
      </SimpleForm>
    </Create>
  )
}

/** On a pending user's page: mail the invitation again, or withdraw it (which deletes the pending account). */
export function InvitationButtons() {
  const record = useRecordContext<{ id: string; status?: string }>()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  if (record?.status !== 'pending') return null
  const act = async (method: 'post' | 'delete', done: string) => {
    try {
      await dataProvider.send(method, '/api/users/{id}/invitation', { path: { id: String(record.id) } })
      notify(done, { type: 'info' })
      if (method === 'delete') redirect('list', 'users')
      else refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return (
    <>
      <Button label="app.account.resend" onClick={() => void act('post', 'app.account.resent')} />
      <Button label="app.account.withdraw" color="error" onClick={() => void act('delete', 'app.account.withdrawn')} />
    </>
  )
}
