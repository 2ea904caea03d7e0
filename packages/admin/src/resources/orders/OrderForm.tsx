import { Alert } from '@mui/material'
import { email, Labeled, minValue, NumberInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin'
import { MoveButtons } from '../../common/MoveButtons'
import { OrderStatus } from './OrderStatus'
import { isFinal, isPaid, ORDER_STATUS_CHOICES, orderMoves } from './statuses'

/** What a paid or closed order can no longer change, said above its fields. */
function StatusNotice() {
  const order = useRecordContext<{ status: string }>()
  const translate = useTranslate()
  const notes = [isPaid(order?.status) && translate('app.orders.paid_fixed'), isFinal(order?.status) && translate('app.orders.final')].filter(Boolean)
  if (notes.length === 0) return null
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {notes.join(' ')}
    </Alert>
  )
}

/**
 * Customer, total, currency and status. A new order takes any status; an existing one shows its
 * status and offers the moves the service allows from it as buttons. A paid order's total and
 * currency are fixed, and shown so.
 */
export function OrderForm({ creating = false }: { creating?: boolean }) {
  const order = useRecordContext<{ status: string }>()
  const paid = !creating && isPaid(order?.status)
  return (
    // No delete: orders stay, for the books; the service has no route to delete one.
    <SimpleForm
      sx={{ maxWidth: 600 }}
      toolbar={
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <SaveButton />
          {!creating && <MoveButtons moves={orderMoves} />}
        </Toolbar>
      }
    >
      {!creating && <StatusNotice />}
      <TextInput source="customerEmail" type="email" validate={[required(), email()]} />
      <NumberInput source="total" validate={[required(), minValue(0)]} step={0.01} disabled={paid} />
      <TextInput
        source="currency"
        validate={[required(), regex(/^[A-Z]{3}$/, 'app.orders.currency_rule')]}
        parse={(value: string) => value.toUpperCase()}
        disabled={paid}
        helperText="app.orders.currency_help"
      />
      {creating ? (
        <SelectInput source="status" choices={ORDER_STATUS_CHOICES} validate={required()} />
      ) : (
        <Labeled label="resources.orders.fields.status">
          <OrderStatus />
        </Labeled>
      )}
    </SimpleForm>
  )
}
