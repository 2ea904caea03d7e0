import { Chip, useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, DeleteButton, FunctionField, List, SimpleList, TextField, useLocale, useTranslate, type RaRecord } from 'react-admin'

interface Session extends RaRecord {
  userAgent: string | null
  ip: string | null
  lastUsedAt: string
  current: boolean
}

function RevokeButton({ session }: { session: Session }) {
  return session.current ? null : <DeleteButton record={session} mutationMode="pessimistic" label="app.settings.revoke" confirmTitle="app.settings.revoke_title" confirmContent="app.settings.revoke_content" redirect={false} />
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
  return (
    <List resource="sessions" disableSyncWithLocation actions={false} perPage={10} title={false} storeKey={false} sx={{ '& .RaList-content': { boxShadow: 'none' } }}>
      {narrow ? (
        <SimpleList<Session>
          primaryText={(session) => `${describeAgent(session.userAgent)}${session.current ? ` · ${translate('app.settings.this_session')}` : ''}`}
          secondaryText={(session) => `${session.ip ?? '—'} · ${new Date(session.lastUsedAt).toLocaleString(locale)}`}
          rightIcon={(session) => <RevokeButton session={session} />}
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
        <FunctionField<Session> label={false} render={(session) => <RevokeButton session={session} />} />
      </Datagrid>
      )}
    </List>
  )
}
