import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Dialect } from '../../core/db/database.js'
import { accountGone, invalidField } from '../../core/errors.js'
import * as repo from './settings.repository.js'
import type {
  EditablePublic,
  PublicSettings,
  PublicSettingsChanges,
  UserSettings,
  UserSettingsChanges
} from './settings.schemas.js'

const PUBLIC_DEFAULTS: EditablePublic = {
  appName: 'Admin Panel',
  defaultTheme: 'system',
  defaultLanguage: 'en',
  languages: ['en'],
  registrationEnabled: true
}

/** What a user has chosen; everything left out follows the defaults. */
type UserChoices = UserSettingsChanges

export interface SettingsDeps {
  db: Kysely<Database>
  dialect: Dialect
  maxUploadBytes: number
  /** what the files module accepts, so that the public settings tell the truth */
  allowedFileTypes: readonly string[]
  version: string
}

/** The public settings of the panel and each user's own settings. */
export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  /** The public settings, as anyone may read them. */
  async publicSettings(): Promise<PublicSettings> {
    return {
      ...(await this.editable()),
      maxUploadBytes: this.deps.maxUploadBytes,
      allowedFileTypes: [...this.deps.allowedFileTypes],
      version: this.deps.version
    }
  }

  /** Whether anyone may create an account through POST /api/auth/register. */
  async registrationEnabled(): Promise<boolean> {
    return (await this.editable()).registrationEnabled
  }

  /** Changes the public settings given; `defaultLanguage` must be one of `languages`. Concurrent changes apply one after the other. */
  async updatePublic(changes: PublicSettingsChanges): Promise<PublicSettings> {
    await this.deps.db.transaction().execute(async (trx) => {
      const next = { ...PUBLIC_DEFAULTS, ...((await repo.lockPublic(trx, this.deps.dialect)) as Partial<EditablePublic>), ...changes }
      if (!next.languages.includes(next.defaultLanguage)) {
        throw changes.defaultLanguage !== undefined
          ? invalidField('defaultLanguage', `must be one of the languages: ${next.languages.join(', ')}`)
          : invalidField('languages', `must include the default language ${next.defaultLanguage}`)
      }
      await repo.writePublic(trx, next)
    })
    return this.publicSettings()
  }

  /** The user's settings, defaults filled in. */
  async forUser(userId: string): Promise<UserSettings> {
    const [choices, publicSettings] = await Promise.all([this.choices(userId), this.editable()])
    return effective(choices, publicSettings)
  }

  /** Merges the changes into what the user chose, inside `notifications` too; concurrent changes apply one after the other. */
  async updateUser(userId: string, changes: UserSettingsChanges): Promise<UserSettings> {
    return this.deps.db.transaction().execute(async (trx) => {
      const publicSettings = await this.editable(trx)
      if (changes.language !== undefined && !publicSettings.languages.includes(changes.language)) {
        throw invalidField('language', `must be one of: ${publicSettings.languages.join(', ')}`)
      }
      const current = (await repo.lockUser(trx, this.deps.dialect, userId)) as UserChoices | undefined
      // Deleted after its token was checked: answered as the next request would be.
      if (!current) throw accountGone()
      const next: UserChoices = {
        ...current,
        ...changes,
        notifications: { ...current.notifications, ...changes.notifications }
      }
      await repo.writeUser(trx, userId, next)
      return effective(next, publicSettings)
    })
  }

  private async editable(db: Kysely<Database> = this.deps.db): Promise<EditablePublic> {
    return { ...PUBLIC_DEFAULTS, ...((await repo.readPublic(db)) as Partial<EditablePublic> | undefined) }
  }

  private async choices(userId: string): Promise<UserChoices> {
    return ((await repo.readUser(this.deps.db, userId)) as UserChoices | undefined) ?? {}
  }
}

// A language the administrators have since removed falls back to the default one.
function effective(choices: UserChoices, publicSettings: EditablePublic): UserSettings {
  const language = choices.language && publicSettings.languages.includes(choices.language) ? choices.language : publicSettings.defaultLanguage
  return {
    theme: choices.theme ?? 'system',
    language,
    notifications: { email: choices.notifications?.email ?? true, push: choices.notifications?.push ?? false }
  }
}
