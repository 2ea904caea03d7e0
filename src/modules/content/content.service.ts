import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Viewer } from '../../core/principal.js'
import { AppError, notFound } from '../../core/errors.js'
import type { EventLog } from '../../core/events/event-log.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { newId } from '../../core/ids.js'
import { page, pageWindow, type Page } from '../../core/paging.js'
import type { ContentRecord, ContentRepository } from './content.repository.js'
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

/** Tags without repeats, in the order first given. */
function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags)]
}

function canSee(viewer: Viewer, record: ContentRecord): boolean {
  return viewer.role === 'admin' || record.status === 'published' || record.author_id === viewer.userId
}

function canChange(viewer: Viewer, record: ContentRecord): boolean {
  return viewer.role === 'admin' || record.author_id === viewer.userId
}

/**
 * Content items: who sees and changes what, the status workflow, and the events each change
 * writes in its own transaction.
 */
export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: ContentRepository,
    private readonly events: EventLog
  ) {}

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
        if (status === 'published') await this.event(tx, 'content.published', viewer, item)
      },
      tx
    )
    return item
  }

  /** The item, or 404 when it does not exist or the viewer may not see it. */
  async get(viewer: Viewer, id: string): Promise<ApiContentItem> {
    return toApiItem(await this.visible(this.db, viewer, id))
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
      await this.repo.update(tx.db, row, tags)
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
      },
      tx
    )
  }

  /** One page of what the viewer may see, filtered and sorted. */
  async list(viewer: Viewer, query: ListContentQuery): Promise<Page<ApiContentItem>> {
    const window = pageWindow<ContentSortField>(query)
    const { records, total } = await this.repo.list(this.db, {
      viewerId: viewer.role === 'admin' ? null : viewer.userId,
      type: query.type,
      status: query.status,
      tag: query.tag,
      search: query.search,
      authorId: query.authorId,
      ...window
    })
    return page(records.map(toApiItem), total, window)
  }

  private async visible(db: Kysely<Database>, viewer: Viewer, id: string, lock = false): Promise<ContentRecord> {
    const record = await this.repo.findById(db, id, lock)
    // Someone else's draft answers exactly like a missing item: its existence is not revealed.
    if (!record || !canSee(viewer, record)) throw notFound('Content item')
    return record
  }

  private async changeable(db: Kysely<Database>, viewer: Viewer, id: string): Promise<ContentRecord> {
    const record = await this.visible(db, viewer, id, true)
    if (!canChange(viewer, record)) throw new AppError('FORBIDDEN', 'Only the author or an administrator may change this item')
    return record
  }

  private event(tx: Tx, type: 'content.updated' | 'content.published', viewer: Viewer, item: ApiContentItem) {
    return this.events.record(tx, { type, actorId: viewer.userId, subject: { type: 'content', id: item.id }, data: item })
  }
}
