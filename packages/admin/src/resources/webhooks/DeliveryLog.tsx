import { Button, Card, CardContent, CardHeader, Chip } from '@mui/material'
import SendIcon from '@mui/icons-material/Send'
import ReplayIcon from '@mui/icons-material/Replay'
import {
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  ReferenceManyField,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate
} from 'react-admin'
import { useMutation } from '@tanstack/react-query'
import { ListPagination } from '../../common/ListPagination'

interface Attempt {
  id: string
  deliveryId: string
  statusCode: number | null
  error: string | null
}

function useSend(path: string) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (parameters: Record<string, string>) => dataProvider.send('post', path, { path: parameters }) as Promise<Attempt>,
    onSuccess: (attempt: Attempt) => {
      notify(attempt.error === null ? 'app.webhooks.test_sent' : 'app.webhooks.test_failed', {
        type: attempt.error === null ? 'success' : 'warning',
        messageArgs: { status: attempt.statusCode ?? '—', error: attempt.error ?? '' }
      })
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: 'error' })
  })
}

/** The answer an attempt got: its status (green for 2xx), or that none came. */
function AnswerChip({ attempt }: { attempt: Attempt }) {
  const translate = useTranslate()
  if (attempt.statusCode === null) return <Chip size="small" color="error" label={translate('app.webhooks.no_answer')} />
  return <Chip size="small" color={attempt.statusCode < 300 ? 'success' : 'error'} label={attempt.statusCode} />
}

function RetryButton({ webhookId }: { webhookId: string }) {
  const attempt = useRecordContext<Attempt>()
  const translate = useTranslate()
  const retry = useSend('/api/webhooks/{id}/deliveries/{deliveryId}/retry')
  if (!attempt) return null
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={() => retry.mutate({ id: webhookId, deliveryId: attempt.deliveryId })}>
      {translate('app.webhooks.retry')}
    </Button>
  )
}

/** Every attempt to deliver to this webhook, newest first, with its answer; a test on demand, and retries. */
export function DeliveryLog() {
  const webhook = useRecordContext<{ id: string }>()
  const translate = useTranslate()
  const test = useSend('/api/webhooks/{id}/test')
  if (!webhook) return null
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('app.webhooks.deliveries')}>
      <CardHeader
        title={translate('app.webhooks.deliveries')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
        action={
          <Button variant="outlined" startIcon={<SendIcon />} disabled={test.isPending} onClick={() => test.mutate({ id: webhook.id })}>
            {translate('app.webhooks.send_test')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        <ReferenceManyField reference="deliveries" target="webhookId" perPage={10} pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{translate('app.webhooks.no_deliveries')}</p>}>
            <DateField source="createdAt" showTime label="app.activity.when" sortable={false} />
            <TextField source="eventType" label="app.activity.what" sortable={false} />
            <NumberField source="attempt" label="app.webhooks.attempt" sortable={false} />
            <FunctionField<Attempt> label="app.webhooks.status" render={(attempt) => <AnswerChip attempt={attempt} />} />
            <FunctionField<Attempt & { durationMs: number }> label="app.webhooks.duration" render={(attempt) => `${attempt.durationMs} ms`} />
            <TextField source="error" label="app.webhooks.error" emptyText="—" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
            <RetryButton webhookId={webhook.id} />
          </Datagrid>
        </ReferenceManyField>
      </CardContent>
    </Card>
  )
}
