import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { accountGone, AppError, type ErrorDetails } from '../../core/errors.js'
import type { SettingsRepository } from './settings.repository.js'
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
  repo: SettingsRepository
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
    return this.withFixed(await this.editable())
  }

  /** Whether anyone may create an account through POST /api/auth/register. */
  async registrationEnabled(): Promise<boolean> {
    return (await this.editable()).registrationEnabled
  }

  /** Changes the public settings given; `defaultLanguage` must be one of `languages`. Concurrent changes apply one after the other. */
  async updatePublic(changes: PublicSettingsChanges, tx?: Tx): Promise<PublicSettings> {
    const next = await transact(
      this.deps.db,
      async (tx) => {
        const next = { ...PUBLIC_DEFAULTS, ...((await this.deps.repo.lockPublic(tx.db)) as Partial<EditablePublic>), ...changes }
        const problems = defaultLanguageProblems(next.defaultLanguage, next.languages, changes.defaultLanguage !== undefined)
        if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_ERROR', 'The request has invalid fields', problems)
        await this.deps.repo.writePublic(tx.db, next)
        return next
      },
      tx
    )
    return this.withFixed(next)
  }

  /**
   * What is wrong with a change of the public settings that only the stored ones can tell, for a
   * body as sent: `defaultLanguage` must be one of the languages (those sent, else those stored).
   */
  async publicProblems(body: { defaultLanguage?: unknown; languages?: unknown }): Promise<ErrorDetails> {
    const stored = await this.editable()
    const languages = Array.isArray(body.languages) && body.languages.every((code) => typeof code === 'string') ? (body.languages as string[]) : stored.languages
    const defaultLanguage = typeof body.defaultLanguage === 'string' ? body.defaultLanguage : stored.defaultLanguage
    return defaultLanguageProblems(defaultLanguage, languages, body.defaultLanguage !== undefined)
  }

  /** What is wrong with `language` as a user's choice: it must be one of the public languages. */
  async languageProblems(language: unknown): Promise<ErrorDetails> {
    return typeof language === 'string' ? languageProblems(language, await this.editable()) : {}
  }

  /** The user's settings, defaults filled in. */
  async forUser(userId: string): Promise<UserSettings> {
    const [choices, publicSettings] = await Promise.all([this.choices(userId), this.editable()])
    return effective(choices, publicSettings)
  }

  /** Merges the changes into what the user chose, inside `notifications` too; concurrent changes apply one after the other. */
  async updateUser(userId: string, changes: UserSettingsChanges, tx?: Tx): Promise<UserSettings> {
    return transact(
      this.deps.db,
      async (tx) => {
        const publicSettings = await this.editable(tx.db)
        const problems = languageProblems(changes.language, publicSettings)
        if (problems.language) throw new AppError('VALIDATION_ERROR', 'The request has invalid fields', problems)
        const current = (await this.deps.repo.lockUser(tx.db, userId)) as UserChoices | undefined
        // Deleted after its token was checked: answered as the next request would be.
        if (!current) throw accountGone()
        const next: UserChoices = { ...current, ...changes, notifications: { ...current.notifications, ...changes.notifications } }
        await this.deps.repo.writeUser(tx.db, userId, next)
        return effective(next, publicSettings)
      },
      tx
    )
  }

  // What the deployment fixes, beside what administrators edit.
  private withFixed(editable: EditablePublic): PublicSettings {
    return { ...editable, maxUploadBytes: this.deps.maxUploadBytes, allowedFileTypes: [...this.deps.allowedFileTypes], version: this.deps.version }
  }

  private async editable(db: Kysely<Database> = this.deps.db): Promise<EditablePublic> {
    return { ...PUBLIC_DEFAULTS, ...((await this.deps.repo.readPublic(db)) as Partial<EditablePublic> | undefined) }
  }

  private async choices(userId: string): Promise<UserChoices> {
    return ((await this.deps.repo.readUser(this.deps.db, userId)) as UserChoices | undefined) ?? {}
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

/** The default language must be one of the languages; the field named is the one the change sent. */
function defaultLanguageProblems(defaultLanguage: string, languages: string[], defaultChanged: boolean): ErrorDetails {
  if (languages.includes(defaultLanguage)) return {}
  return defaultChanged
    ? { defaultLanguage: [`must be one of the languages: ${languages.join(', ')}`] }
    : { languages: [`must include the default language ${defaultLanguage}`] }
}

function languageProblems(language: string | undefined, publicSettings: EditablePublic): ErrorDetails {
  if (language === undefined || publicSettings.languages.includes(language)) return {}
  return { language: [`must be one of: ${publicSettings.languages.join(', ')}`] }
}
