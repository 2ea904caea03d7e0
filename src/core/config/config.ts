import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import Value from 'typebox/value'
import { EnvSchema, type Env } from './config.schema.js'
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.js'
import type { PostgresLimits } from '../db/database.js'

export interface Config {
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string
  /** PostgreSQL's statement timeout, client query timeout and TCP keepalive delay (0: none) */
  postgres: PostgresLimits
  redisUrl: string | undefined
  /** starts every Redis key and channel name, so deployments can share one Redis */
  redisPrefix: string
  jwtSecret: string
  tokenTtlSeconds: number
  refreshWindowSeconds: number
  adminEmail: string | undefined
  adminPassword: string | undefined
  rateLimitAnonPerMin: number
  rateLimitUserPerMin: number
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges */
  trustProxy: false | number | string[]
  /** true when JWT_SECRET was given, rather than generated into DATA_DIR */
  jwtSecretGiven: boolean
  idleTimeoutMs: number
  requestTimeoutMs: number
  headersTimeoutMs: number
  keepAliveTimeoutMs: number
  maxConnections: number
  /** live event streams open at once on this instance, at most */
  maxStreams: number
  maxBodyBytes: number
  maxUploadBytes: number
  /** the most one account's files may take, in bytes */
  uploadQuotaBytes: number
  /** uploads to local storage are refused while the volume has less free space than this plus one upload */
  minFreeDiskBytes: number
  /** thumbnails are made of images of at most this many pixels; larger ones are refused (422) */
  thumbnailMaxPixels: number
  storage: 'local' | 's3'
  /** set when storage is s3 */
  s3: S3Config | undefined
  corsOrigins: string[]
  /** the panel at /; false: / answers a small index of the API instead */
  serveAdmin: boolean
  metricsToken: string | undefined
  /** which addresses webhooks may reach besides public ones: none, loopback ones, or all */
  webhookAllowPrivateUrls: 'false' | 'loopback' | 'true'
  /** encrypts webhook secrets at rest; JWT_SECRET when unset */
  webhookSecretKey: string | undefined
  webhookTimeoutMs: number
  webhookRetryBaseMs: number
  webhookMaxAttempts: number
  /** what the retention job prunes, and how it goes about it */
  retention: RetentionConfig
  mail: MailConfig
  /** sign-in is refused (403 EMAIL_NOT_VERIFIED) until the account's email is verified */
  requireEmailVerification: boolean
  /** an administrator without two-factor sign-in may call only the enrolment routes (403 MFA_ENROLMENT_REQUIRED) */
  require2faForAdmins: boolean
  logLevel: string
}

export interface RetentionConfig {
  /** activity log entries older than this many days go; 0 keeps them forever */
  activityDays: number
  /** finished webhook deliveries (and their attempts) older than this many days go; 0 keeps them */
  webhookDeliveryDays: number
  /** how often the job looks for what to prune */
  intervalMs: number
  /** rows removed per transaction, so that no write waits long behind one */
  batchSize: number
}

export interface MailConfig {
  /** unset: mails are written to DATA_DIR/mail/ as .eml files instead of being sent */
  smtpUrl: string | undefined
  /** the From header */
  from: string
  retryBaseMs: number
  maxAttempts: number
}

export interface S3Config {
  bucket: string
  region: string
  /** an S3-compatible service; AWS when unset */
  endpoint: string | undefined
  /** unset: the AWS SDK's own chain (instance role, AWS_* variables) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
}

/** A configuration problem; `issues` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((line) => `  ${line}`).join('\n')}`)
  }
}

const MIN_SECRET_BYTES = 32
// Low enough that a random key is refused less than once in a trillion (hex: 32 digits of 16
// symbols; others: 32 characters of 26 or more), high enough to catch a word typed over and over.
const MIN_DISTINCT_BYTES = 8
const MIN_DISTINCT_HEX_DIGITS = 6

/**
 * Why a JWT_SECRET is too weak to sign tokens with, or undefined: shorter than 32 bytes, of too
 * little variety to be random (42 repeated characters has the length and none of the secrecy), or
 * one short string repeated.
 */
function weakSecret(secret: string): string | undefined {
  const bytes = Buffer.from(secret)
  if (bytes.length < MIN_SECRET_BYTES) return `expected a secret of at least ${MIN_SECRET_BYTES} bytes, got ${bytes.length} bytes`
  const distinct = new Set(bytes).size
  const needed = /^[0-9a-f]+$/i.test(secret) ? MIN_DISTINCT_HEX_DIGITS : MIN_DISTINCT_BYTES
  const advice = 'generate one with: openssl rand -base64 48'
  if (distinct < needed) return `expected a random secret, got ${bytes.length} bytes with ${distinct} distinct values (at least ${needed}); ${advice}`
  const period = repeatPeriod(bytes)
  if (period !== undefined) return `expected a random secret, got ${bytes.length} bytes that repeat every ${period}; ${advice}`
  return undefined
}

/** The length of the shortest string that `bytes` repeats, when it repeats one at least twice. */
function repeatPeriod(bytes: Buffer): number | undefined {
  for (let period = 1; period <= bytes.length / 2; period++) {
    if (bytes.subarray(period).equals(bytes.subarray(0, bytes.length - period))) return period
  }
  return undefined
}

/** Variables that hold a secret: an error line gives the length of a refused one, never its text. */
const SECRETS = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'METRICS_TOKEN', 'WEBHOOK_SECRET_KEY', 'S3_SECRET_ACCESS_KEY'])

