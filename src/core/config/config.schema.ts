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
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://.+$', description: 'redis://… or rediss://…' })),
  JWT_SECRET: Type.Optional(Type.String({ description: 'a secret of at least 32 bytes' })),
  TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, maximum: 86400, default: 3600, description: 'an integer from 60 to 86400' }),
  REFRESH_WINDOW_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 31536000,
    default: 604800,
    description: 'an integer from 0 to 31536000'
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email', description: 'an email address' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128, description: '8 to 128 characters' })),
  RATE_LIMIT_ANON_PER_MIN: Type.Integer({ minimum: 1, default: 100, description: 'a positive integer' }),
  RATE_LIMIT_USER_PER_MIN: Type.Integer({ minimum: 1, default: 1000, description: 'a positive integer' }),
  TRUST_PROXY: Type.Boolean({ default: false, description: 'true or false' }),
  MAX_BODY_BYTES: Type.Integer({ minimum: 1024, maximum: 104857600, default: 1048576, description: 'an integer from 1024 to 104857600' }),
  MAX_UPLOAD_BYTES: Type.Integer({ minimum: 1, maximum: 1073741824, default: 10485760, description: 'an integer from 1 to 1073741824' }),
  STORAGE: Type.Enum(['local'], { default: 'local', description: 'local' }),
  CORS_ORIGINS: Type.String({ default: '', description: 'a comma-separated list of origins' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'a token of at least 16 characters' })),
  WEBHOOK_ALLOW_PRIVATE_URLS: Type.Boolean({ default: false, description: 'true or false' }),
  WEBHOOK_SECRET_KEY: Type.Optional(
    Type.String({ minLength: 32, description: 'a key of at least 32 characters (webhook secrets are encrypted with it; default: derived from JWT_SECRET)' })
  ),
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120000, default: 10000, description: 'an integer from 100 to 120000' }),
  WEBHOOK_RETRY_BASE_MS: Type.Integer({ minimum: 1, default: 30000, description: 'a positive integer' }),
  WEBHOOK_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 8, description: 'an integer from 1 to 50' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'one of fatal, error, warn, info, debug, trace, silent'
  })
})

export type Env = Static<typeof EnvSchema>
