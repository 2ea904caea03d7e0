import type { Kysely } from 'kysely'
import { countOf, fetchWindow } from '../../core/db/paged.js'
import { changeCounts, dropCounts, readCounts } from '../../core/db/row-counts.js'
import type { Database, WebhookRow } from '../../core/db/schema.js'
import type { PageWindow } from '../../core/paging.js'
import type { WebhookSortField } from './webhooks.schemas.js'

type Db = Kysely<Database>

const SORT_COLUMNS: Record<WebhookSortField, 'created_at' | 'url'> = { createdAt: 'created_at', url: 'url' }

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>

/** The webhooks table: registrations, whether each is active, and its run of failed events. */
export function createWebhooksRepository() {
  return {
    async insert(db: Db, row: WebhookRow): Promise<void> {
      await db.insertInto('webhooks').values(row).execute()
      await changeCounts(db, { webhooks: 1 })
    },

    findById(db: Db, id: string): Promise<WebhookRow | undefined> {
      return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async update(db: Db, id: string, changes: Partial<Omit<WebhookRow, 'id' | 'user_id' | 'created_at'>>): Promise<WebhookRow | undefined> {
      return db.updateTable('webhooks').set(changes).where('id', '=', id).returningAll().executeTakeFirst()
    },

    /** Deletes the webhook, and with it its deliveries and their attempts. */
    async remove(db: Db, id: string): Promise<void> {
      const removed = await db.deleteFrom('webhooks').where('id', '=', id).returning('id').execute()
      await changeCounts(db, { webhooks: -removed.length })
      await dropCounts(db, [`webhook_attempts.webhook:${id}`])
    },

    /** How many webhooks one user has. */
    async countOwned(db: Db, ownerId: string): Promise<number> {
      return countOf(db.selectFrom('webhooks').where('user_id', '=', ownerId))
    },

    /** One page of webhooks; `ownerId` null: everyone's. */
    async list(db: Db, ownerId: string | null, window: PageWindow<WebhookSortField>) {
      let matching = db.selectFrom('webhooks')
      if (ownerId !== null) matching = matching.where('user_id', '=', ownerId)
      const keyset = { column: SORT_COLUMNS[window.sort.field], direction: window.sort.direction }
      // Everyone's is counted as webhooks come and go; one user's few are counted on their index.
      const total = ownerId === null ? readCounts(db, ['webhooks']) : countOf(matching)
      const [page, count] = await Promise.all([fetchWindow(matching, window, keyset, (query) => query.selectAll()), total])
      return { ...page, total: count }
    },

    activeWebhooks(db: Db): Promise<Array<Pick<WebhookRow, 'id' | 'user_id' | 'events'>>> {
      return db.selectFrom('webhooks').select(['id', 'user_id', 'events']).where('active', '=', 1).execute()
    },

    async resetStreak(db: Db, webhookId: string): Promise<void> {
      await db.updateTable('webhooks').set({ failure_streak: 0 }).where('id', '=', webhookId).execute()
    },

    /** Counts one more failed event in a row; answers the count. */
    async addFailure(db: Db, webhookId: string): Promise<number> {
      const row = await db
        .updateTable('webhooks')
        .set((eb) => ({ failure_streak: eb('failure_streak', '+', 1) }))
        .where('id', '=', webhookId)
        .returning('failure_streak')
        .executeTakeFirst()
      return row?.failure_streak ?? 0
    },

    /** Deactivates a webhook; answers the row when this call is the one that did. */
    disable(db: Db, webhookId: string, now: string): Promise<WebhookRow | undefined> {
      return db.updateTable('webhooks').set({ active: 0, updated_at: now }).where('id', '=', webhookId).where('active', '=', 1).returningAll().executeTakeFirst()
    }

  }
}
