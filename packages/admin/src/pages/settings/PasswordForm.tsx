import { useState } from 'react'
import { Box } from '@mui/material'
import { Form, PasswordInput, SaveButton, required, useDataProvider, useNotify, type HttpError } from 'react-admin'

interface PasswordChange {
  current_password: string
  password: string
  password_confirmation: string
}

/**
 * The password change. The service checks the current password, ends every other session and
 * answers a new token for this one; its messages land on their fields.
 */
export function PasswordForm() {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  // A new key after a change: the form starts over, with nothing typed left on screen.
  const [round, setRound] = useState(0)
  const submit = async (values: Partial<PasswordChange>) => {
    try {
      await dataProvider.changePassword(values)
      notify('app.settings.password_changed', { type: 'success' })
      setRound((n) => n + 1)
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, unknown> | undefined
      if (errors) return errors
      notify((error as Error).message, { type: 'error' })
    }
  }
  return (
    <Form key={round} onSubmit={submit as never} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <PasswordInput source="current_password" label="app.settings.current_password" autoComplete="current-password" validate={required()} />
        <PasswordInput source="password" label="app.settings.new_password" autoComplete="new-password" validate={required()} />
        <PasswordInput source="password_confirmation" label="app.settings.confirm_password" autoComplete="new-password" validate={required()} />
        <Box>
          <SaveButton label="app.settings.change_password" />
        </Box>
      </Box>
    </Form>
  )
}
