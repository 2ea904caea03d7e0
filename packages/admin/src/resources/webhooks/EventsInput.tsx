import { CheckboxGroupInput, required, usePermissions } from 'react-admin'
import { openToUsers, WEBHOOK_EVENTS } from './events'

/** The events to subscribe to; one who is not an administrator is offered content events only. */
export function EventsInput() {
  const { permissions } = usePermissions<string>()
  const offered = WEBHOOK_EVENTS.filter((event) => permissions === 'admin' || openToUsers(event))
  return (
    <CheckboxGroupInput
      source="events"
      choices={offered.map((id) => ({ id, name: id }))}
      validate={required()}
      helperText={permissions === 'admin' ? false : 'app.webhooks.admin_events'}
      sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
    />
  )
}
