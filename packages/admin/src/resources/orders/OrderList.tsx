import { useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, FilterButton, Datagrid, DateField, DateInput, FunctionField, List, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useLocale, useTranslate } from 'react-admin'
import { OrderStatus } from './OrderStatus'
import { dayToInstant, formatMoney, instantToDay, ORDER_STATUS_CHOICES } from './statuses'
import { ListPagination } from '../../common/ListPagination'

const filters = [
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <TextInput key="customerEmail" source="customerEmail" />,
  <DateInput key="since" source="since" parse={dayToInstant} format={instantToDay} />,
  <DateInput key="until" source="until" parse={dayToInstant} format={instantToDay} />
]

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
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
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
