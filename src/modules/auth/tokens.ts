import { createSigner, createVerifier, TokenError } from 'fast-jwt'
import { unauthorized } from '../../core/errors.js'
import { growingLru } from '../../lib/growing-lru.js'

const ISSUER = 'admin-panel-service'
const AUDIENCE = 'admin-panel-api'
const TYPE = 'at+jwt'
const VERIFIED_CACHE_SIZE = 10_000
/** How far in the future an `iat` may lie: clocks of the instances differ a little, not more. */
const IAT_LEEWAY_SECONDS = 5

export interface AccessClaims {
  sub: string
  sid: string
  jti: string
  iat: number
  exp: number
  aud: unknown
}

export interface SignedToken {
  token: string
  expiresAt: string
}

/**
 * HS256 access tokens. Verification accepts only HS256 (so `alg: none` and key-confusion
 * tricks fail), checks `typ`, `iss`, `exp` and that every claim we rely on is present; `aud` must
 * be our audience string itself (not a list that contains it), and `iat` not in the future.
 */
export class TokenService {
  private readonly sign: (payload: Record<string, unknown>) => string
  private readonly verifyLive: (token: string) => AccessClaims
  private readonly verifyAnyAge: (token: string) => AccessClaims
  /**
   * Tokens already verified, by their exact text, until they expire: a client sends the same one
   * with every request, and its HMAC need not be checked again. (fast-jwt's own cache keys each
   * token by its SHA-256, a hash object made per request, a large part of a light request.)
   */
  private readonly verified = growingLru<string, AccessClaims>(VERIFIED_CACHE_SIZE)

  constructor(
    secret: string,
    private readonly ttlSeconds: number
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE, header: { alg: 'HS256', typ: TYPE } })
    const common = {
      key: secret,
      algorithms: ['HS256' as const],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      checkTyp: TYPE,
      requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp', 'iss', 'aud']
    }
    this.verifyLive = createVerifier(common) as (token: string) => AccessClaims
    this.verifyAnyAge = createVerifier({ ...common, ignoreExpiration: true }) as (token: string) => AccessClaims
  }

  /** A token for session `sid` with id `jti`, valid for TOKEN_TTL_SECONDS from now. */
  issue(userId: string, sessionId: string, tokenId: string): SignedToken {
    const iat = Math.floor(Date.now() / 1000)
    const exp = iat + this.ttlSeconds
    const token = this.sign({ sub: userId, sid: sessionId, jti: tokenId, iat, exp })
    return { token, expiresAt: new Date(exp * 1000).toISOString() }
  }

  /** The claims of a valid, unexpired token; 401 otherwise. */
  verify(token: string): AccessClaims {
    const known = this.verified.get(token)
    if (known && known.exp * 1000 > Date.now()) return known
    const claims = this.check(() => this.verifyLive(token))
    this.verified.set(token, claims)
    return claims
  }

  /** The claims of a correctly signed token, expired or not (refresh checks the age itself). */
  verifyIgnoringExpiry(token: string): AccessClaims {
    return this.check(() => this.verifyAnyAge(token))
  }

  private check(verify: () => AccessClaims): AccessClaims {
    try {
      const claims = verify()
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.jti !== 'string' || claims.aud !== AUDIENCE) {
        throw unauthorized('invalid', 'The token is not valid')
      }
      if (typeof claims.iat !== 'number' || claims.iat > Date.now() / 1000 + IAT_LEEWAY_SECONDS) {
        throw unauthorized('invalid', 'The token is not valid: it was issued in the future')
      }
      return claims
    } catch (error) {
      if (!(error instanceof TokenError)) throw error
      if (error.code === TokenError.codes.expired) throw unauthorized('expired', 'The token has expired; refresh it or sign in again')
      throw unauthorized('invalid', 'The token is not valid')
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header; 401 when there is none. */
export function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer ([A-Za-z0-9_.-]{1,4096})$/i)
  if (!match?.[1]) throw unauthorized('missing', 'Send a token in the Authorization header: Bearer <token>')
  return match[1]
}
