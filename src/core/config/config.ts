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
  storage: 'local'
  corsOrigins: string[]
  metricsToken: string | undefined
  webhookAllowPrivateUrls: boolean
  /** encrypts webhook secrets at rest; JWT_SECRET when unset */
  webhookSecretKey: string | undefined
  webhookTimeoutMs: number
  webhookRetryBaseMs: number
  webhookMaxAttempts: number
  logLevel: string
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
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
    webhookSecretKey: e.WEBHOOK_SECRET_KEY,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    logLevel: e.LOG_LEVEL
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
