import { createElement } from 'react'
import PublishIcon from '@mui/icons-material/Publish'
import UnpublishedIcon from '@mui/icons-material/Unpublished'
import ArchiveIcon from '@mui/icons-material/Archive'
import UnarchiveIcon from '@mui/icons-material/Unarchive'
import type { Move } from '../../common/MoveButtons'

export type Status = 'draft' | 'published' | 'archived'

/** The moves the service allows from each status (keeping the status is always allowed), with the button of each. */
const MOVES: Record<Status, readonly Move[]> = {
  draft: [
    { to: 'published', label: 'app.content.moves.publish', icon: createElement(PublishIcon) },
    { to: 'archived', label: 'app.content.moves.archive', icon: createElement(ArchiveIcon) }
  ],
  published: [
    { to: 'draft', label: 'app.content.moves.unpublish', icon: createElement(UnpublishedIcon) },
    { to: 'archived', label: 'app.content.moves.archive', icon: createElement(ArchiveIcon) }
  ],
  archived: [{ to: 'draft', label: 'app.content.moves.restore', icon: createElement(UnarchiveIcon) }]
}

/** The steps an item may take from its status. */
export function contentMoves(from: string): readonly Move[] {
  return MOVES[from as Status] ?? []
}

/** A new item starts as a draft or published at once. */
export const NEW_STATUSES: readonly Status[] = ['draft', 'published']

export const STATUS_CHOICES = (['draft', 'published', 'archived'] as const).map((id) => ({ id, name: `app.choices.statuses.${id}` }))
