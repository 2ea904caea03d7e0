export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** What a personal API token may do: `read` only GET and HEAD, `write` all its owner may. */
export const TOKEN_SCOPES = ['read', 'write'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

/**
 * Who is calling: read from a verified token and a live session, or from a personal API token
 * (then `scope` is set, and `sessionId` and `tokenId` are both the API token's id).
 */
export interface Principal {
  userId: string
  sessionId: string
  tokenId: string
  role: Role
  /** set only for a personal API token: what it may do */
  scope?: TokenScope
  /**
   * set for an administrator without two-factor sign-in while REQUIRE_2FA_FOR_ADMINS is on:
   * only the enrolment routes answer them
   */
  mfaEnrolmentRequired?: true
}

/** The part of a principal that decides what it may see and change. */
export type Viewer = Pick<Principal, 'userId' | 'role'>

/** Verifies a request's credentials; throws a 401 AppError when they are missing or not valid. */
export interface Authenticator {
  /**
   * `authorization`: the request's Authorization header, as sent. The principal at once when
   * everything it needs is in memory, else a promise; throws, or rejects, with the 401.
   */
  authenticate(authorization: string | undefined): Principal | Promise<Principal>
  /**
   * The principal again, for a connection that outlives its request (a live stream): the same
   * session still live, with the account's current role. Throws, or rejects, with the 401 once
   * the session has ended (signed out, revoked, expired, the account deleted).
   */
  recheck(principal: Omit<Principal, 'role'>): Principal | Promise<Principal>
  /**
   * The caller proves they know their password before a change that could take the account
   * over: 422 on `current_password` when it is missing or wrong. A wrong one counts as a failed
   * sign-in of the account's email from `ip`.
   */
  confirmPassword(userId: string, password: string | undefined, ip: string): Promise<void>
}
