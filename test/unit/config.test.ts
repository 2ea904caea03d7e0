import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig, prepareDataDir } from '../../src/core/config/config.js'

test('defaults follow the contract', () => {
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
})

test('values are parsed from their strings', () => {
  const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', CORS_ORIGINS: 'https://a.example, https://b.example', PUBLIC_URL: 'https://x.example/' })
  assert.equal(config.port, 8080)
  assert.equal(config.trustProxy, true)
  assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example'])
  assert.equal(config.publicUrl, 'https://x.example')
})

const bad: Array<[string, string, RegExp]> = [
  ['PORT', 'abc', /^PORT: expected an integer from 0 to 65535 \(0: any free port\), got "abc"$/],
  ['PORT', '70000', /^PORT: /],
  ['DATABASE_URL', 'mysql://localhost/db', /^DATABASE_URL: expected sqlite:<path> or postgres:\/\/…/],
  ['JWT_SECRET', 'too-short', /^JWT_SECRET: expected a secret of at least 32 bytes, got 9 bytes$/],
  ['REDIS_URL', 'localhost:6379', /^REDIS_URL: /],
  ['TRUST_PROXY', 'yes', /^TRUST_PROXY: expected true or false/],
  ['LOG_LEVEL', 'loud', /^LOG_LEVEL: /],
  ['TOKEN_TTL_SECONDS', '-5', /^TOKEN_TTL_SECONDS: /],
  ['ADMIN_EMAIL', 'not-an-email', /^ADMIN_EMAIL: expected an email address/],
  ['STORAGE', 'ftp', /^STORAGE: /],
  ['WEBHOOK_SECRET_KEY', 'short', /^WEBHOOK_SECRET_KEY: expected a key of at least 32 characters/]
]
for (const [name, value, expected] of bad) {
  test(`${name}=${value} is refused with one line naming it`, () => {
    assert.throws(
      () => loadConfig({ [name]: value }),
      (error: unknown) => error instanceof ConfigError && error.issues.length === 1 && expected.test(error.issues[0] ?? '')
    )
  })
}

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
const refusals: Array<[string, Record<string, string>, RegExp]> = [
  ['PORT', { PORT: 'not-a-port' }, /PORT: expected an integer from 0 to 65535 \(0: any free port\), got "not-a-port"/],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL: expected sqlite:<path> or postgres:\/\/…/],
  ['JWT_SECRET', { JWT_SECRET: 'short' }, /JWT_SECRET: expected a secret of at least 32 bytes, got 5 bytes/],
  ['DATA_DIR', { DATA_DIR: '/dev/null/data' }, /DATA_DIR: expected a directory the service can write/]
]
for (const [name, env, expected] of refusals) {
  test(`the server refuses to start on a bad ${name}: exit 1, one line, no stack trace`, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-config-')), DATABASE_URL: '', REDIS_URL: '', ...env },
      encoding: 'utf8',
      timeout: 30_000
    })
    assert.equal(result.status, 1)
    assert.match(result.stderr, expected)
    assert.doesNotMatch(result.stderr, /\n\s+at /)
  })
}
