import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'

const COLORS = { pending: 'default', paid: 'success', refunded: 'warning', cancelled: 'error' } as const

export function OrderStatus(_props: { label?: string; sortable?: boolean }) {
  const order = useRecordContext<{ status: keyof typeof COLORS }>()
  const translate = useTranslate()
  if (!order) return null
  return <Chip size="small" color={COLORS[order.status]} label={translate(`app.choices.orderStatuses.${order.status}`)} />
}
