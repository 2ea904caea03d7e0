import { Alert } from '@mui/material'
import { email, minValue, NumberInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin'
import { ORDER_STATUS_CHOICES } from './statuses'

/** Customer, total, currency and status; a paid order's total and currency are fixed, and shown so. */
export function OrderForm() {
  const order = useRecordContext<{ status: string }>()
  const translate = useTranslate()
  const paid = order?.status === 'paid'
  return (
    // No delete: orders stay, for the books; the service has no route to delete one.
    <SimpleForm
      sx={{ maxWidth: 600 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      {paid && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.orders.paid_fixed')}
        </Alert>
      )}
      <TextInput source="customerEmail" type="email" validate={[required(), email()]} />
      <NumberInput source="total" validate={[required(), minValue(0)]} step={0.01} disabled={paid} />
      <TextInput
        source="currency"
        validate={[required(), regex(/^[A-Z]{3}$/, 'app.orders.currency_rule')]}
        parse={(value: string) => value.toUpperCase()}
        disabled={paid}
        helperText="app.orders.currency_help"
      />
      <SelectInput source="status" choices={ORDER_STATUS_CHOICES} validate={required()} />
    </SimpleForm>
  )
}
