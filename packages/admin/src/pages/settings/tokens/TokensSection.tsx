import { useState } from 'react'
import { Box, Typography } from '@mui/material'
import {
  CreateBase,
  DateTimeInput,
  maxLength,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate
} from 'react-admin'
import { SecretDialog } from '../../../common/SecretDialog'
import { TokenList } from './TokenList'

const SCOPES = [
  { id: 'read', name: 'app.tokens.scope_read' },
  { id: 'write', name: 'app.tokens.scope_write' }
]

const inTheFuture = (value: unknown) => (value && new Date(String(value)).getTime() <= Date.now() ? 'app.tokens.expires_past' : undefined)

/** The form's values as the service takes them: the expiry, typed in local time, as an instant; none when empty. */
function toRequest(data: Record<string, unknown>) {
  const { name, scope, expiresAt } = data
  return { name, scope, ...(expiresAt ? { expiresAt: new Date(String(expiresAt)).toISOString() } : {}) }
}

/**
 * Your API tokens: a form to create one, whose secret is shown once in a dialog, and the list of
 * those you hold, each revocable.
 */
export function TokensSection() {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [secret, setSecret] = useState<string | null>(null)
  // A new key empties the form once a token is made.
  const [formKey, setFormKey] = useState(0)
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.tokens.intro')}
      </Typography>
      <CreateBase
        resource="tokens"
        redirect={false}
        transform={toRequest}
        mutationOptions={{
          onSuccess: (created) => {
            notify('app.tokens.created_notice', { type: 'info' })
            setSecret((created as { token: string }).token)
            setFormKey((key) => key + 1)
            refresh()
          }
        }}
      >
        <SimpleForm
          key={formKey}
          defaultValues={{ scope: 'read' }}
          sx={{ p: 0 }}
          toolbar={
            <Toolbar disableGutters sx={{ bgcolor: 'transparent' }}>
              <SaveButton label="app.tokens.create" alwaysEnable />
            </Toolbar>
          }
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
            <TextInput source="name" label="app.tokens.name" helperText="app.tokens.name_help" validate={[required(), maxLength(100)]} autoComplete="off" sx={{ flex: '1 1 240px' }} />
            <DateTimeInput source="expiresAt" label="app.tokens.expires" helperText="app.tokens.expires_help" validate={inTheFuture} sx={{ flex: '1 1 240px' }} />
          </Box>
          <RadioButtonGroupInput source="scope" label="app.tokens.scope" choices={SCOPES} validate={required()} />
        </SimpleForm>
      </CreateBase>
      <TokenList />
      {secret && <SecretDialog secret={secret} messages="app.tokens" testId="api-token-secret" onClose={() => setSecret(null)} />}
    </Box>
  )
}
