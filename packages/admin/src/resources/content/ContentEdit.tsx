import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin'
import { ContentForm } from './ContentForm'

function ContentToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

/** Pessimistic: the save waits for the service, so its refusals land on the fields with what was typed kept. */
export default function ContentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <ContentForm toolbar={<ContentToolbar />} />
    </Edit>
  )
}
