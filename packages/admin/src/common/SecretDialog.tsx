import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useNotify, useTranslate } from 'react-admin'

/**
 * A secret the service shows this once (a webhook's signing secret, an API token), with a copy
 * button; closing the dialog is the only way on. `messages` names the translations' prefix, which
 * holds `secret_title`, `secret_once`, `secret_copy`, `secret_copied`, `secret_copy_failed` and `secret_done`.
 */
export function SecretDialog({ secret, messages, testId, onClose }: { secret: string; messages: string; testId: string; onClose: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      notify(`${messages}.secret_copied`, { type: 'info' })
    } catch {
      notify(`${messages}.secret_copy_failed`, { type: 'warning' })
    }
  }
  const copyLabel = translate(`${messages}.secret_copy`)
  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby="secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-title">{translate(`${messages}.secret_title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${messages}.secret_once`)}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="code" data-testid={testId} sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', userSelect: 'all' }}>
            {secret}
          </Box>
          <Tooltip title={copyLabel}>
            <IconButton aria-label={copyLabel} onClick={() => void copy()}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate(`${messages}.secret_done`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
