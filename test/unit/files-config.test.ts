import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ConfigError, loadConfig } from '../../src/core/config/config.js'

const S3 = { STORAGE: 's3', S3_BUCKET: 'my-bucket', S3_REGION: 'eu-west-1' }

test('storage is local by default, with no S3 settings', () => {
  const config = loadConfig({})
  assert.equal(config.storage, 'local')
  assert.equal(config.s3, undefined)
})

test('STORAGE=s3 reads every S3_* variable', () => {
  const config = loadConfig({
    ...S3,
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true'
  })
  assert.deepEqual(config.s3, {
    bucket: 'my-bucket',
    region: 'eu-west-1',
    endpoint: 'http://127.0.0.1:9000',
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    forcePathStyle: true
  })
  assert.equal(loadConfig(S3).s3?.credentials, undefined)
})

const bad: Array<[string, Record<string, string>, string]> = [
  ['an unknown driver', { STORAGE: 'ftp' }, 'STORAGE'],
  ['s3 without a bucket', { STORAGE: 's3', S3_REGION: 'eu-west-1' }, 'S3_BUCKET'],
  ['s3 without a region', { STORAGE: 's3', S3_BUCKET: 'my-bucket' }, 'S3_REGION'],
  ['a key id without its secret', { ...S3, S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
  ['a secret without its key id', { ...S3, S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ['an endpoint that is no URL', { ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
  ['a bucket name too short', { ...S3, S3_BUCKET: 'b' }, 'S3_BUCKET'],
  ['path style that is not a boolean', { ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE']
]
for (const [name, env, variable] of bad) {
  test(`start-up stops for ${name}, naming ${variable}`, () => {
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => error instanceof ConfigError && error.issues.some((issue) => issue.startsWith(`${variable}:`))
    )
  })
}