/** A refused value as an error line shows it (stderr ends up in logs): a secret's length, a URL without its password. */
function shown(key: string, value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value)
  if (SECRETS.has(key)) return `${value.length} character${value.length === 1 ? '' : 's'}`
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@'))
}

/**
 * Reads and checks the environment. The only reader of process.env in the code base:
 * everything else receives a Config.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]
    if (value !== undefined && value !== '') raw[key] = value.trim()
  }
  const parsed = Value.Default(EnvSchema, Value.Convert(EnvSchema, { ...raw }))
  const issues = new Map<string, string>()
  // Value.Convert rounds "1.5" down and reads "0x10" as hex: an integer must be written as a
  // decimal number whose value is whole ("30", "1e3", "7.0").
  for (const [key, schema] of Object.entries(EnvSchema.properties as Record<string, { type?: string; description?: string }>)) {
    const value = raw[key]
    if (schema.type !== 'integer' || typeof value !== 'string') continue
    if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value) || !Number.isInteger(Number(value))) issues.set(key, `${key}: expected ${schema.description}, got ${shown(key, value)}`)
  }
  for (const error of Value.Errors(EnvSchema, parsed)) {
    const key = error.instancePath.replace(/^\//, '')
    const schema = (EnvSchema.properties as Record<string, { description?: string }>)[key]
    if (!key || !schema || issues.has(key)) continue
    issues.set(key, `${key}: expected ${schema.description}, got ${shown(key, raw[key])}`)
  }
  if (typeof raw.JWT_SECRET === 'string') {
    const problem = weakSecret(raw.JWT_SECRET)
    if (problem) issues.set('JWT_SECRET', `JWT_SECRET: ${problem}`)
  }
  if (issues.size === 0) checkS3(parsed as Env, issues)
  const e = parsed as Env
  const trustProxy = parseTrustProxy(String(e.TRUST_PROXY))
  if (typeof trustProxy === 'string') issues.set('TRUST_PROXY', `TRUST_PROXY: ${trustProxy}`)
  // Node refuses a headers deadline later than the whole request's.
  if (!issues.has('REQUEST_TIMEOUT_MS') && !issues.has('HEADERS_TIMEOUT_MS') && e.REQUEST_TIMEOUT_MS > 0 && e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    issues.set('REQUEST_TIMEOUT_MS', `REQUEST_TIMEOUT_MS: expected 0 or at least HEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}), got ${e.REQUEST_TIMEOUT_MS}`)
  }
  if (issues.size > 0) throw new ConfigError([...issues.values()])
  const dataDir = resolve(e.DATA_DIR)
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${join(dataDir, 'app.db')}`
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(/\/+$/, '')
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl,
    postgres: { statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS, queryTimeoutMs: e.PG_QUERY_TIMEOUT_MS, keepAliveMs: e.PG_KEEPALIVE_MS },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET ?? '',
    jwtSecretGiven: e.JWT_SECRET !== undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    refreshWindowSeconds: e.REFRESH_WINDOW_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    rateLimitAnonPerMin: e.RATE_LIMIT_ANON_PER_MIN,
    rateLimitUserPerMin: e.RATE_LIMIT_USER_PER_MIN,
    trustProxy: trustProxy as Exclude<typeof trustProxy, string>,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxStreams: e.MAX_STREAMS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    uploadQuotaBytes: e.UPLOAD_QUOTA_BYTES,
    minFreeDiskBytes: e.MIN_FREE_DISK_BYTES,
    thumbnailMaxPixels: e.THUMBNAIL_MAX_PIXELS,
    storage: e.STORAGE,
    s3: e.STORAGE === 's3' ? s3Config(e) : undefined,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    serveAdmin: e.SERVE_ADMIN,
    metricsToken: e.METRICS_TOKEN,
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
    webhookSecretKey: e.WEBHOOK_SECRET_KEY,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    retention: {
      activityDays: e.ACTIVITY_RETENTION_DAYS,
      webhookDeliveryDays: e.WEBHOOK_DELIVERY_RETENTION_DAYS,
      intervalMs: e.RETENTION_INTERVAL_SECONDS * 1000,
      batchSize: e.RETENTION_BATCH_SIZE
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultSender(publicUrl),
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS
    },
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    require2faForAdmins: e.REQUIRE_2FA_FOR_ADMINS,
    logLevel: e.LOG_LEVEL
  }
}

/** no-reply at PUBLIC_URL's host name, or at localhost when that is an address. */
function defaultSender(publicUrl: string): string {
  const host = new URL(publicUrl).hostname
  return `Admin panel <no-reply@${host.includes('.') && isIP(host) === 0 ? host : 'localhost'}>`
}

