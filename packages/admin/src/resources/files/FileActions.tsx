import { useState } from 'react'
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { DeleteButton, useNotify, useRecordContext, useTranslate } from 'react-admin'

export interface FileRecord {
  id: string
  filename: string
  url: string
  size: number
  mimeType: string
  createdAt: string
}

/** Copies the file's public URL. The clipboard needs a secure context; elsewhere the notice says to copy it by hand. */
export function CopyUrlButton() {
  const record = useRecordContext<FileRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  if (!record) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record.url)
      notify('app.files.copied', { type: 'info' })
    } catch {
      notify('app.files.copy_failed', { type: 'warning' })
    }
  }
  const label = translate('app.files.copy_url')
  return (
    <Tooltip title={label}>
      <IconButton aria-label={`${label}: ${record.filename}`} onClick={() => void copy()} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}

/** An image's small preview, opening the full image; a plain type label for anything else. */
export function Preview() {
  const record = useRecordContext<FileRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  if (!record) return null
  if (!record.mimeType.startsWith('image/')) {
    return (
      <Box sx={{ width: 56, height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }} aria-hidden>
        {record.mimeType.split('/')[1]?.toUpperCase()}
      </Box>
    )
  }
  const alt = translate('app.files.preview', { name: record.filename })
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={(event: React.MouseEvent) => {
          event.stopPropagation()
          setOpen(true)
        }}
        sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', display: 'block' }}
        aria-label={alt}
      >
        <Box component="img" src={record.url} alt={alt} loading="lazy" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
        <DialogTitle>{record.filename}</DialogTitle>
        <DialogContent>
          <Box component="img" src={record.url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }} />
        </DialogContent>
      </Dialog>
    </>
  )
}

export function DeleteFileButton() {
  return <DeleteButton mutationMode="pessimistic" redirect={false} />
}
