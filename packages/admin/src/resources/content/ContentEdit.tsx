import { Box } from '@mui/material'
import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin'
import { MoveButtons } from '../../common/MoveButtons'
import { ContentForm } from './ContentForm'
import { contentMoves } from './workflow'

/** Save, the workflow's next steps (publish, archive…), and delete apart on the right. */
function ContentToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <SaveButton />
        <MoveButtons moves={contentMoves} />
      </Box>
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
