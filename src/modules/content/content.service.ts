import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Viewer } from '../../core/principal.js'
import { AppError, notFound } from '../../core/errors.js'
import type { EventLog } from '../../core/events/event-log.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { InvalidatedCache } from '../../core/cache/invalidated-cache.js'
import { deepFreeze } from '../../lib/deep-freeze.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { newId } from '../../lib/ids.js'
import { page, pageWindow, type Page, type Total } from '../../core/paging.js'
import type { ContentRecord, ContentRepository, Counter } from './content.repository.js'
import type { ApiContentItem, ContentSortField, CreateContentBody, ListContentQuery, UpdateContentBody } from './content.schemas.js'
import { assertTransition } from './workflow.js'

/** The item as the API shows it. */
function toApiItem(record: ContentRecord): ApiContentItem {
  return {
    id: record.id,
    title: record.title,
    content: record.content,
    type: record.type,
    status: record.status,
    tags: record.tags,
    authorId: record.author_id,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
    publishedAt: record.published_at
  }
}

/** The characters of text an item holds, near enough to bound what caching it costs. */
function itemSize(item: { title: string; content: string; tags: string[] }): number {
  return item.title.length + item.content.length + item.tags.join().length
}

/** The characters of text a page holds. */
function textSize(page: Page<ApiContentItem>): number {
  return page.items.reduce((sum, item) => sum + itemSize(item), 0)
}

/** Tags without repeats, in the order first given. */
function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags)]
}

/**
 * Whether the viewer may see an item of this status and author. Someone else's draft answers
 * exactly like a missing item (contentNotFound): its existence is not revealed.
 */
function canSee(viewer: Viewer, status: string, authorId: string): boolean {
  return viewer.role === 'admin' || status === 'published' || authorId === viewer.userId
}

const contentNotFound = () => notFound('Content item')

function canChange(viewer: Viewer, record: ContentRecord): boolean {
  return viewer.role === 'admin' || record.author_id === viewer.userId
}

/** The bus key of every content change: it drops every cached total, on every instance. */
const CONTENT_CHANGED = 'content:*'
/** totals kept at most; a key is a count's SQL and parameters, a few hundred bytes */
const MAX_TOTALS = 10_000
/** pages kept at most, each of at most PAGE_CACHE_CHARACTERS of text (8 Mi characters in all), and their JSON once served */
const MAX_PAGES = 256
const PAGE_CACHE_CHARACTERS = 32_768
/**
 * items kept at most, each of at most ITEM_CACHE_CHARACTERS of text: 16 Mi characters in all (32
 * MiB at worst), and the JSON of those served (serializers.ts) as much again
 */
const MAX_ITEMS = 4_096
const ITEM_CACHE_CHARACTERS = 4_096

/**
 * Content items: who sees and changes what, the status workflow, and the events each change
 * writes in its own transaction.
 */
