import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

// Timestamps are ISO 8601 UTC strings with milliseconds ("2026-11-23T05:22:35.123Z") in both
// dialects: they sort as text, group by day with substr(), and read back unchanged.
type Timestamp = string

export interface UserTable {
  id: string
  name: string
  email: string
  /** lower-cased email, unique: the case-insensitive login identifier */
  email_normalized: string
  password_hash: string
  role: 'user' | 'admin'
  created_at: Timestamp
  updated_at: Timestamp
  last_login_at: Timestamp | null
  /** sessions created before this are no longer valid (password reset) */
  sessions_valid_after: Timestamp | null
  /** when the owner of `email` proved they read it (a link mailed to it); null until then */
  email_verified_at: Timestamp | null
  /** pending: invited, no password yet, cannot sign in */
  status: UserStatus
}

export type UserStatus = 'active' | 'pending'

export interface SessionTable {
  id: string
  user_id: string
  /** jti of the newest token of the session; older ones are refused (reuse detection) */
  current_jti: string
  /** jti the current one replaced, accepted for a short grace after rotation (two tabs) */
  previous_jti: string | null
  rotated_at: Timestamp | null
  user_agent: string | null
  ip: string | null
  created_at: Timestamp
  last_used_at: Timestamp
  /** after this the session cannot be refreshed any more */
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

export interface UserSettingsTable {
  user_id: string
  /** JSON text of the user's settings object */
  value: string
  updated_at: Timestamp
}

export interface AppSettingTable {
  key: string
  /** JSON text */
  value: string
  updated_at: Timestamp
}

/** One row per thing that happened: the activity log and the webhook outbox in one table. */
export interface EventTable {
  id: string
  type: string
  actor_id: string | null
  subject_type: string
  subject_id: string
  /** JSON text: the resource as the API shows it */
  payload: string
  created_at: Timestamp
  /** null until the webhook worker has made this event's deliveries (the outbox's pending mark) */
  dispatched_at: Timestamp | null
}

/** A cache key one instance invalidated, for the others that share the database without Redis. */
export interface InvalidationTable {
  id: string
  cache_key: string
  /** the instance that wrote it, which has already dropped the key */
  origin: string
  created_at: Timestamp
}

/** A ticket that opens one live stream, once, for a session (the ticket itself is never stored). */
export interface StreamTicketTable {
  /** SHA-256 of the ticket, hex */
  id: string
  user_id: string
  session_id: string
  /** the token that asked for it */
  token_id: string
  expires_at: Timestamp
}

/** A personal API token (the token itself is never stored). */
export interface ApiTokenTable {
  id: string
  /** the owner; the token goes when the user does (ON DELETE CASCADE) */
  user_id: string
  name: string
  scope: 'read' | 'write'
  /** SHA-256 of the whole token, hex: how a request's token is found */
  token_hash: string
  /** the token's first characters (`apt_` and 4 more), so that a person can tell tokens apart */
  hint: string
  created_at: Timestamp
  /** null: it does not expire */
  expires_at: Timestamp | null
  /** written at most once a minute */
  last_used_at: Timestamp | null
}

/** A user's TOTP secret: set up (enabled_at null) until a first code confirms it. */
export interface TwoFactorTable {
  user_id: string
  /** the base32 secret, AES-256-GCM encrypted (lib/secret-box.ts) */
  secret_sealed: string
  created_at: Timestamp
  /** null while set up but not yet confirmed by a code */
  enabled_at: Timestamp | null
  /** the time step of the last code accepted: a code of that step or an earlier one is refused */
  last_time_step: number | null
}

/** A single-use recovery code (the code itself is never stored). */
export interface TwoFactorRecoveryCodeTable {
  id: string
  user_id: string
  /** SHA-256 of the normalized code, hex */
  code_hash: string
  used_at: Timestamp | null
}

/** The second step of a sign-in whose password was right (the challenge itself is never stored). */
export interface TwoFactorChallengeTable {
  /** SHA-256 of the challenge, hex */
  id: string
  user_id: string
  expires_at: Timestamp
  /** tries of the second factor so far, all wrong (a right one deletes the challenge) */
  wrong_factors: Generated<number>
}

export type EmailTokenPurpose = 'password_reset' | 'invitation' | 'email_verification' | 'email_change'

/** A single-use link mailed to an address (the token itself is never stored). */
export interface EmailTokenTable {
  /** SHA-256 of the token, hex */
  id: string
  user_id: string
  purpose: EmailTokenPurpose
  /** the address the link was sent to (for an email change: the new address) */
  email: string
  created_at: Timestamp
  expires_at: Timestamp
}

export type MailStatus = 'pending' | 'failed'

/** A mail waiting to be sent (sent ones are deleted), retried with backoff. */
export interface MailOutboxTable {
  /** also the mail's Message-ID, the same on every retry */
  id: string
  /** JSON of the message (recipient, subject, text, html), AES-256-GCM encrypted: it holds a working link */
  message_sealed: string
  status: MailStatus
  attempts: number
  next_attempt_at: Timestamp
  /** a worker holds the mail until then (its lease); another may take it after */
  claimed_until: Timestamp | null
  claim_token: string | null
  last_error: string | null
  created_at: Timestamp
}

export type ContentStatus = 'draft' | 'published' | 'archived'

export interface ContentItemTable {
  id: string
  title: string
  content: string
  type: string
  status: ContentStatus
  /** not a foreign key: content stays when its author is deleted */
  author_id: string
  created_at: Timestamp
  updated_at: Timestamp
  /** first publication; kept when the item is unpublished */
  published_at: Timestamp | null
}

export interface ContentTagTable {
  content_id: string
  tag: string
  /** order of the tag in the item's list */
  position: number
}

export interface FileTable {
  id: string
  /** not a foreign key: files stay when their uploader is deleted */
  uploader_id: string
  /** the sanitised original name */
  filename: string
  /** where the storage driver keeps the bytes; generated, never from the name */
  storage_key: string
  /** bytes */
  size: number
  mime_type: string
  created_at: Timestamp
}

/** A thumbnail made of an image file with one preset; deleted with its file. */
export interface FileThumbnailTable {
  file_id: string
  /** the preset's name (thumb, preview) */
  preset: string
  /** where the storage driver keeps its bytes: the file's key, the preset and its settings */
  storage_key: string
  /** bytes */
  size: number
  created_at: Timestamp
}

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'cancelled'

export interface OrderTable {
  id: string
  customer_email: string
  /** lower-cased, for the case-insensitive filter */
  customer_email_normalized: string
  /** the total in minor units (cents): an exact integer, never a float (PostgreSQL's driver reads a bigint as text) */
  total_minor: ColumnType<number | string, number, number>
  /** ISO 4217 code, three capital letters */
  currency: string
  status: OrderStatus
  created_at: Timestamp
  updated_at: Timestamp
}

export interface WebhookTable {
  id: string
  /** the owner; the webhook goes when the user does (ON DELETE CASCADE) */
  user_id: string
  url: string
  /** JSON text: the event names subscribed to */
  events: string
  /** the signing secret, AES-256-GCM encrypted (modules/webhooks/secret-box.ts) */
  secret_sealed: string
  /** 1 or 0 */
  active: number
  /** how many events in a row ended failed; reset by a success */
  failure_streak: number
  created_at: Timestamp
  updated_at: Timestamp
}

/** paused: its webhook is disabled; it waits out of the queue until the webhook is on again */
export type DeliveryStatus = 'pending' | 'paused' | 'delivered' | 'failed'

/** One event to send to one webhook, retried until delivered or out of attempts. */
export interface WebhookDeliveryTable {
  /** also the `webhook-id` header, the same on every retry */
  id: string
  webhook_id: string
  event_id: string
  event_type: string
  /** JSON text: the exact body sent on every attempt */
  body: string
  status: DeliveryStatus
  attempts: number
  next_attempt_at: Timestamp
  /** a worker holds the delivery until then (its lease); another may take it after */
  claimed_until: Timestamp | null
  /** which claim holds the lease: an outcome is written only by its holder */
  claim_token: string | null
  created_at: Timestamp
}

export interface WebhookAttemptTable {
  id: string
  delivery_id: string
  webhook_id: string
  event_id: string
  event_type: string
  attempt: number
  status_code: number | null
  duration_ms: number
  error: string | null
  created_at: Timestamp
}

/** Bytes an upload in progress holds against its uploader's quota and the free disk. */
export interface UploadReservationTable {
  id: string
  user_id: string
  bytes: number
  /** the reservation lapses then unless its upload renews it */
  expires_at: Timestamp
}

/**
 * How many rows one set of a list holds (every content item, those of one status, ...), kept by
 * the transactions that add and remove the rows (row-counts.ts).
 */
export interface RowCountTable {
  name: string
  /** a bigint: PostgreSQL reads it as a string */
  count: ColumnType<number | string, number, number>
}

export interface Database {
  users: UserTable
  sessions: SessionTable
  user_settings: UserSettingsTable
  app_settings: AppSettingTable
  events: EventTable
  content_items: ContentItemTable
  content_tags: ContentTagTable
  files: FileTable
  file_thumbnails: FileThumbnailTable
  upload_reservations: UploadReservationTable
  invalidations: InvalidationTable
  stream_tickets: StreamTicketTable
  api_tokens: ApiTokenTable
  two_factor: TwoFactorTable
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable
  two_factor_challenges: TwoFactorChallengeTable
  email_tokens: EmailTokenTable
  mail_outbox: MailOutboxTable
  orders: OrderTable
  webhooks: WebhookTable
  webhook_deliveries: WebhookDeliveryTable
  webhook_attempts: WebhookAttemptTable
  row_counts: RowCountTable
}

export type UserRow = Selectable<UserTable>
export type NewUserRow = Insertable<UserTable>
export type UserRowUpdate = Updateable<UserTable>
export type SessionRow = Selectable<SessionTable>
export type ApiTokenRow = Selectable<ApiTokenTable>
export type TwoFactorRow = Selectable<TwoFactorTable>
export type EventRow = Selectable<EventTable>
export type ContentItemRow = Selectable<ContentItemTable>
export type FileRow = Selectable<FileTable>
export type FileThumbnailRow = Selectable<FileThumbnailTable>
export type UploadReservationRow = Selectable<UploadReservationTable>
export type OrderRow = Selectable<OrderTable>
export type WebhookRow = Selectable<WebhookTable>
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>
export type WebhookAttemptRow = Selectable<WebhookAttemptTable>
export type EmailTokenRow = Selectable<EmailTokenTable>
export type MailOutboxRow = Selectable<MailOutboxTable>
