import { useQueryClient } from '@tanstack/react-query'
import { Box, Skeleton, Typography } from '@mui/material'
import { BooleanInput, SaveButton, SelectInput, SimpleForm, TextInput, required, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin'
import { usePublicSettings, type PublicSettings } from '../../providers/publicSettings'
import { LanguagesInput } from './LanguagesInput'

/** The public settings an administrator edits: name, default theme and language, languages, registration. */
export function PublicSettingsForm() {
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const settings = usePublicSettings()
  if (!settings.data) return <Skeleton height={240} />
  const { maxUploadBytes, allowedFileTypes, version } = settings.data

  const submit = async (values: Partial<PublicSettings>) => {
    const { appName, defaultTheme, defaultLanguage, languages, registrationEnabled } = values
    try {
      const saved = (await dataProvider.send('put', '/api/settings/public', { body: { appName, defaultTheme, defaultLanguage, languages, registrationEnabled } })) as PublicSettings
      queryClient.setQueryData(['public-settings'], saved)
      notify('app.settings.public_saved', { type: 'success' })
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, unknown> | undefined
      if (errors) return errors
      notify((error as Error).message, { type: 'error' })
    }
  }

  return (
    <SimpleForm
      record={settings.data}
      onSubmit={submit as never}
      sx={{ p: 0 }}
      // A plain button, like the password's: react-admin's toolbar sticks to the bottom of a small screen, over the other sections.
      toolbar={
        <Box>
          <SaveButton />
        </Box>
      }
    >
      <TextInput source="appName" label="app.settings.app_name" validate={required()} />
      <SelectInput
        source="defaultTheme"
        label="app.settings.default_theme"
        choices={['light', 'dark', 'system'].map((id) => ({ id, name: `app.theme.${id}` }))}
        validate={required()}
      />
      <LanguagesInput />
      <BooleanInput source="registrationEnabled" label="app.settings.registration" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.fixed', { size: `${(maxUploadBytes / 1024 / 1024).toFixed(1)} MB`, types: allowedFileTypes.join(', '), version })}
      </Typography>
    </SimpleForm>
  )
}
