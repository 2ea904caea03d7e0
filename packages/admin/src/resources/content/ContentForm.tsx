import { Box } from '@mui/material'
import { maxLength, regex, required, SelectInput, SimpleForm, TextArrayInput, TextInput, useRecordContext } from 'react-admin'
import { MarkdownInput } from './MarkdownInput'
import { allowedStatuses, STATUS_CHOICES, type Status } from './workflow'

/** The status field, offering only the moves the service allows from the item's status as it was loaded. */
function StatusInput() {
  const record = useRecordContext<{ status: Status }>()
  const allowed = allowedStatuses(record?.status)
  return (
    <SelectInput
      source="status"
      choices={STATUS_CHOICES.filter((choice) => allowed.includes(choice.id))}
      validate={required()}
      helperText={record?.status === 'archived' ? 'app.content.status_help' : undefined}
    />
  )
}

export function ContentForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <MarkdownInput source="content" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="type" validate={[required(), regex(/^[a-z][a-z0-9_-]{0,49}$/, 'app.content.type_rule')]} helperText="app.content.type_help" />
        <StatusInput />
      </Box>
      <TextArrayInput source="tags" helperText="app.content.tags_help" fullWidth />
    </SimpleForm>
  )
}
