import type { Viewer } from '../principal.js'

/** What visibility is judged on: an event's name and its subject. */
export interface EventSubject {
  type: string
  subject_type: string
  subject_id: string
}

/**
 * Whether `viewer` may be told of `event`, by a webhook delivery or on a live stream: an
 * administrator of every event (the whole activity log is theirs), anyone else only of content
 * events about an item they may read, which `readsContent` answers (asked only then).
 */
export function maySee<R extends boolean | Promise<boolean>>(viewer: Viewer, event: EventSubject, readsContent: () => R): boolean | R {
  if (viewer.role === 'admin') return true
  if (event.subject_type !== 'content' || !event.type.startsWith('content.')) return false
  return readsContent()
}