// STORAGE=s3 cannot start without a bucket and a region; keys come as a pair or not at all
// (without them the AWS SDK's own chain applies, such as an instance role).
function checkS3(e: Env, issues: Map<string, string>): void {
  if (e.STORAGE !== 's3') return
  if (e.S3_BUCKET === undefined) issues.set('S3_BUCKET', 'S3_BUCKET: expected a bucket name, since STORAGE=s3, got nothing')
  if (e.S3_REGION === undefined) issues.set('S3_REGION', 'S3_REGION: expected a region such as eu-west-1, since STORAGE=s3, got nothing')
  const [id, secret] = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY]
  if (id !== undefined && secret === undefined) issues.set('S3_SECRET_ACCESS_KEY', 'S3_SECRET_ACCESS_KEY: expected a secret access key, since S3_ACCESS_KEY_ID is set, got nothing')
  if (id === undefined && secret !== undefined) issues.set('S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID: expected an access key id, since S3_SECRET_ACCESS_KEY is set, got nothing')
}

function s3Config(e: Env): S3Config {
  return {
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? '',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE
  }
}

const MAX_PROXY_HOPS = 10
const TRUST_PROXY_RULE = (EnvSchema.properties.TRUST_PROXY as { description?: string }).description
// proxy-addr's names for the private ranges, which Fastify accepts in the list.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY as Fastify's trustProxy takes it, or the reason it is refused. `true` would take
 * the left-most X-Forwarded-For entry, which the client writes itself: anyone could pick the IP
 * that rate limits and the sign-in throttle count.
 */
function parseTrustProxy(value: string): Config['trustProxy'] | string {
  const expected = `expected ${TRUST_PROXY_RULE}`
  if (value === 'false' || value === '0') return false
  if (value === 'true') {
    return `true is refused: it would believe an X-Forwarded-For written by the client; ${expected.replace('expected ', 'give ')} (usually 1)`
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= MAX_PROXY_HOPS ? hops : `${expected}, got ${JSON.stringify(value)}`
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry))
  return bad === undefined ? entries : `${expected}, got ${JSON.stringify(bad)} in ${JSON.stringify(value)}`
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * Makes DATA_DIR (0700; the process's umask becomes 077) and, when JWT_SECRET is not set, reads
 * the key generated on first start (or generates it), so that a restart does not sign everyone out.
 */
export function prepareDataDir(config: Config): Config {
  // A DATA_DIR that cannot be made or written is the operator's to fix, like any bad variable:
  // one line naming it, not a stack trace from mkdir.
  const inDataDir = <T>(what: string, action: () => T): T => {
    try {
      return action()
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error))
      throw new ConfigError([`DATA_DIR: expected a directory the service can write, but ${what} failed (${reason})`])
    }
  }
  // Private: the database, the generated key and uploads are nobody else's to read. The modes
  // are set explicitly where files are made; the umask covers whatever else this process writes.
  process.umask(0o077)
  inDataDir(`creating ${config.dataDir}`, () => makePrivateDir(config.dataDir))
  if (config.jwtSecret) return config
  const file = join(config.dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    inDataDir(`writing ${file}`, () => writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' }))
  }
  const jwtSecret = inDataDir(`reading ${file}`, () => readFileSync(file, 'utf8')).trim()
  if (Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES) {
    throw new ConfigError([`JWT_SECRET: the key kept in ${file} is shorter than ${MIN_SECRET_BYTES} bytes; delete it to generate a new one`])
  }
  return { ...config, jwtSecret }
}
