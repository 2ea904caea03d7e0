import { Switch } from '@mui/material'
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin'

/** Turns a webhook on or off at once, from the list or its page. */
export function ActiveToggle(_props: { label?: string }) {
  const record = useRecordContext<{ id: string; active: boolean; url: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const toggle = (active: boolean) =>
    update(
      'webhooks',
      { id: record.id, data: { active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(active ? 'app.webhooks.enabled' : 'app.webhooks.disabled', { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' })
      }
    )
  return (
    <Switch
      checked={record.active}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => void toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `${translate('app.webhooks.active')}: ${record.url}` } }}
    />
  )
}
