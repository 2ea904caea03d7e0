import Type, { type Static } from 'typebox'
import { Nullable, StringEnum } from '../../core/http/envelope.js'
import { PageQuery, SortQuery } from '../../core/http/pagination.js'
import { ROLES } from '../../core/principal.js'

export const USER_STATUSES = ['active', 'pending'] as const

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: StringEnum(ROLES),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
    emailVerifiedAt: Nullable(Type.String({ format: 'date-time', description: 'when the owner followed a link mailed to this address; null until then' })),
    status: StringEnum(USER_STATUSES, { description: '`pending`: invited, has not accepted yet, cannot sign in' })
  },
  { $id: 'User', title: 'User' }
)
export type ApiUser = Static<typeof UserSchema>

export const Name = Type.String({ minLength: 1, maxLength: 100, description: '1 to 100 characters' })
export const Email = Type.String({ format: 'email', maxLength: 254, description: 'an email address; unique, case-insensitive' })
export const Password = Type.String({ minLength: 8, maxLength: 128, description: '8 to 128 characters' })
export const Role = StringEnum(ROLES)

export const ProfileUpdateBody = Type.Object({
  name: Type.Optional(Name),
  email: Type.Optional(Email),
  current_password: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'your current password; required when `email` changes' })
  )
}, { examples: [{ name: 'Ada King' }, { email: 'ada.king@example.com', current_password: 'correct-horse-battery' }] })

export const CreateUserBody = Type.Object(
  {
    name: Type.Optional(Type.String({ ...Name, description: '1 to 100 characters; required unless `invite` (the invited person may change it)' })),
    email: Email,
    password: Type.Optional(Type.String({ ...Password, description: '8 to 128 characters; required unless `invite`, and left out with it' })),
    role: Type.Optional(Role),
    invite: Type.Optional(Type.Boolean({ description: 'true: no password; the user is mailed a link, valid 72 hours, to choose their name and password, and is `pending` until then' }))
  },
  {
    examples: [
      { name: 'Grace Hopper', email: 'grace@example.com', password: 'a-long-first-password', role: 'user' },
      { email: 'grace@example.com', invite: true }
    ]
  }
)

export const UpdateUserBody = Type.Object({
  name: Type.Optional(Name),
  email: Type.Optional(Email),
  role: Type.Optional(Role),
  password: Type.Optional(Type.String({ ...Password, description: '8 to 128 characters; ends every session of the user' }))
}, { examples: [{ role: 'admin' }, { name: 'Grace B. Hopper', email: 'grace.hopper@example.com' }] })

const USER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

export const ListUsersQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'case-insensitive, in name and email' })),
  role: Type.Optional(Role),
  status: Type.Optional(StringEnum(USER_STATUSES, { description: '`pending`: invitations not yet accepted' })),
  sort: SortQuery(USER_SORT_FIELDS, '-createdAt')
})
export type ListUsersQuery = Static<typeof ListUsersQuery>
