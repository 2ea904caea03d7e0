import { useMediaQuery, type Theme } from '@mui/material'
import { AutocompleteInput, Datagrid, DateField, DateTimeInput, FunctionField, List, ReferenceInput, SelectInput, SimpleList, TextInput, useLocale, useTranslate } from 'react-admin'
import { ActivityText, type ActivityRecord } from './ActivityEntry'
import { ListPagination } from '../../common/ListPagination'

const EVENT_TYPES = [
  'auth.login',
  'user.created',
  'user.updated',
  'user.deleted',
  'content.published',
  'content.updated',
  'file.uploaded',
  'file.deleted',
  'order.created',
  'order.updated',
  'webhook.test',
  'system.alert'
]
const FAMILIES = ['user.', 'content.', 'file.', 'order.', 'auth.', 'webhook.', 'system.']

/** A date-time input's local value as an instant with its zone, as the API's `since`/`until` take. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : value)

function TypeFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate()
  const choices = [
    ...FAMILIES.map((id) => ({ id, name: `${translate(`app.activity.families.${id}`)} (${id}*)` })),
    ...EVENT_TYPES.map((id) => ({ id, name: id }))
  ]
  return <SelectInput {...props} choices={choices} label="resources.activity.fields.type" />
}

const filters = [
  <TypeFilter key="type" source="type" alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users">
    <AutocompleteInput label="app.activity.actor" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <TextInput key="subjectId" source="subjectId" label="app.activity.subject" />,
  <DateTimeInput key="since" source="since" label="app.activity.since" parse={toInstant} />,
  <DateTimeInput key="until" source="until" label="app.activity.until" parse={toInstant} />
]

/** The whole activity log, newest first, filtered by event (or family), who, what and when. */
export default function ActivityList() {
  const translate = useTranslate()
  const locale = useLocale()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List pagination={<ListPagination />} filters={filters} actions={undefined} exporter={false} empty={false} perPage={25}>
      {narrow ? (
        <SimpleList<ActivityRecord>
          primaryText={(entry) => <ActivityText entry={entry} />}
          secondaryText={(entry) => new Date(entry.createdAt).toLocaleString(locale)}
          linkType={false}
          empty={<p>{translate('app.activity.empty')}</p>}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{translate('app.activity.empty')}</p>}>
          <DateField source="createdAt" showTime label="app.activity.when" sortable={false} />
          <FunctionField<ActivityRecord> label="app.activity.what" render={(entry) => <ActivityText entry={entry} />} />
          <FunctionField<ActivityRecord> label="resources.activity.fields.type" render={(entry) => <code>{entry.type}</code>} />
        </Datagrid>
      )}
    </List>
  )
}
