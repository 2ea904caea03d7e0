import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig, prepareDataDir } from '../../src/core/config/config.js'
import { buildApp } from '../../src/app.js'
import { PG_ADMIN_URL, pgSkip } from '../helper.js'
import { built } from '../support/built.js'

test('defaults are the documented ones', () => {
  const config = loadConfig({})
  assert.equal(config.port, 3000)
  assert.equal(config.host, '127.0.0.1')
  assert.equal(config.publicUrl, 'http://127.0.0.1:3000')
  assert.match(config.databaseUrl, /^sqlite:.*data[/\\]app\.db$/)
  assert.equal(config.redisUrl, undefined)
  assert.equal(config.tokenTtlSeconds, 3600)
  assert.equal(config.refreshWindowSeconds, 604800)
  assert.equal(config.maxBodyBytes, 1048576)
  assert.equal(config.maxUploadBytes, 10485760)
  assert.equal(config.trustProxy, false)
  assert.deepEqual(config.corsOrigins, [])
  assert.equal(config.redisPrefix, 'admin:')
  assert.deepEqual(
    [config.idleTimeoutMs, config.requestTimeoutMs, config.headersTimeoutMs, config.keepAliveTimeoutMs, config.maxConnections, config.maxStreams],
    [30000, 300000, 10000, 5000, 2000, 1000]
  )
})

test('values are parsed from their strings', () => {
  const config = loadConfig({ PORT: '8080', TRUST_PROXY: '1', CORS_ORIGINS: 'https://a.example, https://b.example', PUBLIC_URL: 'https://x.example/' })
  assert.equal(config.port, 8080)
  assert.equal(config.trustProxy, 1)
  assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example'])
  assert.equal(config.publicUrl, 'https://x.example')
})

test('the documented ranges and every form of TRUST_PROXY are accepted', () => {
  assert.equal(loadConfig({ TOKEN_TTL_SECONDS: '1' }).tokenTtlSeconds, 1)
  assert.equal(loadConfig({ TOKEN_TTL_SECONDS: '86400' }).tokenTtlSeconds, 86400)
  assert.equal(loadConfig({ REFRESH_WINDOW_SECONDS: '0' }).refreshWindowSeconds, 0)
  assert.equal(loadConfig({ REFRESH_WINDOW_SECONDS: '2592000' }).refreshWindowSeconds, 2592000)
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false)
  for (const allow of ['false', 'loopback', 'true'] as const) assert.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: allow }).webhookAllowPrivateUrls, allow)
  assert.equal(loadConfig({}).webhookAllowPrivateUrls, 'false')
  assert.deepEqual(loadConfig({}).postgres, { statementTimeoutMs: 15000, queryTimeoutMs: 20000, keepAliveMs: 10000 })
  assert.deepEqual(loadConfig({ PG_STATEMENT_TIMEOUT_MS: '0', PG_QUERY_TIMEOUT_MS: '0', PG_KEEPALIVE_MS: '0' }).postgres, { statementTimeoutMs: 0, queryTimeoutMs: 0, keepAliveMs: 0 })
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback' }).trustProxy, [
    '10.0.0.1',
    '10.1.0.0/16',
    '::1',
    'fd00::/8',
    'loopback'
  ])
})

