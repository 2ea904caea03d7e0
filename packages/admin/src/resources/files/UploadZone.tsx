import { useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import { useDataProvider, useLocale, useRefresh, useTranslate, type HttpError } from 'react-admin'
import { usePublicSettings } from '../../providers/publicSettings'
import type { FileCreateMeta } from '../../providers/dataProvider'
import { formatBytes } from './format'

interface Upload {
  key: string
  name: string
  /** 0..100 */
  percent: number
  error?: string
  done?: boolean
}

/**
 * Drop files (or choose them) to upload them, each with its progress. The service decides a
 * file's type from its bytes; a refusal shows on that file's line. A file over the size limit is
 * refused here, before its bytes are sent.
 */
export function UploadZone() {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const refresh = useRefresh()
  const limits = usePublicSettings().data
  const [uploads, setUploads] = useState<Upload[]>([])
  const update = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (file: File) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`
    setUploads((all) => [{ key, name: file.name, percent: 0 }, ...all.filter((upload) => !upload.done)])
    if (limits && file.size > limits.maxUploadBytes) {
      update(key, { error: translate('app.files.too_large', { size: formatBytes(limits.maxUploadBytes, locale) }) })
      return
    }
    const meta: FileCreateMeta = { onProgress: ({ sent, total }) => update(key, { percent: total ? Math.round((sent / total) * 100) : 0 }) }
    try {
      await dataProvider.create('uploads', { data: { file }, meta })
      update(key, { percent: 100, done: true })
      refresh()
    } catch (error) {
      update(key, { error: (error as HttpError).message })
    }
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({ onDrop: (files) => files.forEach((file) => void send(file)), noClick: true })

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center'
        }}
      >
        <input {...getInputProps()} aria-label={translate('app.files.choose')} />
        <CloudUploadIcon color="primary" fontSize="large" aria-hidden />
        <Typography>{translate('app.files.drop')}</Typography>
        <Button variant="contained" onClick={open} sx={{ mt: 1 }}>
          {translate('app.files.choose')}
        </Button>
        {limits && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.files.allowed', { types: limits.allowedFileTypes.join(', '), size: formatBytes(limits.maxUploadBytes, locale) })}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ mt: uploads.length ? 2 : 0 }} aria-live="polite">
        {uploads.map((upload) =>
          upload.error ? (
            <Alert key={upload.key} severity="error" onClose={() => setUploads((all) => all.filter((other) => other.key !== upload.key))}>
              {translate('app.files.failed', { name: upload.name, message: translate(upload.error, { _: upload.error }) })}
            </Alert>
          ) : (
            <Box key={upload.key}>
              <Typography variant="body2">{translate(upload.done ? 'app.files.uploaded' : 'app.files.uploading', { name: upload.name })}</Typography>
              <LinearProgress variant="determinate" value={upload.percent} aria-label={translate('app.files.uploading', { name: upload.name })} />
            </Box>
          )
        )}
      </Stack>
    </Box>
  )
}
