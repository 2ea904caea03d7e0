import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'

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
}

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
}

/** A cache key one instance invalidated, for the others that share the database without Redis. */
export interface InvalidationTable {
  id: string
  cache_key: string
  /** the instance that wrote it, which has already dropped the key */
  origin: string
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

export interface Database {
  users: UserTable
  sessions: SessionTable
  user_settings: UserSettingsTable
  app_settings: AppSettingTable
  events: EventTable
  content_items: ContentItemTable
  content_tags: ContentTagTable
  files: FileTable
  invalidations: InvalidationTable
  orders: OrderTable
}

export type UserRow = Selectable<UserTable>
export type NewUserRow = Insertable<UserTable>
export type UserRowUpdate = Updateable<UserTable>
export type SessionRow = Selectable<SessionTable>
export type EventRow = Selectable<EventTable>
export type ContentItemRow = Selectable<ContentItemTable>
export type FileRow = Selectable<FileTable>
export type OrderRow = Selectable<OrderTable>
