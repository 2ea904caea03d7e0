import { Chip, useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, Datagrid, DateField, DateInput, FunctionField, List, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin'
import { dayToInstant, formatMoney, instantToDay, ORDER_STATUS_CHOICES } from './statuses'

const filters = [
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <TextInput key="customerEmail" source="customerEmail" />,
  <DateInput key="since" source="since" parse={dayToInstant} format={instantToDay} />,
  <DateInput key="until" source="until" parse={dayToInstant} format={instantToDay} />
]

const COLORS = { pending: 'default', paid: 'success', refunded: 'warning', cancelled: 'error' } as const

export function OrderStatus(_props: { label?: string; sortable?: boolean }) {
  const order = useRecordContext<{ status: keyof typeof COLORS }>()
  const translate = useTranslate()
  if (!order) return null
  return <Chip size="small" color={COLORS[order.status]} label={translate(`app.choices.orderStatuses.${order.status}`)} />
}

interface Order {
  id: string
  total: number
  currency: string
  customerEmail: string
  status: string
  createdAt: string
}

export default function OrderList() {
  const locale = useLocale()
  const translate = useTranslate()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {narrow ? (
        <SimpleList<Order>
          primaryText={(order) => order.customerEmail}
          secondaryText={(order) => `${formatMoney(order.total, order.currency, locale)} · ${translate(`app.choices.orderStatuses.${order.status}`)}`}
          tertiaryText={(order) => new Date(order.createdAt).toLocaleDateString(locale)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <DateField source="createdAt" showTime />
          <TextField source="customerEmail" />
          <FunctionField<Order> source="total" textAlign="right" render={(order) => formatMoney(order.total, order.currency, locale)} />
          <OrderStatus label="resources.orders.fields.status" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}
