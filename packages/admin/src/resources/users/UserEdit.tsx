import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin'
import { UserForm } from './UserForm'
import { InvitationButtons } from './invitations'
import { UserTokens } from '../../pages/settings/tokens/UserTokens'

function UserToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <InvitationButtons />
      {/* Pessimistic: a refusal (the last administrator) shows as a notice and the user stays. */}
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

/**
 * Name, email, role and password; the service refuses to demote or delete the last administrator,
 * and says so. Below the form, the user's API tokens.
 */
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <UserForm toolbar={<UserToolbar />} />
      <UserTokens />
    </Edit>
  )
}
