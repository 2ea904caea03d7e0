import { Box, Card, CardContent, CardHeader } from '@mui/material'
import { Title, useCanAccess, useTranslate } from 'react-admin'
import { PreferencesForm } from './PreferencesForm'
import { PasswordForm } from './PasswordForm'
import { SessionsList } from './SessionsList'
import { PublicSettingsForm } from './PublicSettingsForm'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate()
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardHeader title={translate(title)} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  )
}

/** The signed-in user's own settings, sessions and password; the panel's public settings for administrators. */
export default function SettingsPage() {
  const { canAccess: editsPublic } = useCanAccess({ resource: 'public-settings', action: 'edit' })
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1, maxWidth: 900 }}>
      <Title title="app.menu.settings" />
      <Section title="app.settings.preferences">
        <PreferencesForm />
      </Section>
      <Section title="app.settings.sessions">
        <SessionsList />
      </Section>
      <Section title="app.settings.password">
        <PasswordForm />
      </Section>
      {editsPublic && (
        <Section title="app.settings.public">
          <PublicSettingsForm />
        </Section>
      )}
    </Box>
  )
}
