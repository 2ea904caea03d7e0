import type { Kysely } from 'kysely'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import type { Database, WebhookRow } from '../../core/db/schema.js'
import type { EventLog } from '../../core/events/event-log.js'
import { transact } from '../../core/db/transaction.js'
import { AppError, invalidField, notFound, type ErrorDetails } from '../../core/errors.js'
import { newId } from '../../lib/ids.js'
import { fixedOrderWindow, page, pageWindow, type Page } from '../../core/paging.js'
import type { Viewer } from '../../core/principal.js'
import { hostOf, refusedHost, type PrivateUrls, type Resolver } from './address-guard.js'
import { DELIVERIES_CHANGED, toApiAttempt, WEBHOOKS_CHANGED, type DeliveriesService } from './deliveries.service.js'
import { generateSecret, secretProblem, type SecretBox } from './secret-box.js'
import type { DeliveriesRepository } from './deliveries.repository.js'
import type { WebhooksRepository } from './webhooks.repository.js'
import {
  openToUsers,
  type ApiDeliveryAttempt,
  type ApiWebhook,
  type CreateWebhookBody,
  type ListAttemptsQuery,
  type ListWebhooksQuery,
  type UpdateWebhookBody,
  type WebhookSortField
} from './webhooks.schemas.js'

/** The most webhooks one account may have. */
export const MAX_WEBHOOKS_PER_USER = 25

export interface WebhooksDeps {
  db: Kysely<Database>
  repo: WebhooksRepository
  /** the webhooks' deliveries and attempts */
  queue: DeliveriesRepository
  events: EventLog
  box: SecretBox
  deliveries: DeliveriesService
  bus: InvalidationBus
  /** resolves host names for the address rule; injected in tests */
  resolve: Resolver
  /** WEBHOOK_ALLOW_PRIVATE_URLS: which addresses besides public ones a webhook may reach */
  allowPrivate: PrivateUrls
}

/** The webhook as the API shows it: never its secret. */
function toApiWebhook(row: WebhookRow): ApiWebhook {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    active: row.active === 1,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at
  }
}

/** Whether the viewer may see and change a webhook of this owner's: someone else's answers exactly like a missing one. */
function mayManage(viewer: Viewer, ownerId: string): boolean {
  return viewer.role === 'admin' || ownerId === viewer.userId
}

/** Webhook registrations: who may see and change which, what they may subscribe to, and where they may point. */
export class WebhooksService {
  /** Pages of the list by owner (null: everyone's, an administrator's) and what was asked. */
  private readonly pages: PageCache<Page<ApiWebhook>>
  /**
   * Pages of a webhook's attempts by what was asked, with the webhook's owner (whom it is shown
   * to): dropped by DELIVERIES_CHANGED, and by the webhook's deletion.
   */
  private readonly attemptPages: PageCache<{ ownerId: string; page: Page<ApiDeliveryAttempt> }>

  constructor(private readonly deps: WebhooksDeps) {
    this.pages = new PageCache(deps.bus, WEBHOOKS_CHANGED)
    this.attemptPages = new PageCache(deps.bus, DELIVERIES_CHANGED, [WEBHOOKS_CHANGED])
  }

  /**
   * Registers a webhook of the viewer's; 403 for events beyond content.* from a non-admin, 422
   * for a URL or secret not allowed. Without a secret, one is generated: the answer shows it,
   * once (`secret`).
   */
  async create(viewer: Viewer, input: CreateWebhookBody): Promise<ApiWebhook & { secret?: string }> {
    const events = this.allowedEvents(viewer, input.events)
    await this.assertFields(input)
    const secret = input.secret ?? generateSecret()
    // Each webhook multiplies every event into requests to its URL: an account may not hold an
    // unbounded number of them.
    if ((await this.deps.repo.countOwned(this.deps.db, viewer.userId)) >= MAX_WEBHOOKS_PER_USER) {
      throw invalidField('url', `you already have ${MAX_WEBHOOKS_PER_USER} webhooks, the most one account may have; delete one first`)
    }
    await this.deps.deliveries.dispatchBacklog()
    const now = new Date().toISOString()
    const row: WebhookRow = {
      id: newId(),
      user_id: viewer.userId,
      url: input.url,
      events: JSON.stringify(events),
      secret_sealed: this.deps.box.seal(secret),
      active: input.active === false ? 0 : 1,
      failure_streak: 0,
      created_at: now,
      updated_at: now
    }
    await transact(this.deps.db, async (tx) => {
      await this.deps.repo.insert(tx.db, row)
      tx.afterCommit(() => this.deps.bus.publish(WEBHOOKS_CHANGED))
    })
    return input.secret === undefined ? { ...toApiWebhook(row), secret } : toApiWebhook(row)
  }

