import { useState } from 'react'
import { Create, useRedirect } from 'react-admin'
import { WebhookForm } from './WebhookForm'
import { SecretDialog } from '../../common/SecretDialog'

/** Registers a webhook; a secret the service generated is shown once, then the webhook's page opens. */
export default function WebhookCreate() {
  const redirect = useRedirect()
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null)
  return (
    <>
      <Create
        record={{ active: true, events: [] }}
        mutationOptions={{
          onSuccess: (webhook: { id: string; secret?: string }) =>
            webhook.secret ? setCreated({ id: webhook.id, secret: webhook.secret }) : redirect('edit', 'webhooks', webhook.id)
        }}
      >
        <WebhookForm />
      </Create>
      {created && <SecretDialog secret={created.secret} messages="app.webhooks" testId="webhook-secret" onClose={() => redirect('edit', 'webhooks', created.id)} />}
    </>
  )
}
