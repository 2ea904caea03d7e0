import { CompiledQuery } from 'kysely'
import type { EventRow } from '../db/schema.js'
import type { Tx } from '../db/transaction.js'
import { changeCounts } from '../db/row-counts.js'
import { hourCounter } from './event-hours.js'
import { newId } from '../../lib/ids.js'
import type { InvalidationBus } from '../cache/invalidation.js'
import type { EventType, SubjectType } from './event-types.js'

export interface NewEvent {
  type: EventType
  actorId: string | null
  subject: { type: SubjectType; id: string }
  /** the resource as the API shows it */
  data: unknown
}

type Listener = (event: EventRow) => void

/**
 * The bus key published once an event about this kind of subject has committed. Every write to
 * users, content, orders and files writes an event, so a cache of one of them drops on its kind's
 * key, and a content write leaves the caches of orders or users alone.
 */
export function eventsAbout(subject: SubjectType): `events:${SubjectType}:*` {
  return `events:${subject}:*`
}

/**
 * The event log: the activity feed and the webhook outbox in one table. An event is written in
 * the transaction of the change it reports, so it exists exactly when the change does (the
 * outbox pattern); whoever delivers events hears of new ones once that transaction commits.
 */
export class EventLog {
  private readonly listeners = new Set<Listener>()
  /**
   * The event's insert as Kysely compiles it, kept from the first: every change of every module
   * writes an event, and Kysely built and compiled the same insert for each.
   */
  private insertSql: string | undefined

  /** `bus`: where eventsAbout(its subject's type) goes once each event's transaction has committed. */
  constructor(private readonly bus: InvalidationBus) {}

  /** Writes the event with the change's transaction; listeners hear of it after the commit. */
  async record(tx: Tx, event: NewEvent): Promise<EventRow> {
    const row: EventRow = {
      id: newId(),
      type: event.type,
      actor_id: event.actorId,
      subject_type: event.subject.type,
      subject_id: event.subject.id,
      payload: JSON.stringify(event.data),
      created_at: new Date().toISOString(),
      // Pending for the webhook worker, which marks it once it has made its deliveries in one
      // transaction: no cursor, so an event committed after a newer one is never skipped.
      dispatched_at: null
    }
    this.insertSql ??= tx.db.insertInto('events').values(row).compile().sql
    // The values in the order of the row's columns, as the insert lists them.
    await tx.db.executeQuery(CompiledQuery.raw(this.insertSql, Object.values(row)))
    // The activity log's totals, in all, by type, by actor and by hour (a time range's).
    await changeCounts(tx.db, {
      events: 1,
      [`events.type:${row.type}`]: 1,
      ...(row.actor_id !== null && { [`events.actor:${row.actor_id}`]: 1 }),
      [hourCounter(row.created_at)]: 1
    })
    tx.afterCommit(() => {
      this.bus.publish(eventsAbout(event.subject.type))
      this.listeners.forEach((listener) => listener(row))
    })
    return row
  }

  /** Calls `listener` with each event once the transaction that wrote it has committed; returns the way to stop. */
  onCommitted(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