  /** One page of the viewer's webhooks; an administrator's page holds everyone's. */
  async list(viewer: Viewer, query: ListWebhooksQuery): Promise<Page<ApiWebhook>> {
    const window = pageWindow<WebhookSortField>('webhooks', query)
    const ownerId = viewer.role === 'admin' ? null : viewer.userId
    return this.pages.get({ ownerId, window }, async () => {
      const { rows, total, next } = await this.deps.repo.list(this.deps.db, ownerId, window)
      return page('webhooks', rows.map(toApiWebhook), total, window, next)
    })
  }

  /** The webhook; 404 unless the viewer owns it or is an administrator. */
  async get(viewer: Viewer, id: string): Promise<ApiWebhook> {
    return toApiWebhook(await this.owned(viewer, id))
  }

  /** Changes the fields given; turning a webhook back on starts a fresh count of failed events. */
  async update(viewer: Viewer, id: string, changes: UpdateWebhookBody): Promise<ApiWebhook> {
    const current = await this.owned(viewer, id)
    // Checked even when `events` is left out: an owner demoted since keeps no subscription the
    // role no longer allows (403 names them; send `events` to drop them).
    const events = this.allowedEvents(viewer, changes.events ?? (JSON.parse(current.events) as string[]))
    await this.assertFields(changes)
    if (changes.events || (changes.active === true && current.active === 0)) await this.deps.deliveries.dispatchBacklog()
    const now = new Date().toISOString()
    const updated = await transact(this.deps.db, async (tx) => {
      const row = await this.deps.repo.update(tx.db, id, {
        ...(changes.url !== undefined && { url: changes.url }),
        ...(changes.events && { events: JSON.stringify(events) }),
        ...(changes.secret !== undefined && { secret_sealed: this.deps.box.seal(changes.secret) }),
        ...(changes.active !== undefined && { active: changes.active ? 1 : 0 }),
        ...(changes.active === true && current.active === 0 && { failure_streak: 0 }),
        updated_at: now
      })
      if (row && changes.active !== undefined) await this.deps.queue.setQueued(tx.db, id, changes.active, now)
      tx.afterCommit(() => this.deps.bus.publish(WEBHOOKS_CHANGED))
      return row
    })
    if (!updated) throw notFound('Webhook')
    return toApiWebhook(updated)
  }

  /** Deletes the webhook with its deliveries and their attempts. */
  async delete(viewer: Viewer, id: string): Promise<void> {
    await this.owned(viewer, id)
    await transact(this.deps.db, async (tx) => {
      await this.deps.repo.remove(tx.db, id)
      tx.afterCommit(() => this.deps.bus.publish(WEBHOOKS_CHANGED))
    })
  }

  /** One page of the webhook's attempts, newest first. */
  async attempts(viewer: Viewer, id: string, query: ListAttemptsQuery): Promise<Page<ApiDeliveryAttempt>> {
    // Each webhook's attempts are a list of their own: a cursor of one is refused by another.
    const list = `deliveries:${id}`
    const window = fixedOrderWindow(list, query)
    // The owner is read with the page (a missing webhook is a 404 not kept), and checked on every answer.
    const { ownerId, page: attempts } = await this.attemptPages.get({ id, window }, async () => {
      const [hook, { rows, total, next }] = await Promise.all([this.deps.repo.findById(this.deps.db, id), this.deps.queue.listAttempts(this.deps.db, id, window)])
      if (!hook) throw notFound('Webhook')
      return { ownerId: hook.user_id, page: page(list, rows.map(toApiAttempt), total, window, next) }
    })
    if (!mayManage(viewer, ownerId)) throw notFound('Webhook')
    return attempts
  }

