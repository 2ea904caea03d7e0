import { BooleanInput, maxLength, minLength, PasswordInput, regex, required, SimpleForm, TextInput, useRecordContext } from 'react-admin'
import { EventsInput } from './EventsInput'

/** URL, events, secret (optional: left empty, the service generates one) and whether it is on. */
export function WebhookForm({ editing = false, toolbar }: { editing?: boolean; toolbar?: React.ReactElement }) {
  // Right after its creation, the record react-admin holds is the service's answer, with the
  // generated secret: the form starts without it, so that it is not shown a second time.
  const record = useRecordContext()
  const withoutSecret = record && (Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'secret')) as typeof record)
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 800 }} record={withoutSecret}>
      <TextInput source="url" type="url" validate={[required(), regex(/^https?:\/\//i, 'app.webhooks.url_rule'), maxLength(2048)]} fullWidth />
      <EventsInput />
      <PasswordInput
        source="secret"
        autoComplete="off"
        validate={[minLength(16), maxLength(256)]}
        helperText={editing ? 'app.webhooks.secret_edit_help' : 'app.webhooks.secret_help'}
        parse={(value: string) => (value === '' ? undefined : value)}
        fullWidth
      />
      <BooleanInput source="active" />
    </SimpleForm>
  )
}
