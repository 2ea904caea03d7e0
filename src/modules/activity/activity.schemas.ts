import Type, { type Static } from 'typebox'
import { Nullable, StringEnum } from '../../core/http/envelope.js'
import { PageQuery, TimeRangeQuery } from '../../core/http/pagination.js'
import { EVENT_TYPES, TYPE_PREFIXES } from '../../core/events/event-types.js'

export const ActivityEntrySchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String({ description: 'an event name, or auth.login for a sign-in' }),
    actor: Type.Union(
      [
        Type.Object({
          id: Type.String(),
          name: Nullable(Type.String(), { description: 'null when the account has since been deleted' })
        }),
        Type.Null()
      ],
      { description: 'who did it; null for the system (alerts, a first administrator created at start-up)' }
    ),
    subject: Type.Object({ type: Type.String(), id: Type.String() }),
    createdAt: Type.String({ format: 'date-time' })
  },
  { title: 'ActivityEntry' }
)
export type ActivityEntry = Static<typeof ActivityEntrySchema>

const Id = (what: string) => Type.String({ minLength: 1, maxLength: 64, description: what })

export const ListActivityQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(
    StringEnum([...EVENT_TYPES, ...TYPE_PREFIXES], {
      description: `an event name (${EVENT_TYPES.join(', ')}), or a prefix ending in a dot for a family of them (${TYPE_PREFIXES.join(', ')})`
    })
  ),
  actorId: Type.Optional(Id("only what this user did (a user's id)")),
  subjectId: Type.Optional(Id('only entries about this resource (its id)')),
  ...TimeRangeQuery
})
export type ListActivityQuery = Static<typeof ListActivityQuery>
