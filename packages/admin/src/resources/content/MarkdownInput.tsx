import { lazy, Suspense, useRef, useState } from 'react'
import { Box, IconButton, Paper, Skeleton, Tab, Tabs, Tooltip } from '@mui/material'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import TitleIcon from '@mui/icons-material/Title'
import LinkIcon from '@mui/icons-material/Link'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import CodeIcon from '@mui/icons-material/Code'
import { TextInput, maxLength, useTranslate } from 'react-admin'
import { useController } from 'react-hook-form'

const MarkdownPreview = lazy(() => import('./MarkdownPreview'))

/** What each toolbar button puts around the selection (or at the start of its line). */
const FORMATS = {
  bold: { icon: FormatBoldIcon, before: '**', after: '**' },
  italic: { icon: FormatItalicIcon, before: '_', after: '_' },
  heading: { icon: TitleIcon, line: '## ' },
  link: { icon: LinkIcon, before: '[', after: '](https://)' },
  list: { icon: FormatListBulletedIcon, line: '- ' },
  code: { icon: CodeIcon, before: '`', after: '`' }
} as const

/**
 * The body in markdown: write in a plain text area (with a few formatting buttons), and see it
 * rendered in the preview tab.
 */
export function MarkdownInput({ source }: { source: string }) {
  const translate = useTranslate()
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const { field } = useController({ name: source })
  const area = useRef<HTMLTextAreaElement | null>(null)
  const text = (field.value as string | undefined) ?? ''

  const format = (name: keyof typeof FORMATS) => {
    const element = area.current
    const spec = FORMATS[name]
    const start = element?.selectionStart ?? text.length
    const end = element?.selectionEnd ?? text.length
    let next: string
    let caret: number
    if ('line' in spec) {
      const lineStart = text.lastIndexOf('\n', start - 1) + 1
      next = text.slice(0, lineStart) + spec.line + text.slice(lineStart)
      caret = end + spec.line.length
    } else {
      next = text.slice(0, start) + spec.before + text.slice(start, end) + spec.after + text.slice(end)
      caret = end + spec.before.length
    }
    field.onChange(next)
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(caret, caret)
    })
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%', mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: 'write' | 'preview') => setTab(value)} aria-label={translate('resources.content.fields.content')}>
          <Tab value="write" label={translate('app.content.write')} id="markdown-write" aria-controls="markdown-panel" />
          <Tab value="preview" label={translate('app.content.preview')} id="markdown-preview" aria-controls="markdown-panel" />
        </Tabs>
        {tab === 'write' && (
          <Box sx={{ ml: 'auto', px: 1 }} role="toolbar" aria-label="Markdown">
            {(Object.keys(FORMATS) as Array<keyof typeof FORMATS>).map((name) => {
              const Icon = FORMATS[name].icon
              const label = translate(`app.content.toolbar.${name}`)
              return (
                <Tooltip key={name} title={label}>
                  <IconButton size="small" aria-label={label} onClick={() => format(name)}>
                    <Icon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            })}
          </Box>
        )}
      </Box>
      <Box id="markdown-panel" role="tabpanel" aria-labelledby={`markdown-${tab}`} sx={{ p: 2 }}>
        {tab === 'write' ? (
          <TextInput
            source={source}
            multiline
            minRows={10}
            maxRows={30}
            fullWidth
            validate={maxLength(500_000)}
            helperText="app.content.markdown_help"
            inputRef={(element: HTMLTextAreaElement | null) => {
              area.current = element
            }}
            sx={{ m: 0, '& textarea': { fontFamily: 'monospace' } }}
          />
        ) : (
          <Suspense fallback={<Skeleton height={200} />}>
            <MarkdownPreview text={text} />
          </Suspense>
        )}
      </Box>
    </Paper>
  )
}
