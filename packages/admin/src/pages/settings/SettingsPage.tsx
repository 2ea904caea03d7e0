import { Box, Card, CardContent, CardHeader } from '@mui/material'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { SECTIONS, type SettingsSection } from './sections'

/** Every field of every section as wide as the others, whichever form it is in: a column of one width. */
const FIELDS = { '& .MuiTextField-root': { width: '100%', maxWidth: 400 } }

function Section({ section }: { section: SettingsSection }) {
  const translate = useTranslate()
  const title = translate(section.title)
  const Content = section.component
  return (
    <Card component="section" aria-label={title} id={section.name}>
      <CardHeader title={title} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent sx={{ pt: 0, ...FIELDS }}>
        <Content />
      </CardContent>
    </Card>
  )
}

/** The signed-in user's own settings, sessions and password; the panel's public settings for administrators. */
export default function SettingsPage() {
  const { permissions } = usePermissions<string>()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1, maxWidth: 900 }}>
      <Title title="app.menu.settings" />
      {SECTIONS.filter((section) => !section.adminOnly || permissions === 'admin').map((section) => (
        <Section key={section.name} section={section} />
      ))}
    </Box>
  )
}
