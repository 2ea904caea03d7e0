import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import Value from 'typebox/value'
import { EnvSchema, type Env } from './config.schema.js'

export interface Config {
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string
  redisUrl: string | undefined
  jwtSecret: string
  tokenTtlSeconds: number
  refreshWindowSeconds: number
  adminEmail: string | undefined
  adminPassword: string | undefined
  rateLimitAnonPerMin: number
  rateLimitUserPerMin: number
  trustProxy: boolean
  maxBodyBytes: number
  maxUploadBytes: number
  storage: 'local' | 's3'
  /** set when storage is s3 */
  s3: S3Config | undefined
  corsOrigins: string[]
  metricsToken: string | undefined
  webhookAllowPrivateUrls: boolean
  webhookTimeoutMs: number
  webhookRetryBaseMs: number
  webhookMaxAttempts: number
  logLevel: string
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
  for (const error of Value.Errors(EnvSchema, parsed)) {
    const key = error.instancePath.replace(/^\//, '')
    const schema = (EnvSchema.properties as Record<string, { description?: string }>)[key]
    if (!key || !schema || issues.has(key)) continue
    issues.set(key, `${key}: expected ${schema.description}, got ${JSON.stringify(raw[key])}`)
  }
  if (typeof raw.JWT_SECRET === 'string' && Buffer.byteLength(raw.JWT_SECRET) < MIN_SECRET_BYTES) {
    issues.set('JWT_SECRET', `JWT_SECRET: expected a secret of at least ${MIN_SECRET_BYTES} bytes, got ${Buffer.byteLength(raw.JWT_SECRET)} bytes`)
  }
  if (issues.size === 0) checkS3(parsed as Env, issues)
  if (issues.size > 0) throw new ConfigError([...issues.values()])

  const e = parsed as Env
  const dataDir = resolve(e.DATA_DIR)
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${join(dataDir, 'app.db')}`
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? '',
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    refreshWindowSeconds: e.REFRESH_WINDOW_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    rateLimitAnonPerMin: e.RATE_LIMIT_ANON_PER_MIN,
    rateLimitUserPerMin: e.RATE_LIMIT_USER_PER_MIN,
    trustProxy: e.TRUST_PROXY,
    maxBodyBytes: e.MAX_BODY_BYTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    storage: e.STORAGE,
    s3: e.STORAGE === 's3' ? s3Config(e) : undefined,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    logLevel: e.LOG_LEVEL
  }
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

/**
 * Makes DATA_DIR and, when JWT_SECRET is not set, reads the key generated on first start
 * (or generates it), so that a restart does not sign everyone out.
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
  inDataDir(`creating ${config.dataDir}`, () => mkdirSync(config.dataDir, { recursive: true }))
  if (config.jwtSecret) return config
  const file = join(config.dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    inDataDir(`writing ${file}`, () => writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }))
  }
  const jwtSecret = inDataDir(`reading ${file}`, () => readFileSync(file, 'utf8')).trim()
  if (Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES) {
    throw new ConfigError([`JWT_SECRET: the key kept in ${file} is shorter than ${MIN_SECRET_BYTES} bytes; delete it to generate a new one`])
  }
  return { ...config, jwtSecret }
}