  /**
   * Records a `webhook.test` event and sends it to this webhook at once (active or not), once,
   * without retries; answers the attempt.
   */
  async test(viewer: Viewer, id: string): Promise<ApiDeliveryAttempt> {
    const hook = await this.owned(viewer, id)
    const claimed = await transact(this.deps.db, async (tx) => {
      const event = await this.deps.events.record(tx, {
        type: 'webhook.test',
        actorId: viewer.userId,
        subject: { type: 'webhook', id },
        data: { message: 'A test event: the webhook is reachable and the signature can be checked', webhook: toApiWebhook(hook) }
      })
      return this.deps.deliveries.claimTest(tx, hook, event)
    })
    return this.deps.deliveries.attempt(claimed, true)
  }

  /**
   * Sends one delivery again at once, as its next attempt, without retries after it. 404 for a
   * delivery not of this webhook; 422 while an attempt of it is in flight; 403 when the owner
   * may no longer read the event's subject.
   */
  async retry(viewer: Viewer, id: string, deliveryId: string): Promise<ApiDeliveryAttempt> {
    const hook = await this.owned(viewer, id)
    const delivery = await this.deps.queue.findDelivery(this.deps.db, id, deliveryId)
    if (!delivery) throw notFound('Delivery')
    if (!(await this.deps.deliveries.mayReceive(hook.user_id, delivery.event_id))) {
      throw new AppError('FORBIDDEN', "The webhook's owner may no longer read what this event is about")
    }
    const claimed = await this.deps.deliveries.claimOne(delivery.id)
    if (!claimed) throw invalidField('deliveryId', 'an attempt of this delivery is in flight; try again when it has ended')
    return this.deps.deliveries.attempt(claimed, true)
  }

  private async owned(viewer: Viewer, id: string): Promise<WebhookRow> {
    const row = await this.deps.repo.findById(this.deps.db, id)
    if (!row || !mayManage(viewer, row.user_id)) throw notFound('Webhook')
    return row
  }

  private allowedEvents(viewer: Viewer, events: string[]): string[] {
    const unique = [...new Set(events)]
    const closed = viewer.role === 'admin' ? [] : unique.filter((type) => !openToUsers(type))
    if (closed.length > 0) throw new AppError('FORBIDDEN', `Only an administrator may subscribe to ${closed.join(', ')}`)
    return unique
  }

  /**
   * What is wrong with the `url` and `secret` of a body, as sent (so types are checked): the
   * URL's form and the addresses it reaches, the secret's form. Checked with the body's schema,
   * so that one 422 names every bad field, and again before a webhook is stored.
   */
  async fieldProblems(body: { url?: unknown; secret?: unknown }): Promise<ErrorDetails> {
    const details: ErrorDetails = {}
    if (typeof body.url === 'string') {
      const formProblem = urlFormProblem(body.url)
      const refusal = formProblem ? undefined : await refusedHost(hostOf(new URL(body.url)), this.deps.resolve, this.deps.allowPrivate)
      if (formProblem ?? refusal) details.url = [formProblem ?? `not allowed: ${refusal}`]
    }
    const secretIssue = typeof body.secret === 'string' ? secretProblem(body.secret) : undefined
    if (secretIssue) details.secret = [secretIssue]
    return details
  }

  private async assertFields(body: { url?: string; secret?: string }): Promise<void> {
    const details = await this.fieldProblems(body)
    if (Object.keys(details).length > 0) throw new AppError('VALIDATION_ERROR', 'The request has invalid fields', details)
  }
}

/** What is wrong with the form of a webhook URL, before any address is looked at; undefined when nothing. */
export function urlFormProblem(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'must be an absolute http or https URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https'
  // Credentials in the URL would be stored and shown in clear; the secret authenticates deliveries.
  if (url.username || url.password) return 'must not carry a user name or password; the signature authenticates deliveries'
  return undefined
}
