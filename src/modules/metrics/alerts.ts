import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact } from '../../core/db/transaction.js'
import type { EventLog } from '../../core/events/event-log.js'
import type { Alert } from './sampler.js'

/** Writes an alert as a `system.alert` event about the system part it names, by no user. */
export function alertWriter(db: Kysely<Database>, events: EventLog): (alert: Alert) => Promise<void> {
  return (alert) =>
    transact(db, async (tx) => {
      await events.record(tx, { type: 'system.alert', actorId: null, subject: { type: 'system', id: alert.condition }, data: alert })
    })
}
