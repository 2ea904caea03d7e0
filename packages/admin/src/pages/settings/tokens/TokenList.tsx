import { useState } from 'react'
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useLocale, useTranslate, type RaRecord } from 'react-admin'
import { DeleteRowButton, useConfirmedDelete } from '../../../common/ConfirmedDelete'

export interface ApiToken extends RaRecord {
  userId: string
  name: string
  scope: 'read' | 'write'
  /** the token's first characters, to tell tokens apart */
  hint: string
  createdAt: string
  expiresAt: string | null
  lastUsedAt: string | null
}

function ScopeChip({ token }: { token: ApiToken }) {
  const translate = useTranslate()
  return <Chip size="small" variant="outlined" color={token.scope === 'write' ? 'primary' : 'default'} label={translate(`app.tokens.scope_${token.scope}`)} />
}

function Expiry({ token }: { token: ApiToken }) {
  const translate = useTranslate()
  const locale = useLocale()
  // The moment the row was first shown: an expiry passing while it stays open is not watched for.
  const [shownAt] = useState(Date.now)
  if (!token.expiresAt) return <>{translate('app.tokens.never')}</>
  const when = new Date(token.expiresAt)
  return (
    <>
      {when.toLocaleString(locale)} {when.getTime() <= shownAt && <Chip size="small" color="error" label={translate('app.tokens.expired')} />}
    </>
  )
}

/**
 * API tokens, newest first, without their secrets: scope, expiry and last use, each revocable
 * after a confirmation. Yours, or with `userId` that user's (the service lets administrators only).
 */
export function TokenList({ userId }: { userId?: string }) {
  const translate = useTranslate()
  const locale = useLocale()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  const empty = (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {translate(userId ? 'app.tokens.user_empty' : 'app.tokens.empty')}
    </Typography>
  )
  const revoke = useConfirmedDelete<ApiToken>({
    resource: 'tokens',
    title: 'app.tokens.revoke_title',
    content: 'app.tokens.revoke_content',
    successMessage: 'app.tokens.revoked',
    titleOptions: (token) => ({ name: token.name })
  })
  const revokeButton = (token: ApiToken) => <DeleteRowButton label="app.tokens.revoke" ariaLabel={`${translate('app.tokens.revoke')}: ${token.name}`} onClick={() => revoke.ask(token)} />
  const lastUsed = (token: ApiToken) => (token.lastUsedAt ? new Date(token.lastUsedAt).toLocaleString(locale) : translate('app.tokens.never_used'))
  return (
    <>
      <List
        resource="tokens"
        filter={userId ? { userId } : undefined}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        perPage={10}
        title={false}
        empty={empty}
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        {narrow ? (
          <SimpleList<ApiToken>
            primaryText={(token) => (
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {token.name} <ScopeChip token={token} />
              </Box>
            )}
            secondaryText={(token) => `${token.hint}… · ${translate('app.tokens.last_used')}: ${lastUsed(token)}`}
            rightIcon={revokeButton}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" label="app.tokens.name" sortable={false} />
            <FunctionField<ApiToken> label="app.tokens.hint" render={(token) => <Box component="code">{token.hint}…</Box>} />
            <FunctionField<ApiToken> label="app.tokens.scope" render={(token) => <ScopeChip token={token} />} />
            <DateField source="createdAt" label="app.tokens.created" showTime sortable={false} />
            <FunctionField<ApiToken> label="app.tokens.expires" render={(token) => <Expiry token={token} />} />
            <FunctionField<ApiToken> label="app.tokens.last_used" render={lastUsed} />
            <FunctionField<ApiToken> label={false} render={revokeButton} />
          </Datagrid>
        )}
      </List>
      {revoke.dialog}
    </>
  )
}
