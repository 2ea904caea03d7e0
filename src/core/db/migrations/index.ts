import type { Migration } from 'kysely'
import * as initial from './2026-11-23-0001-initial.js'
import * as sessionCutoff from './2026-11-23-0002-session-cutoff.js'
import * as content from './2026-11-23-0003-content.js'
import * as contentSortIndexes from './2026-11-23-0004-content-sort-indexes.js'
import * as files from './2026-11-23-0005-files.js'
import * as webhooks from './2026-11-23-0006-webhooks.js'
import * as orders from './2026-11-23-0007-orders.js'
import * as invalidations from './2026-11-23-0008-invalidations.js'
import * as redundantEventIndexes from './2026-11-24-0009-redundant-event-indexes.js'
import * as uploadReservations from './2026-11-25-0010-upload-reservations.js'
import * as streamTickets from './2026-11-25-0011-stream-tickets.js'
import * as listIndexes from './2026-11-26-0024-list-indexes.js'
import * as rowCounts from './2026-11-26-0040-row-counts.js'
import * as apiTokens from './2026-11-26-0142-api-tokens.js'
import * as fileThumbnails from './2026-11-26-0150-file-thumbnails.js'
import * as mail from './2026-11-26-0236-mail.js'
import * as twoFactor from './2026-11-26-0338-two-factor.js'
import * as actorCounts from './2026-11-26-1030-actor-counts.js'
import * as twoFactorWrongFactors from './2026-11-26-1440-two-factor-wrong-factors.js'
import * as usersStatusIndex from './2026-11-26-1700-users-status-index.js'
import * as eventHourCounts from './2026-11-26-2331-event-hour-counts.js'
import * as contentCreatedIdIndexes from './2026-11-27-0021-content-created-id-indexes.js'
import * as contentSortIdIndexes from './2026-11-27-0300-content-sort-id-indexes.js'

/** Every migration, by name; names sort in the order they run. Add new files here. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-0001-initial': initial,
  '2026-11-23-0002-session-cutoff': sessionCutoff,
  '2026-11-23-0003-content': content,
  '2026-11-23-0004-content-sort-indexes': contentSortIndexes,
  '2026-11-23-0005-files': files,
  '2026-11-23-0006-webhooks': webhooks,
  '2026-11-23-0007-orders': orders,
  '2026-11-23-0008-invalidations': invalidations,
  '2026-11-24-0009-redundant-event-indexes': redundantEventIndexes,
  '2026-11-25-0010-upload-reservations': uploadReservations,
  '2026-11-25-0011-stream-tickets': streamTickets,
  '2026-11-26-0024-list-indexes': listIndexes,
  '2026-11-26-0040-row-counts': rowCounts,
  '2026-11-26-0142-api-tokens': apiTokens,
  '2026-11-26-0150-file-thumbnails': fileThumbnails,
  '2026-11-26-0236-mail': mail,
  '2026-11-26-0338-two-factor': twoFactor,
  '2026-11-26-1030-actor-counts': actorCounts,
  '2026-11-26-1440-two-factor-wrong-factors': twoFactorWrongFactors,
  '2026-11-26-1700-users-status-index': usersStatusIndex,
  '2026-11-26-2331-event-hour-counts': eventHourCounts,
  '2026-11-27-0021-content-created-id-indexes': contentCreatedIdIndexes,
  '2026-11-27-0300-content-sort-id-indexes': contentSortIdIndexes
}
