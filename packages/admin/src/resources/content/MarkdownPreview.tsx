import { Box, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { renderMarkdown } from './markdown'

/** The rendered body, styled like the page around it. */
export default function MarkdownPreview({ text }: { text: string }) {
  const translate = useTranslate()
  if (!text.trim()) return <Typography color="text.secondary">{translate('app.content.nothing_to_preview')}</Typography>
  return (
    <Box
      className="markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%' },
        '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
        '& code': { fontFamily: 'monospace' },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 0.5 }
      }}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }}
    />
  )
}
