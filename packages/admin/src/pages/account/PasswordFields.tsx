import { maxLength, minLength, PasswordInput, required } from 'react-admin'

const matches = (value: unknown, values: Record<string, unknown>) => (value === values.password ? undefined : 'app.account.mismatch')

/** A new password and its confirmation, as the service checks them (8 to 128 characters, equal). */
export function PasswordFields() {
  return (
    <>
      <PasswordInput
        source="password"
        label="app.account.new_password"
        autoComplete="new-password"
        validate={[required(), minLength(8, 'app.account.too_short'), maxLength(128)]}
        fullWidth
      />
      <PasswordInput source="password_confirmation" label="app.account.confirm_password" autoComplete="new-password" validate={[required(), matches]} fullWidth />
    </>
  )
}
