import { Chip, useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useLocale, useTranslate, type RaRecord } from 'react-admin'
import { DeleteRowButton, useConfirmedDelete } from '../../common/ConfirmedDelete'

interface Session extends RaRecord {
  userAgent: string | null
  ip: string | null
  lastUsedAt: string
  current: boolean
}

/** A browser's user agent, shortened to what a person recognises. */
function describeAgent(agent: string | null): string {
  if (!agent) return '—'
  const browser = /(Edg|Firefox|Chrome|Chromium|Safari)\/[\d.]+/.exec(agent)?.[0]?.replace('Edg', 'Edge') ?? agent.slice(0, 40)
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[0]
  return system ? `${browser} · ${system}` : browser
}

/** The user's sessions, newest first; each but this one may be revoked (this one signs out). */
export function SessionsList() {
  const translate = useTranslate()
  const locale = useLocale()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  const revoke = useConfirmedDelete<Session>({ resource: 'sessions', title: 'app.settings.revoke_title', content: 'app.settings.revoke_content', successMessage: 'app.settings.revoked' })
  // This session is not revoked here: signing out ends it.
  const revokeButton = (session: Session) => (session.current ? null : <DeleteRowButton label="app.settings.revoke" onClick={() => revoke.ask(session)} />)
  return (
    <>
      <List resource="sessions" disableSyncWithLocation actions={false} perPage={10} title={false} storeKey={false} sx={{ '& .RaList-content': { boxShadow: 'none' } }}>
        {narrow ? (
          <SimpleList<Session>
            primaryText={(session) => `${describeAgent(session.userAgent)}${session.current ? ` · ${translate('app.settings.this_session')}` : ''}`}
            secondaryText={(session) => `${session.ip ?? '—'} · ${new Date(session.lastUsedAt).toLocaleString(locale)}`}
            rightIcon={revokeButton}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<Session>
              label="app.settings.session_browser"
              render={(session) => (
                <>
                  {describeAgent(session.userAgent)} {session.current && <Chip size="small" color="primary" label={translate('app.settings.this_session')} />}
                </>
              )}
            />
            <TextField source="ip" label="app.settings.session_ip" emptyText="—" />
            <DateField source="createdAt" label="app.settings.session_created" showTime />
            <DateField source="lastUsedAt" label="app.settings.session_used" showTime />
            <FunctionField<Session> label={false} render={revokeButton} />
          </Datagrid>
        )}
      </List>
      {revoke.dialog}
    </>
  )
}
