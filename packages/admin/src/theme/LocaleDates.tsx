import { useCallback, type ReactNode } from 'react'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { useLocale } from 'react-admin'

/**
 * Dates written as the panel's language writes them: react-admin's DateField uses the browser's
 * language unless told, and the panel's is the one chosen in its settings.
 */
export function LocaleDates({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const withLocale = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: { ...outer.components, RaDateField: { ...outer.components?.RaDateField, defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: locale } } }
    }),
    [locale]
  )
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>
}
