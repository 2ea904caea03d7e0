import Type, { type Static } from 'typebox'

/**
 * Every environment variable the service reads, with its default and its rule.
 * `description` doubles as the expectation printed when a value is wrong.
 */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'an integer from 0 to 65535 (0: any free port)' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'a host name or address' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/[^\\s]*)?$', description: 'an http(s) URL' })),
  DATA_DIR: Type.String({ minLength: 1, default: './data', description: 'a directory path' }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^(sqlite:.+|postgres(ql)?://.+)$', description: 'sqlite:<path> or postgres://…' })
  ),
  PG_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 3600000, default: 15000, description: 'an integer from 0 (no limit) to 3600000' }),
  PG_QUERY_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 3600000, default: 20000, description: 'an integer from 0 (no limit) to 3600000' }),
  PG_KEEPALIVE_MS: Type.Integer({ minimum: 0, maximum: 3600000, default: 10000, description: 'an integer from 0 (off) to 3600000' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://.+$', description: 'redis://… or rediss://…' })),
  REDIS_PREFIX: Type.String({
    pattern: '^[A-Za-z0-9:._-]{1,64}$',
    default: 'admin:',
    description: '1 to 64 characters of letters, digits and : . _ -'
  }),
  JWT_SECRET: Type.Optional(Type.String({ description: 'a secret of at least 32 bytes' })),
  TOKEN_TTL_SECONDS: Type.Integer({ minimum: 1, maximum: 86400, default: 3600, description: 'an integer from 1 to 86400' }),
  REFRESH_WINDOW_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 2592000,
    default: 604800,
    description: 'an integer from 0 to 2592000'
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email', description: 'an email address' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128, description: '8 to 128 characters' })),
  RATE_LIMIT_ANON_PER_MIN: Type.Integer({ minimum: 1, default: 100, description: 'a positive integer' }),
  RATE_LIMIT_USER_PER_MIN: Type.Integer({ minimum: 1, default: 1000, description: 'a positive integer' }),
  // Checked further in config.ts: each entry of a list must be an address or a CIDR range.
  TRUST_PROXY: Type.String({
    default: 'false',
    description: 'false, the number of proxies in front of the service (1 to 10), or a comma-separated list of their addresses or CIDR ranges'
  }),
  MAX_BODY_BYTES: Type.Integer({ minimum: 1024, maximum: 104857600, default: 1048576, description: 'an integer from 1024 to 104857600' }),
  MAX_UPLOAD_BYTES: Type.Integer({ minimum: 1, maximum: 1073741824, default: 10485760, description: 'an integer from 1 to 1073741824' }),
  UPLOAD_QUOTA_BYTES: Type.Integer({ minimum: 1, maximum: 1e15, default: 1073741824, description: 'an integer from 1 to 1e15' }),
  MIN_FREE_DISK_BYTES: Type.Integer({ minimum: 0, maximum: 1e15, default: 268435456, description: 'an integer from 0 to 1e15' }),
  IDLE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 3600000, default: 30000, description: 'an integer from 100 to 3600000' }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 86400000, default: 300000, description: 'an integer from 0 (no limit) to 86400000' }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600000, default: 10000, description: 'an integer from 100 to 600000' }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600000, default: 5000, description: 'an integer from 100 to 600000' }),
  MAX_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1000000, default: 2000, description: 'an integer from 1 to 1000000' }),
  MAX_STREAMS: Type.Integer({ minimum: 0, maximum: 1000000, default: 1000, description: 'an integer from 0 to 1000000' }),
  THUMBNAIL_MAX_PIXELS: Type.Integer({ minimum: 1, maximum: 268402689, default: 50000000, description: 'an integer from 1 to 268402689' }),
  STORAGE: Type.Enum(['local', 's3'], { default: 'local', description: 'local or s3' }),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63, description: 'an S3 bucket name (needed when STORAGE=s3)' })),
  S3_REGION: Type.Optional(Type.String({ minLength: 1, description: 'an S3 region such as eu-west-1 (needed when STORAGE=s3)' })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/[^\\s]*)?$', description: 'an http(s) URL of an S3-compatible service' })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1, description: 'an access key id (with S3_SECRET_ACCESS_KEY)' })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1, description: 'a secret access key (with S3_ACCESS_KEY_ID)' })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false, description: 'true or false (true for most S3-compatible servers)' }),
  CORS_ORIGINS: Type.String({ default: '', description: 'a comma-separated list of origins' }),
  SERVE_ADMIN: Type.Boolean({ default: true, description: 'true or false (false: no panel at /, for API-only deployments)' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'a token of at least 16 characters' })),
  WEBHOOK_ALLOW_PRIVATE_URLS: Type.Enum(['false', 'loopback', 'true'], {
    default: 'false',
    description: 'false, loopback (127.0.0.0/8 and ::1 only, for local development) or true (every address)'
  }),
  WEBHOOK_SECRET_KEY: Type.Optional(
    Type.String({ minLength: 32, description: 'a key of at least 32 characters (webhook secrets are encrypted with it; default: derived from JWT_SECRET)' })
  ),
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120000, default: 10000, description: 'an integer from 100 to 120000' }),
  WEBHOOK_RETRY_BASE_MS: Type.Integer({ minimum: 1, default: 30000, description: 'a positive integer' }),
  WEBHOOK_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 8, description: 'an integer from 1 to 50' }),
  ACTIVITY_RETENTION_DAYS: Type.Integer({ minimum: 0, maximum: 36500, default: 365, description: 'a number of days from 0 (keep forever) to 36500' }),
  WEBHOOK_DELIVERY_RETENTION_DAYS: Type.Integer({ minimum: 0, maximum: 36500, default: 30, description: 'a number of days from 0 (keep forever) to 36500' }),
  RETENTION_INTERVAL_SECONDS: Type.Integer({ minimum: 1, maximum: 86400, default: 3600, description: 'an integer from 1 to 86400' }),
  RETENTION_BATCH_SIZE: Type.Integer({ minimum: 1, maximum: 10000, default: 500, description: 'an integer from 1 to 10000' }),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://[^\\s]+$', description: 'smtp://user:password@host:587 or smtps://user:password@host:465 (user and password URL-encoded)' })
  ),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 320, description: 'a sender such as "Admin panel <no-reply@example.com>"' })),
  MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 1, maximum: 86400000, default: 30000, description: 'an integer from 1 to 86400000' }),
  MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'an integer from 1 to 50' }),
  REQUIRE_EMAIL_VERIFICATION: Type.Boolean({ default: false, description: 'true or false (true: sign-in is refused until the email is verified)' }),
  REQUIRE_2FA_FOR_ADMINS: Type.Boolean({ default: false, description: 'true or false (true: an administrator must turn on two-factor sign-in before anything else)' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'one of fatal, error, warn, info, debug, trace, silent'
  })
})

export type Env = Static<typeof EnvSchema>
