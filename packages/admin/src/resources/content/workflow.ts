export type Status = 'draft' | 'published' | 'archived'

/** The moves the service allows from each status (keeping the status is always allowed). */
const MOVES: Record<Status, readonly Status[]> = {
  draft: ['draft', 'published', 'archived'],
  published: ['published', 'draft', 'archived'],
  archived: ['archived', 'draft']
}

/** The statuses an item may be given: from its current one, or, for a new item, any but archived. */
export function allowedStatuses(current: Status | undefined): readonly Status[] {
  return current ? MOVES[current] : ['draft', 'published']
}

export const STATUS_CHOICES = (['draft', 'published', 'archived'] as const).map((id) => ({ id, name: `app.choices.statuses.${id}` }))
