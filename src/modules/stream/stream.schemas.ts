import Type, { type Static } from 'typebox'
import { EVENT_TYPES, TYPE_PREFIXES } from '../../core/events/event-types.js'

export const TicketSchema = Type.Object(
  {
    ticket: Type.String({ description: 'opens one stream: `GET /api/stream?ticket=…`' }),
    expiresAt: Type.String({ format: 'date-time', description: 'unused after this, it no longer opens anything (30 seconds after it was made)' })
  },
  { title: 'StreamTicket' }
)

export const StreamQuery = Type.Object({
  ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'a ticket from POST /api/stream/ticket, instead of a bearer token' })),
  types: Type.Optional(
    Type.String({
      maxLength: 500,
      description: `only these events: comma-separated names (${EVENT_TYPES.join(', ')}) or prefixes ending in a dot (${TYPE_PREFIXES.join(', ')}), such as \`content.,user.\``
    })
  ),
  lastEventId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'the id of the last event received, for a client that cannot send the Last-Event-ID header (a new EventSource); the header wins when both are sent' })
  )
})
export type StreamQuery = Static<typeof StreamQuery>
