import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material'
import { Form, PasswordInput, SaveButton, TextInput, required, useDataProvider, useLocale, useNotify, useTranslate, type HttpError } from 'react-admin'
import type { Data, Operation } from '@admin-panel/client'

type Status = Data<Operation<'/api/auth/2fa', 'get'>>
type Setup = Data<Operation<'/api/auth/2fa/setup', 'post'>>
const STATUS = ['two-factor']

/** A form's failure: the service's messages per field (422), else a notice. */
function useFailure() {
  const notify = useNotify()
  return (error: unknown) => {
    const errors = (error as HttpError).body?.errors as Record<string, unknown> | undefined
    if (errors) return errors
    notify((error as Error).message, { type: 'error' })
    return undefined
  }
}

/** The recovery codes, shown once, right after two-factor sign-in was turned on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate()
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{translate('app.two_factor.recovery_save')}</Alert>
      <Box component="ul" aria-label={translate('app.two_factor.recovery_codes')} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {translate('app.two_factor.recovery_saved')}
        </Button>
      </Box>
    </Stack>
  )
}

/** Enrolment: the QR code (and its key, to type), then the app's code confirms it. */
function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const fail = useFailure()
  const [setup, setSetup] = useState<Setup | null>(null)
  const start = async () => {
    try {
      setSetup((await dataProvider.send('post', '/api/auth/2fa/setup')) as Setup)
    } catch (error) {
      fail(error)
    }
  }
  const confirm = async (values: Record<string, unknown>) => {
    try {
      const enabled = (await dataProvider.send('post', '/api/auth/2fa/enable', { body: { code: String(values.code ?? '').replace(/\s/g, '') } })) as Data<Operation<'/api/auth/2fa/enable', 'post'>>
      onEnabled(enabled.recoveryCodes)
    } catch (error) {
      return fail(error)
    }
  }
  if (!setup) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate('app.two_factor.off')}</Typography>
        <Button variant="contained" onClick={() => void start()}>
          {translate('app.two_factor.turn_on')}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.two_factor.scan')}</Typography>
      <Box component="img" src={setup.qrCode} alt={translate('app.two_factor.qr_alt')} sx={{ width: 200, height: 200, bgcolor: '#fff' }} />
      <Typography variant="body2">
        {translate('app.two_factor.key')} <Box component="code" data-testid="two-factor-secret" sx={{ wordBreak: 'break-all' }}>{setup.secret}</Box>
      </Typography>
      <Form onSubmit={confirm as never} noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 400 }}>
          <TextInput source="code" label="app.auth.code" autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }} validate={required()} />
          <Box>
            <SaveButton label="app.two_factor.confirm" icon={<></>} />
          </Box>
        </Box>
      </Form>
    </Stack>
  )
}

/** Turning it off: the password and a code from the app. */
function Disable({ status, onDisabled }: { status: Status; onDisabled: () => void }) {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const fail = useFailure()
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.send('post', '/api/auth/2fa/disable', { body: { current_password: values.current_password, code: String(values.code ?? '').replace(/\s/g, '') } })
      onDisabled()
    } catch (error) {
      return fail(error)
    }
  }
  return (
    <Stack spacing={2}>
      <Typography>
        {translate('app.two_factor.on', {
          date: status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(locale) : '',
          smart_count: status.recoveryCodesLeft
        })}
      </Typography>
      <Form onSubmit={submit as never} noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 400 }}>
          <PasswordInput source="current_password" label="app.settings.current_password" autoComplete="current-password" validate={required()} />
          <TextInput source="code" label="app.auth.code" autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }} validate={required()} />
          <Box>
            <SaveButton label="app.two_factor.turn_off" color="error" icon={<></>} />
          </Box>
        </Box>
      </Form>
    </Stack>
  )
}

/**
 * Two-factor sign-in, for the signed-in user: enrolment (QR code, a code to confirm, the recovery
 * codes shown once) or turning it off. `onEnabled` runs once the recovery codes were acknowledged.
 */
export function TwoFactorSettings({ onEnabled }: { onEnabled?: () => void }) {
  const dataProvider = useDataProvider()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const status = useQuery({ queryKey: STATUS, queryFn: () => dataProvider.send('get', '/api/auth/2fa') as Promise<Status> })
  // Held only in this component: once acknowledged, they are never shown again.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: STATUS })
  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null)
          void reload()
          onEnabled?.()
        }}
      />
    )
  }
  if (!status.data) return <Skeleton height={80} />
  if (!status.data.enabled) return <Enrol onEnabled={setRecoveryCodes} />
  return (
    <Disable
      status={status.data}
      onDisabled={() => {
        notify('app.two_factor.turned_off', { type: 'success' })
        void reload()
      }}
    />
  )
}