export class ContentService {
  /**
   * The list's totals, by count query, which costs far more than a page. Every change of content
   * goes through this service and publishes CONTENT_CHANGED once committed, which drops every
   * total: coarse on purpose, so that no rule about which filters a change touches can be wrong.
   */
  private readonly totals: InvalidatedCache<Total>
  private readonly countThroughCache: Counter
  /**
   * Small whole pages by viewer and query: an admin UI asks the same first page again and again.
   * Not a PageCache: its 64 Ki-character bound would keep the large pages this cache must drop.
   */
  private readonly pages: InvalidatedCache<Page<ApiContentItem>>
  /**
   * Small items by id (an item costs two queries). Missing ids are not kept, so unknown ids cannot
   * crowd out items; who may see an item is decided per request.
   */
  private readonly items: InvalidatedCache<ApiContentItem | undefined>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: ContentRepository,
    private readonly events: EventLog,
    private readonly bus: InvalidationBus
  ) {
    this.totals = new InvalidatedCache(bus, { prefix: 'content:', maxEntries: MAX_TOTALS })
    this.countThroughCache = async (key, count) => this.totals.get(key, count)
    this.pages = new InvalidatedCache(bus, { prefix: 'content:', maxEntries: MAX_PAGES, keeps: (page) => textSize(page) <= PAGE_CACHE_CHARACTERS })
    this.items = new InvalidatedCache(bus, { prefix: 'content:', maxEntries: MAX_ITEMS, keeps: (item) => item !== undefined && itemSize(item) <= ITEM_CACHE_CHARACTERS })
  }

  /** Creates an item by the viewer; writes `content.published` when it starts out published. */
  async create(viewer: Viewer, input: CreateContentBody, tx?: Tx): Promise<ApiContentItem> {
    const now = new Date().toISOString()
    const status = input.status ?? 'draft'
    const record: ContentRecord = {
      id: newId(),
      title: input.title,
      content: input.content ?? '',
      type: input.type ?? 'blog',
      status,
      author_id: viewer.userId,
      created_at: now,
      updated_at: now,
      published_at: status === 'published' ? now : null,
      tags: uniqueTags(input.tags ?? [])
    }
    const item = toApiItem(record)
    await transact(
      this.db,
      async (tx) => {
        const { tags, ...row } = record
        await this.repo.insert(tx.db, row, tags)
        this.changed(tx)
        if (status === 'published') await this.event(tx, 'content.published', viewer, item)
      },
      tx
    )
    return item
  }

  /** The item, or 404 when it does not exist or the viewer may not see it. */
  async get(viewer: Viewer, id: string): Promise<ApiContentItem> {
    const item = await this.items.get(id, async () => {
      const record = await this.repo.findById(this.db, id)
      return record && deepFreeze(toApiItem(record))
    })
    if (!item || !canSee(viewer, item.status, item.authorId)) throw contentNotFound()
    return item
  }

  /** Whether the viewer may see the item as given (an event's copy of it): the rule `get` applies. */
  isVisible(viewer: Viewer, item: Pick<ApiContentItem, 'status' | 'authorId'>): boolean {
    return canSee(viewer, item.status, item.authorId)
  }

  /**
   * Whether the viewer may see the item now, read from the database and not the cache: for
   * decisions that must not lag a change made on another instance (who receives a webhook).
   */
  async canRead(viewer: Viewer, id: string): Promise<boolean> {
    const record = await this.repo.findById(this.db, id)
    return record !== undefined && canSee(viewer, record.status, record.author_id)
  }

  /**
   * Changes the fields given and keeps the rest. 404 when the viewer cannot see the item, 403
   * when it can but may not change it, 422 INVALID_TRANSITION for a move the workflow forbids.
   * Writes `content.updated`, and `content.published` when the item becomes published.
   */
  async update(viewer: Viewer, id: string, changes: UpdateContentBody, tx?: Tx): Promise<ApiContentItem> {
    return transact(this.db, async (tx) => {
      const current = await this.changeable(tx.db, viewer, id)
      const status = changes.status ?? current.status
      assertTransition(current.status, status)
      const becomesPublished = status === 'published' && current.status !== 'published'
      const now = new Date().toISOString()
      const tags = changes.tags === undefined ? undefined : uniqueTags(changes.tags)
      const { tags: currentTags, ...currentRow } = current
      const row = {
        ...currentRow,
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.content !== undefined && { content: changes.content }),
        ...(changes.type !== undefined && { type: changes.type }),
        status,
        updated_at: now,
        published_at: current.published_at ?? (becomesPublished ? now : null)
      }
      await this.repo.update(tx.db, row, tags, current)
      this.changed(tx)
      const item = toApiItem({ ...row, tags: tags ?? currentTags })
      await this.event(tx, 'content.updated', viewer, item)
      if (becomesPublished) await this.event(tx, 'content.published', viewer, item)
      return item
    }, tx)
  }

  /** Deletes the item (same 404/403 rules as update). */
  async delete(viewer: Viewer, id: string, tx?: Tx): Promise<void> {
    await transact(
      this.db,
      async (tx) => {
        await this.changeable(tx.db, viewer, id)
        await this.repo.remove(tx.db, id)
        this.changed(tx)
      },
      tx
    )
  }

  /** One page of what the viewer may see, filtered and sorted. */
  async list(viewer: Viewer, query: ListContentQuery): Promise<Page<ApiContentItem>> {
    const window = pageWindow<ContentSortField>('content', query)
    const filter = {
      viewerId: viewer.role === 'admin' ? null : viewer.userId,
      type: query.type,
      status: query.status,
      tag: query.tag,
      search: query.search,
      authorId: query.authorId,
      ...window
    }
    return this.pages.get(JSON.stringify(filter), async () => {
      const { records, total, next } = await this.repo.list(this.db, filter, this.countThroughCache)
      return deepFreeze(page('content', records.map(toApiItem), total, window, next))
    })
  }

  /** Every change of content rows or tags: the cached totals go once it has committed. */
  private changed(tx: Tx): void {
    tx.afterCommit(() => this.bus.publish(CONTENT_CHANGED))
  }

  /** The item, locked until `trx` ends; 404 when the viewer cannot see it, 403 when they may not change it. */
  private async changeable(trx: Transaction<Database>, viewer: Viewer, id: string): Promise<ContentRecord> {
    const record = await this.repo.findLocked(trx, id)
    if (!record || !canSee(viewer, record.status, record.author_id)) throw contentNotFound()
    if (!canChange(viewer, record)) throw new AppError('FORBIDDEN', 'Only the author or an administrator may change this item')
    return record
  }

  private event(tx: Tx, type: 'content.updated' | 'content.published', viewer: Viewer, item: ApiContentItem) {
    return this.events.record(tx, { type, actorId: viewer.userId, subject: { type: 'content', id: item.id }, data: item })
  }
}
