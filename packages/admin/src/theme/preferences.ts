import { useCallback, useEffect, useRef } from 'react'
import { useDataProvider, useLocaleState, useNotify, useStore, useRemoveFromStore } from 'react-admin'
import { PANEL_LANGUAGES } from '../i18n/i18nProvider'

export type ThemeChoice = 'light' | 'dark' | 'system'

interface UserSettings {
  theme: ThemeChoice
  language: string
}

/**
 * The theme as the user chose it. react-admin keeps `light` or `dark` under the store's `theme`
 * key and follows the system's preference while the key is absent: that absence is `system`.
 */
function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [stored, setStored] = useStore<'light' | 'dark' | undefined>('theme')
  const remove = useRemoveFromStore()
  const apply = useCallback((choice: ThemeChoice) => (choice === 'system' ? remove('theme') : setStored(choice)), [remove, setStored])
  return [stored ?? 'system', apply]
}

/** Applies the language to the panel when the panel is translated into it (English otherwise). */
function useApplyLanguage(): (language: string) => void {
  const [, setLocale] = useLocaleState()
  return useCallback((language: string) => setLocale((PANEL_LANGUAGES as readonly string[]).includes(language) ? language : 'en'), [setLocale])
}

/**
 * The user's theme and language: applied at once, and saved to their settings on the service,
 * so that they follow them to another browser. A failed save says so and keeps the choice here.
 */
export function usePreferences() {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [theme, applyTheme] = useThemeChoice()
  const applyLanguage = useApplyLanguage()
  const save = useCallback(
    (changes: Partial<UserSettings>) =>
      dataProvider.send('put', '/api/settings', { body: changes }).catch((error: Error) => notify(error.message, { type: 'error' })),
    [dataProvider, notify]
  )
  return {
    theme,
    setTheme: (choice: ThemeChoice) => {
      applyTheme(choice)
      return save({ theme: choice })
    },
    applyTheme,
    applyLanguage,
    save
  }
}

/** Once signed in, takes the theme and language from the user's settings on the service. */
export function usePreferencesFromService(): void {
  const dataProvider = useDataProvider()
  const [, applyTheme] = useThemeChoice()
  const applyLanguage = useApplyLanguage()
  const loaded = useRef(false)
  useEffect(() => {
    if (loaded.current) return
    loaded.current = true
    dataProvider
      .send('get', '/api/settings')
      .then((settings: UserSettings) => {
        applyTheme(settings.theme)
        applyLanguage(settings.language)
      })
      // The panel works on with what this browser remembers.
      .catch(() => undefined)
  }, [dataProvider, applyTheme, applyLanguage])
}
