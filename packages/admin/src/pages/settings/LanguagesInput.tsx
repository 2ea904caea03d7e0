import { AutocompleteArrayInput, SelectInput, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'

/** The languages users may choose, and the default among them; any code may be added. */
export function LanguagesInput() {
  const translate = useTranslate()
  const languages = (useWatch({ name: 'languages' }) as string[] | undefined) ?? []
  const choice = (code: string) => ({ id: code, name: translate(`app.language.${code}`, { _: code }) })
  const known = [...new Set(['en', 'fr', ...languages])].map(choice)
  return (
    <>
      <AutocompleteArrayInput
        source="languages"
        label="app.settings.languages"
        choices={known}
        onCreate={(code) => (code ? choice(code.trim()) : undefined)}
        helperText="app.settings.languages_help"
      />
      <SelectInput source="defaultLanguage" label="app.settings.default_language" choices={languages.map(choice)} />
    </>
  )
}
