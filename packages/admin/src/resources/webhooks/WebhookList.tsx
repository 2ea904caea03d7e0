import { useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, List, SimpleList, TextArrayField, TextField } from 'react-admin'
import { ActiveToggle } from './ActiveToggle'
import { ListPagination } from '../../common/ListPagination'

/** The caller's webhooks (everyone's for an administrator), with their events and an on/off switch. */
export default function WebhookList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List pagination={<ListPagination />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {narrow ? (
        <SimpleList primaryText={(hook) => hook.url} secondaryText={(hook) => (hook.events as string[]).join(', ')} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="url" sx={{ overflowWrap: 'anywhere' }} />
          <TextArrayField source="events" sortable={false} />
          <ActiveToggle label="resources.webhooks.fields.active" />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  )
}
