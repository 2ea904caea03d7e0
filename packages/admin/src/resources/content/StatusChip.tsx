import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'

const COLORS = { draft: 'default', published: 'success', archived: 'warning' } as const

export function StatusChip(_props: { label?: string; sortable?: boolean; source?: string }) {
  const record = useRecordContext<{ status: keyof typeof COLORS }>()
  const translate = useTranslate()
  if (!record) return null
  return <Chip size="small" color={COLORS[record.status]} label={translate(`app.choices.statuses.${record.status}`)} />
}
