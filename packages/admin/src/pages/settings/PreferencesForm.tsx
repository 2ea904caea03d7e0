import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Skeleton, Stack, Switch, TextField } from '@mui/material'
import { useDataProvider, useTranslate } from 'react-admin'
import { usePreferences, type ThemeChoice } from '../../theme/preferences'
import { usePublicSettings } from '../../providers/publicSettings'

interface UserSettings {
  theme: ThemeChoice
  language: string
  notifications: { email: boolean; push: boolean }
}

/** Theme, language and notifications: each change applies at once and is saved at once. */
export function PreferencesForm() {
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const queryClient = useQueryClient()
  const { applyTheme, applyLanguage, save } = usePreferences()
  const settings = useQuery({ queryKey: ['user-settings'], queryFn: () => dataProvider.send('get', '/api/settings') as Promise<UserSettings> })
  const publicSettings = usePublicSettings()
  if (!settings.data || !publicSettings.data) return <Skeleton height={160} />
  const current = settings.data

  const change = async (changes: Partial<UserSettings>, apply?: () => unknown) => {
    queryClient.setQueryData(['user-settings'], { ...current, ...changes })
    await apply?.()
    const saved = (await save(changes)) as UserSettings | undefined
    if (saved) queryClient.setQueryData(['user-settings'], saved)
  }

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="theme-label">{translate('app.theme.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="theme-label"
          value={current.theme}
          onChange={(event) => void change({ theme: event.target.value as ThemeChoice }, () => applyTheme(event.target.value as ThemeChoice))}
        >
          {(['light', 'dark', 'system'] as const).map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`app.theme.${choice}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label={translate('app.settings.language')}
        value={current.language}
        onChange={(event) => void change({ language: event.target.value }, () => applyLanguage(event.target.value))}
        helperText={translate('app.settings.language_help')}
      >
        {publicSettings.data.languages.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`app.language.${code}`, { _: code })}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('app.settings.notifications')}</FormLabel>
        <FormControlLabel
          control={<Switch checked={current.notifications.email} onChange={(event) => void change({ notifications: { ...current.notifications, email: event.target.checked } })} />}
          label={translate('app.settings.notify_email')}
        />
        <FormControlLabel
          control={<Switch checked={current.notifications.push} onChange={(event) => void change({ notifications: { ...current.notifications, push: event.target.checked } })} />}
          label={translate('app.settings.notify_push')}
        />
      </FormControl>
    </Stack>
  )
}
