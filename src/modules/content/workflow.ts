import type { ContentStatus } from '../../core/db/schema.js'
import { AppError, article } from '../../core/errors.js'

export const STATUSES = ['draft', 'published', 'archived'] as const satisfies readonly ContentStatus[]

/** Every allowed move of a content item's status. Staying in the same status is always allowed. */
const MOVES: Record<ContentStatus, readonly ContentStatus[]> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['draft']
}

const HINTS: Partial<Record<`${ContentStatus}->${ContentStatus}`, string>> = {
  'archived->published': 'restore it to draft first, then publish it'
}

/** Throws 422 INVALID_TRANSITION when `from` may not move to `to`. */
export function assertTransition(from: ContentStatus, to: ContentStatus): void {
  if (from === to || MOVES[from].includes(to)) return
  const hint = HINTS[`${from}->${to}`]
  throw new AppError('INVALID_TRANSITION', `${article(from)} ${from} item cannot become ${to}${hint ? `: ${hint}` : ''}`, {
    status: [`cannot move from ${from} to ${to}; allowed: ${[from, ...MOVES[from]].join(', ')}`]
  })
}
