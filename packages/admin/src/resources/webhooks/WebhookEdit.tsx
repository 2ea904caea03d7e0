import { Card } from '@mui/material'
import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin'
import { WebhookForm } from './WebhookForm'
import { DeliveryLog } from './DeliveryLog'

function WebhookToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

/** The webhook's settings, then its delivery log; an empty secret keeps the one it has. */
export default function WebhookEdit() {
  return (
    <Edit component="div" mutationMode="pessimistic" redirect={false} transform={({ secret, ...rest }: Record<string, unknown>) => (secret ? { ...rest, secret } : rest)}>
      <Card>
        <WebhookForm editing toolbar={<WebhookToolbar />} />
      </Card>
      <DeliveryLog />
    </Edit>
  )
}
