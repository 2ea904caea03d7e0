import { ApiError, SessionEndedError } from './errors.js'
import type { Data, ErrorCode, HealthReport, JsonBody, Method, Operation, PathsFor, RequestOptions } from './types.js'
import { progressFetch, type UploadProgress } from './progress-fetch.js'
import { LiveSubscription, type LiveOptions } from './live.js'

/**
 * Where the token lives when this client is not its only user: in a browser, the tabs of one
 * panel share it through localStorage. Read before every call, so that a token another tab
 * refreshed is used at once.
 */
export interface TokenStore {
  read(): string | null
  /** a new token (sign-in, refresh), or null when the session has ended */
  write(token: string | null): void
}

export interface ClientOptions {
  /** where the service answers, such as `https://admin.example.com` (paths start with /api) */
  baseUrl: string
  /** a token kept from an earlier sign-in */
  token?: string | null
  /** hears every change of token: a sign-in or a refresh, and null when the session ends */
  onToken?: (token: string | null) => void
  /** a fetch to use instead of the global one */
  fetch?: typeof fetch
  /** keeps the token outside this client, shared with others (`token` is then ignored) */
  store?: TokenStore
  /**
   * Runs a refresh so that only one holder of the store refreshes at a time (in a browser,
   * `navigator.locks`). Inside it the client refreshes only if the stored token is still the one
   * that needed refreshing; otherwise another holder already did, and its token is used.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
}

export interface UploadOptions {
  signal?: AbortSignal
  /** told how much of the body has been sent; needs XMLHttpRequest (browsers), since fetch cannot tell */
  onProgress?: (progress: UploadProgress) => void
}

/** `options` may be left out when the operation needs no path parameter and no body. */
type Args<O> = object extends RequestOptions<O> ? [options?: RequestOptions<O>] : [options: RequestOptions<O>]

interface Envelope {
  success?: boolean
  data?: unknown
  error?: { code?: string; message?: string; details?: Record<string, string[]> }
}

const REFRESH_PATH = '/api/auth/refresh'
const LOGOUT_PATH = '/api/auth/logout'

/**
 * A typed client: each call answers the envelope's `data` or throws an `ApiError`. An expired token
 * is refreshed once (shared by concurrent calls); an ended session calls `onToken(null)` and throws `SessionEndedError`.
 */
export class AdminClient {
  private ownToken: string | null
  private refreshing: Promise<void> | null = null
  private readonly fetch: typeof fetch

  constructor(private readonly options: ClientOptions) {
    this.ownToken = options.token ?? null
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  }

  /** The token calls are sent with, or null when signed out. */
  get currentToken(): string | null {
    return this.token
  }

  private get token(): string | null {
    return this.options.store ? this.options.store.read() : this.ownToken
  }

  get<P extends PathsFor<'get'>>(path: P, ...args: Args<Operation<P, 'get'>>): Promise<Data<Operation<P, 'get'>>> {
    return this.request('get', path, ...(args as Args<Operation<P, 'get'>>))
  }

  post<P extends PathsFor<'post'>>(path: P, ...args: Args<Operation<P, 'post'>>): Promise<Data<Operation<P, 'post'>>> {
    return this.request('post', path, ...(args as Args<Operation<P, 'post'>>))
  }

  put<P extends PathsFor<'put'>>(path: P, ...args: Args<Operation<P, 'put'>>): Promise<Data<Operation<P, 'put'>>> {
    return this.request('put', path, ...(args as Args<Operation<P, 'put'>>))
  }

  delete<P extends PathsFor<'delete'>>(path: P, ...args: Args<Operation<P, 'delete'>>): Promise<Data<Operation<P, 'delete'>>> {
    return this.request('delete', path, ...(args as Args<Operation<P, 'delete'>>))
  }

  /** Any operation, by method and path. */
  async request<M extends Method, P extends PathsFor<M>>(method: M, path: P, ...[options]: Args<Operation<P, M>>): Promise<Data<Operation<P, M>>> {
    return (await this.call(method, path, (options ?? {}) as CallOptions, true)) as Data<Operation<P, M>>
  }

