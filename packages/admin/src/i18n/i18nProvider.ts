import polyglotI18nProvider from 'ra-i18n-polyglot'
import { messages as english } from './en'

/** The languages the panel is translated into; French is loaded only when chosen. */
export const PANEL_LANGUAGES = ['en', 'fr'] as const

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => module.messages) : english),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' }
  ],
  { allowMissing: true }
)
