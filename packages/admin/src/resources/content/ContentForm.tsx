import { Box } from '@mui/material'
import { Labeled, maxLength, regex, required, SelectInput, SimpleForm, TextArrayInput, TextInput } from 'react-admin'
import { MarkdownInput } from './MarkdownInput'
import { StatusChip } from './StatusChip'
import { NEW_STATUSES, STATUS_CHOICES } from './workflow'

/**
 * A new item is saved as a draft or published at once; an existing one shows its status, and the
 * toolbar's buttons (ContentEdit) offer the moves the service allows from it.
 */
function StatusInput({ creating }: { creating: boolean }) {
  if (!creating) {
    return (
      <Labeled label="resources.content.fields.status" sx={{ mt: 1 }}>
        <StatusChip />
      </Labeled>
    )
  }
  return <SelectInput source="status" choices={STATUS_CHOICES.filter((choice) => NEW_STATUSES.includes(choice.id))} validate={required()} />
}

export function ContentForm({ toolbar, creating = false }: { toolbar?: React.ReactElement; creating?: boolean }) {
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <MarkdownInput source="content" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="type" validate={[required(), regex(/^[a-z][a-z0-9_-]{0,49}$/, 'app.content.type_rule')]} helperText="app.content.type_help" />
        <StatusInput creating={creating} />
      </Box>
      <TextArrayInput source="tags" helperText="app.content.tags_help" fullWidth />
    </SimpleForm>
  )
}
