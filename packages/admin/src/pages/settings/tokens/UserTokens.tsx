import { Box, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { TokenList } from './TokenList'

/** On a user's page, for administrators: the API tokens that user holds, each revocable. */
export function UserTokens() {
  const translate = useTranslate()
  const user = useRecordContext<{ id: string }>()
  if (!user) return null
  return (
    <Box component="section" aria-labelledby="user-tokens-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="user-tokens-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.tokens.user_title')}
      </Typography>
      <TokenList userId={String(user.id)} />
    </Box>
  )
}
