import { email, maxLength, minLength, PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { ROLE_CHOICES } from './roles'

/** The fields of a user, for create and edit; on edit the password may be left empty to keep it. */
export function UserForm({ creating = false, toolbar }: { creating?: boolean; toolbar?: React.ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 600 }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} autoComplete="off" />
      <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} defaultValue="user" />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={creating ? [required(), minLength(8), maxLength(128)] : [minLength(8), maxLength(128)]}
        helperText={creating ? 'app.users.password_help' : 'app.users.password_edit_help'}
        parse={(value: string) => (value === '' ? undefined : value)}
      />
    </SimpleForm>
  )
}
