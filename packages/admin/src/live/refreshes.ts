import type { LiveEvent } from '@admin-panel/client'

/** What the panel shows that an event may change: react-admin resources' lists, and queries of its own pages. */
export interface Stale {
  /** resources whose lists (and lists inside other pages) are read again */
  lists: string[]
  /** query keys of the panel's own pages, read again */
  queries: string[]
}

/** The lists each kind of event changes, by the event name's prefix. */
const LISTS_BY_PREFIX: Readonly<Record<string, readonly string[]>> = {
  'content.': ['content'],
  'user.': ['users'],
  'order.': ['orders'],
  'file.': ['uploads']
}

/**
 * What `events` make stale. Every event is in the activity log, and the dashboard shows the
 * latest of them beside totals that content, users and orders change.
 */
export function staleAfter(events: readonly LiveEvent[]): Stale {
  const lists = new Set<string>(['activity'])
  for (const event of events) {
    const prefix = `${event.type.split('.')[0]}.`
    for (const resource of LISTS_BY_PREFIX[prefix] ?? []) lists.add(resource)
  }
  return { lists: [...lists], queries: ['dashboard'] }
}

/** After a `reset` the panel cannot know what changed: every list and page is read again. */
export const EVERYTHING: Stale = { lists: [...new Set(['activity', ...Object.values(LISTS_BY_PREFIX).flat(), 'deliveries'])], queries: ['dashboard'] }

/**
 * A webhook's delivery log changes after the events it delivers, once the service's worker has
 * made the delivery and its receiver answered (within the delivery timeout, 10 s by default):
 * the log is read again at these delays after an event. Nothing is read while no log is shown.
 */
export const DELIVERY_LOG_DELAYS_MS = [1500, 6000, 12_000] as const
