import type { ComponentType } from 'react'
import { PreferencesForm } from './PreferencesForm'
import { SessionsList } from './SessionsList'
import { PasswordForm } from './PasswordForm'
import { PublicSettingsForm } from './PublicSettingsForm'
import { TwoFactorSettings } from '../two-factor/TwoFactorSettings'
import { TokensSection } from './tokens/TokensSection'

/** A card of the settings page: its heading (a translation key) and what it holds. */
export interface SettingsSection {
  name: string
  title: string
  component: ComponentType
  /** shown to administrators only (the service refuses the others anyway) */
  adminOnly?: boolean
}

/** The settings page's sections, in order: a new one is a component and a line here. */
export const SECTIONS: readonly SettingsSection[] = [
  { name: 'preferences', title: 'app.settings.preferences', component: PreferencesForm },
  { name: 'sessions', title: 'app.settings.sessions', component: SessionsList },
  { name: 'password', title: 'app.settings.password', component: PasswordForm },
  { name: 'two-factor', title: 'app.two_factor.title', component: TwoFactorSettings },
  { name: 'tokens', title: 'app.tokens.title', component: TokensSection },
  { name: 'public-settings', title: 'app.settings.public', component: PublicSettingsForm, adminOnly: true }
]
