import type { EventRow } from '../db/schema.js'

/**
 * An event as it leaves the service, in a webhook delivery or on a live stream:
 * `{id, type, timestamp, data}`, where `data` is the resource as the API showed it.
 */
export function eventBody(event: Pick<EventRow, 'id' | 'type' | 'created_at' | 'payload'>): string {
  // The payload is already the resource's JSON text: spliced in, not parsed and written again.
  return `{"id":${JSON.stringify(event.id)},"type":${JSON.stringify(event.type)},"timestamp":${JSON.stringify(event.created_at)},"data":${event.payload}}`
}
