import { Create } from 'react-admin'
import { UserForm } from './UserForm'

export default function UserCreate() {
  return (
    <Create redirect="list">
      <UserForm creating />
    </Create>
  )
}