const bad: Array<[string, string, RegExp]> = [
  ['PORT', 'abc', /^PORT: expected an integer from 0 to 65535 \(0: any free port\), got "abc"$/],
  ['PORT', '70000', /^PORT: /],
  ['DATABASE_URL', 'mysql://localhost/db', /^DATABASE_URL: expected sqlite:<path> or postgres:\/\/…/],
  ['JWT_SECRET', 'too-short', /^JWT_SECRET: expected a secret of at least 32 bytes, got 9 bytes$/],
  ['JWT_SECRET', 'x'.repeat(42), /^JWT_SECRET: expected a random secret, got 42 bytes with 1 distinct values \(at least 8\); generate one with: openssl rand -base64 48$/],
  ['JWT_SECRET', 'password'.repeat(5), /^JWT_SECRET: expected a random secret, got 40 bytes with 7 distinct values \(at least 8\)/],
  ['JWT_SECRET', 'abcab'.repeat(8), /^JWT_SECRET: expected a random secret, got 40 bytes with 3 distinct values \(at least 6\)/],
  ['JWT_SECRET', 'abcdefghijklmno'.repeat(3), /^JWT_SECRET: expected a random secret, got 45 bytes that repeat every 15; generate one with: openssl rand -base64 48$/],
  ['JWT_SECRET', 'abcdef01'.repeat(4) + 'abcd', /^JWT_SECRET: expected a random secret, got 36 bytes that repeat every 8;/],
  ['WEBHOOK_ALLOW_PRIVATE_URLS', 'yes', /^WEBHOOK_ALLOW_PRIVATE_URLS: expected false, loopback \(127.0.0.0\/8 and ::1 only, for local development\) or true/],
  ['REDIS_URL', 'localhost:6379', /^REDIS_URL: /],
  ['TRUST_PROXY', 'yes', /^TRUST_PROXY: expected false, the number of proxies .* got "yes"/],
  ['TRUST_PROXY', 'true', /^TRUST_PROXY: true is refused: it would believe an X-Forwarded-For written by the client; give false, the number of proxies/],
  ['TRUST_PROXY', '11', /^TRUST_PROXY: expected false, the number of proxies in front of the service \(1 to 10\)/],
  ['TRUST_PROXY', '10.0.0.1, 10.0.0.0/33', /^TRUST_PROXY: expected .* got "10.0.0.0\/33"/],
  ['TRUST_PROXY', '10.0.0.1,,10.0.0.2', /^TRUST_PROXY: expected .* got ""/],
  ['LOG_LEVEL', 'loud', /^LOG_LEVEL: /],
  ['TOKEN_TTL_SECONDS', '-5', /^TOKEN_TTL_SECONDS: /],
  ['TOKEN_TTL_SECONDS', '0', /^TOKEN_TTL_SECONDS: expected an integer from 1 to 86400, got "0"$/],
  ['TOKEN_TTL_SECONDS', '86401', /^TOKEN_TTL_SECONDS: expected an integer from 1 to 86400/],
  ['REFRESH_WINDOW_SECONDS', '2592001', /^REFRESH_WINDOW_SECONDS: expected an integer from 0 to 2592000/],
  ['REDIS_PREFIX', 'two words', /^REDIS_PREFIX: expected 1 to 64 characters/],
  ['IDLE_TIMEOUT_MS', '10', /^IDLE_TIMEOUT_MS: expected an integer from 100/],
  ['MAX_CONNECTIONS', '0', /^MAX_CONNECTIONS: expected an integer from 1/],
  ['REQUEST_TIMEOUT_MS', '5000', /^REQUEST_TIMEOUT_MS: expected 0 or at least HEADERS_TIMEOUT_MS \(10000\), got 5000$/],
  ['ADMIN_EMAIL', 'not-an-email', /^ADMIN_EMAIL: expected an email address/],
  ['STORAGE', 'ftp', /^STORAGE: /],
  ['PG_QUERY_TIMEOUT_MS', '-1', /^PG_QUERY_TIMEOUT_MS: expected an integer from 0 \(no limit\) to 3600000, got "-1"$/],
  ['PG_KEEPALIVE_MS', 'soon', /^PG_KEEPALIVE_MS: expected an integer from 0 \(off\) to 3600000/],
  ['WEBHOOK_SECRET_KEY', 'short', /^WEBHOOK_SECRET_KEY: expected a key of at least 32 characters/],
  // An integer variable is not rounded: 1.5 days of retention would have pruned after 1.
  ['ACTIVITY_RETENTION_DAYS', '1.5', /^ACTIVITY_RETENTION_DAYS: expected a number of days from 0 \(keep forever\) to 36500, got "1.5"$/],
  ['WEBHOOK_DELIVERY_RETENTION_DAYS', '0x10', /^WEBHOOK_DELIVERY_RETENTION_DAYS: expected a number of days/],
  ['TOKEN_TTL_SECONDS', '0.5', /^TOKEN_TTL_SECONDS: expected an integer from 1 to 86400, got "0.5"$/],
  ['RETENTION_BATCH_SIZE', '1e400', /^RETENTION_BATCH_SIZE: expected an integer from 1 to 10000/],
  // A secret's text never shows in the line (stderr ends up in logs): its length does, and a URL shows without its password.
  ['ADMIN_PASSWORD', 'hunter2', /^ADMIN_PASSWORD: expected 8 to 128 characters, got 7 characters$/],
  ['METRICS_TOKEN', 'x', /^METRICS_TOKEN: expected a token of at least 16 characters, got 1 character$/],
  ['WEBHOOK_SECRET_KEY', 'hunter2-hunter2', /^WEBHOOK_SECRET_KEY: expected .*, got 15 characters$/],
  ['SMTP_URL', 'ftp://user:hunter2@mail.example.com', /^SMTP_URL: expected .*, got "ftp:\/\/user:\*\*\*@mail\.example\.com"$/],
  ['DATABASE_URL', 'mysql://admin:hunter2@db/app', /^DATABASE_URL: expected .*, got "mysql:\/\/admin:\*\*\*@db\/app"$/],
  ['REDIS_URL', 'http://:hunter2@cache:6379', /^REDIS_URL: expected .*, got "http:\/\/:\*\*\*@cache:6379"$/]
]
for (const [name, value, expected] of bad) {
  test(`${name}=${value} is refused with one line naming it`, () => {
    assert.throws(
      () => loadConfig({ [name]: value }),
      (error: unknown) => error instanceof ConfigError && error.issues.length === 1 && expected.test(error.issues[0] ?? '')
    )
  })
}

test('an integer variable may be written with an exponent or a zero fraction, and spaces around', () => {
  const config = loadConfig({ ACTIVITY_RETENTION_DAYS: ' 30 ', WEBHOOK_DELIVERY_RETENTION_DAYS: '7.0', RETENTION_BATCH_SIZE: '1e3' })
  assert.deepEqual([config.retention.activityDays, config.retention.webhookDeliveryDays, config.retention.batchSize], [30, 7, 1000])
})

