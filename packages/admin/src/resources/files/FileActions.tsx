import { useState } from 'react'
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material'
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

/** The URL of a thumbnail preset of the file (the service makes each once and keeps it). */
function thumbnailUrl(file: FileRecord, preset: 'thumb' | 'preview'): string {
  const url = new URL(file.url, window.location.href)
  url.searchParams.set('thumb', preset)
  return url.toString()
}

/**
 * The source to show from `sources`, best first: when one answers an error (a preset of an image
 * the service cannot decode, say), `failed` moves on to the next; none left is undefined.
 */
function useFallbackSource(sources: string[]): { source: string | undefined; failed: () => void } {
  const [failures, setFailures] = useState(0)
  return { source: sources[failures], failed: () => setFailures((count) => count + 1) }
}

function TypeLabel({ file }: { file: FileRecord }) {
  return (
    <Box sx={{ width: 56, height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }} aria-hidden>
      {file.mimeType.split('/')[1]?.toUpperCase()}
    </Box>
  )
}

/**
 * An image's small preview (the `thumb` preset), opening a larger one (the `preview` preset);
 * a preset that fails falls back to the original, then to the type's label, which is what any
 * other file shows.
 */
export function Preview() {
  const record = useRecordContext<FileRecord>()
  if (!record) return null
  if (!record.mimeType.startsWith('image/')) return <TypeLabel file={record} />
  return <ImagePreview file={record} />
}

function ImagePreview({ file }: { file: FileRecord }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const small = useFallbackSource([thumbnailUrl(file, 'thumb'), file.url])
  const large = useFallbackSource([thumbnailUrl(file, 'preview'), file.url])
  // Neither the preset nor the original shows: nothing to open larger either.
  if (small.source === undefined) return <TypeLabel file={file} />
  const alt = translate('app.files.preview', { name: file.filename })
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
        <Box
          component="img"
          key={small.source}
          src={small.source}
          alt={alt}
          loading="lazy"
          onError={small.failed}
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
        <DialogTitle>{file.filename}</DialogTitle>
        <DialogContent>
          {large.source === undefined ? (
            <Typography>{translate('app.files.no_preview')}</Typography>
          ) : (
            <Box component="img" key={large.source} src={large.source} alt={alt} onError={large.failed} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }} />
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}

export function DeleteFileButton() {
  return <DeleteButton mutationMode="pessimistic" redirect={false} />
}
