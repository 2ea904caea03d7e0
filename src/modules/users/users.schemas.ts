import Type, { type Static } from 'typebox'
import { Nullable, StringEnum } from '../../core/http/envelope.js'
import { PageQuery, SortQuery } from '../../core/http/pagination.js'
import { ROLES } from '../../core/principal.js'

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: StringEnum(ROLES),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    lastLoginAt: Nullable(Type.String({ format: 'date-time' }))
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
  { name: Name, email: Email, password: Password, role: Type.Optional(Role) },
  { examples: [{ name: 'Grace Hopper', email: 'grace@example.com', password: 'a-long-first-password', role: 'user' }] }
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
  sort: SortQuery(USER_SORT_FIELDS, '-createdAt')
})
export type ListUsersQuery = Static<typeof ListUsersQuery>
