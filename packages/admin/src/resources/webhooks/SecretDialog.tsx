import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useNotify, useTranslate } from 'react-admin'

/** The secret the service generated, shown this once; closing the dialog is the only way on. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      notify('app.files.copied', { type: 'info' })
    } catch {
      notify('app.files.copy_failed', { type: 'warning' })
    }
  }
  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby="secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-title">{translate('app.webhooks.secret_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.webhooks.secret_once')}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="code" data-testid="webhook-secret" sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', userSelect: 'all' }}>
            {secret}
          </Box>
          <Tooltip title={translate('app.webhooks.secret_copy')}>
            <IconButton aria-label={translate('app.webhooks.secret_copy')} onClick={() => void copy()}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.webhooks.secret_done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