  /** Uploads a file (multipart, one part named `file`); the service decides its type from its bytes. */
  async upload(file: Blob, filename: string, options: UploadOptions = {}): Promise<Data<Operation<'/api/upload', 'post'>>> {
    const form = new FormData()
    form.append('file', file, filename)
    const transport = options.onProgress ? progressFetch(options.onProgress) : undefined
    return (await this.call('post', '/api/upload', { form, signal: options.signal, transport }, true)) as Data<Operation<'/api/upload', 'post'>>
  }

  /**
   * The health report, `unhealthy` included: the service answers that one with 503, which
   * `get('/api/health')` throws as an error like any other failure.
   */
  async health(signal?: AbortSignal): Promise<HealthReport> {
    const response = await this.send('get', '/api/health', { signal }, null)
    const body = await readEnvelope(response)
    if (response.ok || (response.status === 503 && 'status' in body)) return body as HealthReport
    throw toApiError(response, body, false)
  }

  /**
   * The Prometheus text of `GET /metrics`, with the service's METRICS_TOKEN (not a user's token).
   * Without METRICS_TOKEN set, or with another token, the service answers 404 NOT_FOUND.
   */
  async prometheusMetrics(metricsToken: string, signal?: AbortSignal): Promise<string> {
    const response = await this.send('get', '/metrics', { signal, headers: { accept: 'text/plain', authorization: `Bearer ${metricsToken}` } }, null)
    if (!response.ok) throw toApiError(response, await readEnvelope(response), false)
    return response.text()
  }

  /** The bytes of an uploaded file, from its record (`id` and `filename`, as the upload and the list answer them). */
  async download(file: { id: string; filename: string }, signal?: AbortSignal): Promise<Blob> {
    const response = await this.send('get', '/files/{id}/{filename}', { path: { id: file.id, filename: file.filename }, signal, headers: { accept: '*/*' } }, null)
    if (!response.ok) throw toApiError(response, await readEnvelope(response), false)
    return response.blob()
  }

  /**
   * Listens to `GET /api/stream` until `close()`, reconnecting and resuming after the last event;
   * `onReset` says more was missed than is replayed. An ended session stops it via `onError`.
   */
  live(options: LiveOptions): LiveSubscription {
    return new LiveSubscription(options, (query, headers, signal) =>
      this.respond('get', '/api/stream', { query, signal, headers: { accept: 'text/event-stream', ...headers } }, true)
    )
  }

  /**
   * Signs in and keeps the token for the calls that follow. With two-factor sign-in on, the
   * answer is `{mfaRequired: true, challenge}` and no token: `completeSignIn` finishes it.
   */
  async signIn(email: string, password: string): Promise<Data<Operation<'/api/auth/login', 'post'>>> {
    const answer = await this.post('/api/auth/login', { body: { email, password } })
    if ('token' in answer) this.setToken(answer.token)
    return answer
  }

  /** The second step of a sign-in: the challenge and a code from the app (or a recovery code); keeps the token. */
  async completeSignIn(body: JsonBody<Operation<'/api/auth/login/2fa', 'post'>>): Promise<Data<Operation<'/api/auth/login/2fa', 'post'>>> {
    const signedIn = await this.post('/api/auth/login/2fa', { body })
    this.setToken(signedIn.token)
    return signedIn
  }

  /**
   * Changes the signed-in user's password. The service ends every other session of the user and
   * answers a fresh token, which the client keeps.
   */
  async changePassword(body: JsonBody<Operation<'/api/users/me/password', 'put'>>): Promise<void> {
    const changed = await this.put('/api/users/me/password', { body })
    this.setToken(changed.token)
  }

  /**
   * Ends the session on the service and drops the token. A token that has expired but could
   * still be refreshed is accepted for this, so an idle tab can sign out.
   */
  async signOut(): Promise<void> {
    if (this.token === null) return
    try {
      await this.call('post', LOGOUT_PATH, {}, false)
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error
    } finally {
      this.setToken(null)
    }
  }