test('a random JWT_SECRET passes the variety check, hex keys (16 symbols) included', () => {
  for (let i = 0; i < 200; i++) {
    for (const secret of [randomBytes(16).toString('hex'), randomBytes(32).toString('hex'), randomBytes(32).toString('base64'), randomBytes(48).toString('base64url')]) {
      assert.equal(loadConfig({ JWT_SECRET: secret }).jwtSecret, secret)
    }
  }
  assert.ok(loadConfig({ JWT_SECRET: 'correct horse battery staple, then mountain' }).jwtSecret)
})

test('every bad variable is reported at once', () => {
  assert.throws(
    () => loadConfig({ PORT: 'x', TRUST_PROXY: 'maybe' }),
    (error: unknown) => error instanceof ConfigError && error.issues.length === 2
  )
})

test('the JWT key is generated once, kept private in DATA_DIR, and reused', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-config-'))
  const first = prepareDataDir(loadConfig({ DATA_DIR: dataDir }))
  const second = prepareDataDir(loadConfig({ DATA_DIR: dataDir }))
  assert.ok(Buffer.byteLength(first.jwtSecret) >= 32)
  assert.equal(first.jwtSecret, second.jwtSecret)
  assert.equal(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'), first.jwtSecret)
  assert.equal(statSync(join(dataDir, 'jwt-secret')).mode & 0o077, 0)
})

test('a DATA_DIR that cannot be made is refused with one line naming it', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'admin-config-')), 'a-file')
  writeFileSync(file, 'not a directory')
  for (const dataDir of [file, join(file, 'below')]) {
    assert.throws(
      () => prepareDataDir(loadConfig({ DATA_DIR: dataDir })),
      (error: unknown) => error instanceof ConfigError && error.issues.length === 1 && /^DATA_DIR: expected a directory/.test(error.issues[0] ?? '')
    )
  }
})

// What an operator sees: exit 1, the variable named on one line, no stack trace.
const unknownDatabase = new URL(PG_ADMIN_URL)
unknownDatabase.pathname = '/no_such_database'
const unknownRole = new URL(PG_ADMIN_URL)
unknownRole.username = 'no_such_role'
const refusals: Array<[string, Record<string, string>, RegExp]> = [
  ['PORT', { PORT: 'not-a-port' }, /PORT: expected an integer from 0 to 65535 \(0: any free port\), got "not-a-port"/],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL: expected sqlite:<path> or postgres:\/\/…/],
  ['JWT_SECRET', { JWT_SECRET: 'short' }, /JWT_SECRET: expected a secret of at least 32 bytes, got 5 bytes/],
  ['DATA_DIR', { DATA_DIR: '/dev/null/data' }, /DATA_DIR: expected a directory the service can write/],
  ['DATABASE_URL where nothing listens', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' }, /^ {2}DATABASE_URL: cannot use postgres:\/\/postgres@127.0.0.1:1\/test: connect ECONNREFUSED/m],
  ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /TRUST_PROXY: true is refused/]
]
// The servers start two at a time: on a busy machine each takes seconds before it can refuse.
describe('bad configuration', { concurrency: 2 }, () => {
  for (const [name, env, expected] of refusals) {
    test(`the server refuses to start on a bad ${name}: exit 1, one line, no stack trace`, async () => {
      const child = spawn(process.execPath, [built('server')], {
        env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-config-')), DATABASE_URL: '', REDIS_URL: '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 60_000
      })
      let stderr = ''
      child.stderr.on('data', (chunk) => (stderr += chunk))
      const [status] = (await once(child, 'exit')) as [number | null]
      assert.equal(status, 1, stderr)
      assert.match(stderr, expected)
      assert.doesNotMatch(stderr, /\n\s+at /)
    })
  }
})

// The same start-up path in this process: the checks that need no process of their own.
const unusable: Array<[string, Record<string, string>, RegExp, string | false]> = [
  ['a DATA_DIR under /proc', { DATA_DIR: '/proc/no-such/data' }, /^DATA_DIR: expected a directory the service can write, but creating \/proc\/no-such\/data failed \(ENOENT\)$/, false],
  ['a SQLite path under /proc', { DATABASE_URL: 'sqlite:/proc/no-such/app.db' }, /^DATABASE_URL: cannot use sqlite:\/proc\/no-such\/app.db: ENOENT/, false],
  ['an unknown PostgreSQL database', { DATABASE_URL: unknownDatabase.toString() }, /^DATABASE_URL: cannot use .*: database "no_such_database" does not exist$/, pgSkip],
  ['an unknown PostgreSQL role', { DATABASE_URL: unknownRole.toString() }, /^DATABASE_URL: cannot use .*: role "no_such_role" does not exist$/, pgSkip]
]
for (const [name, env, expected, skip] of unusable) {
  test(`start-up stops at once on ${name}, with one line naming the variable`, { skip }, async () => {
    await assert.rejects(
      async () => buildApp(prepareDataDir(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-config-')), ...env })), { logger: false }),
      (error: unknown) => error instanceof ConfigError && error.issues.length === 1 && expected.test(error.issues[0] ?? '')
    )
  })
}
