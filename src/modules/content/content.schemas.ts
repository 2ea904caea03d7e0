import Type, { type Static } from 'typebox'
import { Nullable, StringEnum } from '../../core/http/envelope.js'
import { PageQuery, SortQuery } from '../../core/http/pagination.js'
import { STATUSES } from './workflow.js'

const MAX_CONTENT_LENGTH = 500_000
const MAX_TAGS = 20

const Status = StringEnum(STATUSES)
const Title = Type.String({ minLength: 1, maxLength: 200, description: '1 to 200 characters' })
const Body = Type.String({ maxLength: MAX_CONTENT_LENGTH, description: 'markdown, up to 500,000 characters' })
const ContentType = Type.String({
  pattern: '^[a-z][a-z0-9_-]{0,49}$',
  description: 'a lower-case word of up to 50 letters, digits, - or _, starting with a letter'
})
const Tag = Type.String({ minLength: 1, maxLength: 50, description: '1 to 50 characters' })
const Tags = Type.Array(Tag, { maxItems: MAX_TAGS, description: 'up to 20; duplicates are dropped, order is kept' })

export const ContentItemSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    content: Type.String(),
    type: Type.String(),
    status: Status,
    tags: Type.Array(Type.String()),
    authorId: Type.String({ description: 'kept when the author is deleted' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    publishedAt: Nullable(Type.String({ format: 'date-time' }), {
      description: 'first publication; kept when the item is moved back to draft or archived'
    })
  },
  { $id: 'ContentItem', title: 'ContentItem' }
)
export type ApiContentItem = Static<typeof ContentItemSchema>

export const CreateContentBody = Type.Object({
  title: Title,
  content: Type.Optional({ ...Body, default: '' }),
  type: Type.Optional({ ...ContentType, default: 'blog' }),
  status: Type.Optional({ ...Status, default: 'draft' }),
  tags: Type.Optional({ ...Tags, default: [] })
}, { examples: [{ title: 'Release notes', content: '# What is new\n\nFaster lists.', type: 'blog', status: 'draft', tags: ['release', 'news'] }] })
export type CreateContentBody = Static<typeof CreateContentBody>

export const UpdateContentBody = Type.Object({
  title: Type.Optional(Title),
  content: Type.Optional(Body),
  type: Type.Optional(ContentType),
  status: Type.Optional(Status),
  tags: Type.Optional(Tags)
}, { examples: [{ status: 'published' }, { title: 'Release notes, revised', tags: ['release'] }] })
export type UpdateContentBody = Static<typeof UpdateContentBody>

const CONTENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number]

export const ListContentQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(ContentType),
  status: Type.Optional(Status),
  tag: Type.Optional(Tag),
  search: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'text found in title or content, ignoring case (beyond ASCII too); `%` and `_` match themselves' })
  ),
  authorId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "a user's id" })),
  sort: SortQuery(CONTENT_SORT_FIELDS, '-createdAt')
})
export type ListContentQuery = Static<typeof ListContentQuery>