  /**
   * Exchanges the token for a new one now; concurrent callers share one exchange, and so do the
   * holders of a shared store when `exclusive` is given.
   */
  refresh(): Promise<void> {
    return this.refreshFrom(this.token)
  }

  private refreshFrom(stale: string | null): Promise<void> {
    const exclusive = this.options.exclusive ?? ((task) => task())
    this.refreshing ??= exclusive(async () => {
      if (this.token === stale) await this.exchange()
    }).finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  private async exchange(): Promise<void> {
    const refreshed = (await this.call('post', REFRESH_PATH, {}, false)) as { token: string }
    this.setToken(refreshed.token)
  }

  private async call(method: Method, path: string, options: CallOptions, mayRefresh: boolean): Promise<unknown> {
    const envelope = await readEnvelope(await this.respond(method, path, options, mayRefresh))
    return 'success' in envelope ? envelope.data : envelope
  }

  /** The answer when it is a success; otherwise it throws the ApiError, after refreshing an expired token once. */
  private async respond(method: Method, path: string, options: CallOptions, mayRefresh: boolean): Promise<Response> {
    const sentWith = this.token
    const response = await this.send(method, path, options, sentWith)
    if (response.ok) return response
    const envelope = await readEnvelope(response)
    const reason = response.status === 401 && sentWith !== null ? tokenProblem(response) : null
    if (reason === 'expired' && mayRefresh) {
      // Another call (or tab) may have refreshed while this one was on its way: then just send again.
      if (this.token === sentWith) await this.refreshFrom(sentWith)
      return this.respond(method, path, options, false)
    }
    const error = toApiError(response, envelope, reason !== null)
    if (error instanceof SessionEndedError && this.token === sentWith) this.setToken(null)
    throw error
  }

  private send(method: Method, path: string, options: CallOptions, token: string | null): Promise<Response> {
    const url = new URL(fillPath(path, options.path), this.options.baseUrl)
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value))
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (token !== null) headers.authorization = `Bearer ${token}`
    const init: RequestInit = { method: method.toUpperCase(), headers, signal: options.signal }
    if (options.form !== undefined) {
      // fetch writes the multipart boundary into the content type itself.
      init.body = options.form
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(options.body)
    }
    return (options.transport ?? this.fetch)(url, init)
  }

  private setToken(token: string | null): void {
    if (token === this.token) return
    if (this.options.store) this.options.store.write(token)
    else this.ownToken = token
    this.options.onToken?.(token)
  }
}

interface CallOptions {
  path?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
  form?: FormData
  signal?: AbortSignal
  headers?: Record<string, string>
  /** sends this call instead of the client's fetch (an upload that reports its progress) */
  transport?: typeof fetch
}

function fillPath(path: string, parameters: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parameters[name]
    if (value === undefined) throw new TypeError(`${path} needs the path parameter ${name}`)
    return encodeURIComponent(value)
  })
}

async function readEnvelope(response: Response): Promise<Envelope> {
  if (!response.headers.get('content-type')?.includes('json')) return {}
  try {
    return (await response.json()) as Envelope
  } catch {
    return {}
  }
}

/**
 * The stable word at the start of a 401's `error_description` (RFC 6750): `expired`, `revoked`
 * or `invalid`; null when the answer names none.
 */
function tokenProblem(response: Response): string | null {
  const challenge = response.headers.get('www-authenticate') ?? ''
  return /error_description="(\w+)/.exec(challenge)?.[1] ?? null
}

function toApiError(response: Response, envelope: Envelope, sessionEnded: boolean): ApiError {
  const code = (envelope.error?.code ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST')) as ErrorCode
  const message = envelope.error?.message ?? `The service answered ${response.status}`
  const retryAfter = response.headers.get('retry-after')
  const Kind = sessionEnded ? SessionEndedError : ApiError
  return new Kind(
    response.status,
    code,
    message,
    envelope.error?.details ?? {},
    response.headers.get('x-request-id'),
    retryAfter === null ? null : Number(retryAfter)
  )
}
