import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin'
import { ApiError, SessionEndedError, type Schemas } from '@admin-panel/client'
import { client, tokenClaims } from './session'
import { forgetSessionEnded } from './session-end'
import { toHttpError } from './errors'
import { PAGES, RESOURCES } from '../registry'
import { ENROLMENT_PATH } from '../pages/two-factor/enrolment'

export type User = Schemas['User']

/** The areas only an administrator is offered (the registry says which); the service refuses them to others anyway. */
const ADMIN_ONLY = new Set([...RESOURCES, ...PAGES].filter((area) => area.adminOnly).map((area) => area.name))

/** Raised by login; the sign-in page shows it on the form, with the wait when there is one. */
export class SignInError extends Error {
  constructor(
    readonly reason: 'credentials' | 'throttled' | 'unverified' | 'second_factor' | 'wrong_code' | 'challenge_gone' | 'other',
    message: string,
    /** seconds to wait before trying again (throttled) */
    readonly retryAfter: number | null = null,
    /** second_factor: what the code step sends along with the code */
    readonly challenge: string | null = null
  ) {
    super(message)
  }
}

/** What the sign-in page sends: the password step, or the code step that follows it when two-factor sign-in is on. */
export type SignInParams = { email: string; password: string } | { challenge: string; code?: string; recoveryCode?: string }

let me: Promise<User> | null = null
let meFor: string | null = null

/** Who the session is for; null when signed out. */
function sessionSubject(): string | null {
  return tokenClaims(client.currentToken)?.sub ?? null
}

/** The signed-in user, read once per session (and again after a reload). */
export function currentUser(): Promise<User> {
  const subject = sessionSubject()
  // Signed out: nothing to ask the service (it would only answer 401).
  if (subject === null) return Promise.reject(new HttpError('app.auth.session_ended', 401))
  if (!me || meFor !== subject) {
    meFor = subject
    const asked: Promise<User> = client.get('/api/users/me').catch((error: unknown) => {
      me = null
      throw toHttpError(error)
    })
    me = asked
    return asked
  }
  return me
}

function forget(): void {
  me = null
  meFor = null
}

export const authProvider: AuthProvider = {
  async login(params: SignInParams) {
    forget()
    const codeStep = 'challenge' in params
    try {
      const answer = codeStep ? await client.completeSignIn(params) : await client.signIn(params.email, params.password)
      if (!('token' in answer)) throw new SignInError('second_factor', 'app.auth.code_needed', null, answer.challenge)
      forgetSessionEnded()
      me = Promise.resolve(answer.user)
      meFor = answer.user.id
      // REQUIRE_2FA_FOR_ADMINS: nothing else answers this administrator until they enrol.
      if ('mfaEnrolmentRequired' in answer && answer.mfaEnrolmentRequired) return { redirectTo: ENROLMENT_PATH }
    } catch (error) {
      if (error instanceof SignInError) throw error
      if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
        throw codeStep ? new SignInError('challenge_gone', 'app.auth.challenge_gone') : new SignInError('credentials', 'app.auth.invalid_credentials')
      }
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && codeStep) throw new SignInError('wrong_code', 'app.auth.wrong_code')
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') throw new SignInError('throttled', 'app.auth.throttled', error.retryAfter)
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') throw new SignInError('unverified', 'app.account.not_verified')
      throw new SignInError('other', toHttpError(error).message)
    }
  },

  async logout() {
    forget()
    // Only a session that ends on its own is reported on the sign-in page, not a sign-out.
    if (client.currentToken !== null) forgetSessionEnded()
    // Revokes the session on the service; a session already over has nothing left to revoke.
    await client.signOut().catch(() => undefined)
  },

  async checkAuth() {
    if (client.currentToken === null) throw { message: false }
  },

  async checkError(error: { status?: number; body?: { code?: unknown } }) {
    if (error?.status === 403 && error.body?.code === 'MFA_ENROLMENT_REQUIRED') throw { redirectTo: ENROLMENT_PATH, logoutUser: false }
    if (error?.status === 401) {
      forget()
      // The sign-in page says why (providers/session.ts remembers it); no notice on top of that.
      throw { message: false }
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await currentUser()
    return { id: user.id, fullName: user.name, email: user.email, role: user.role }
  },

  async getPermissions() {
    // react-admin's router asks on every page, the signed-out visitor's too (a mailed link's), and
    // answers a refusal by signing out to /login: someone signed out simply has no permissions.
    if (sessionSubject() === null) return null
    return (await currentUser()).role
  },

  async canAccess({ resource }: { resource: string; action: string }) {
    if (!ADMIN_ONLY.has(resource)) return true
    return (await currentUser()).role === 'admin'
  }
}

export { SessionEndedError }
