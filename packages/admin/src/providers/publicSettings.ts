import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'

export interface PublicSettings {
  appName: string
  defaultTheme: 'light' | 'dark' | 'system'
  defaultLanguage: string
  languages: string[]
  registrationEnabled: boolean
  maxUploadBytes: number
  allowedFileTypes: string[]
  version: string
}

/** The panel's public settings (no sign-in needed to read them). */
export function usePublicSettings() {
  const dataProvider = useDataProvider()
  return useQuery({ queryKey: ['public-settings'], queryFn: () => dataProvider.send('get', '/api/settings/public') as Promise<PublicSettings> })
}
