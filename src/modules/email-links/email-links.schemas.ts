import Type from 'typebox'
import { Email, Name, Password } from '../users/users.schemas.js'

const Token = Type.String({ minLength: 1, maxLength: 200, description: 'the `token` parameter of the link in the mail' })
const Confirmation = Type.String({ maxLength: 128, description: 'must equal password' })

export const AddressBody = Type.Object(
  { email: Type.String({ ...Email, description: 'an email address' }) },
  { examples: [{ email: 'ada@example.com' }] }
)

export const ResetPasswordBody = Type.Object(
  { token: Token, password: Password, password_confirmation: Confirmation },
  { examples: [{ token: 'k3Jx…', password: 'staple-battery-horse', password_confirmation: 'staple-battery-horse' }] }
)

export const TokenBody = Type.Object({ token: Token }, { examples: [{ token: 'k3Jx…' }] })

export const AcceptInvitationBody = Type.Object(
  { token: Token, name: Name, password: Password, password_confirmation: Confirmation },
  { examples: [{ token: 'k3Jx…', name: 'Grace Hopper', password: 'a-long-first-password', password_confirmation: 'a-long-first-password' }] }
)

/** The answer of a request that mails a link: the same whether or not the address has an account. */
export const AcceptedSchema = Type.Object({}, { description: 'empty: the answer says nothing of whether the address has an account' })
