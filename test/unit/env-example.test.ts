import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { EnvSchema } from '../../src/core/config/config.schema.js'
import { loadConfig } from '../../src/core/config/config.js'

const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n')
const settings = lines.map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)).filter((match) => match !== null)

test('.env.example names every variable the service reads, and no other', () => {
  const named = new Set(settings.map((match) => match[1]))
  assert.deepEqual([...named].sort(), Object.keys(EnvSchema.properties).sort())
})

test('.env.example shows each default as the service has it', () => {
  for (const [, name, value] of settings) {
    const schema = EnvSchema.properties[name as keyof typeof EnvSchema.properties] as { default?: unknown }
    if (schema.default !== undefined) assert.equal(value, String(schema.default), name)
  }
  // Taken as it is, every value there is one the service accepts.
  const env = Object.fromEntries(settings.filter(([, , value]) => value !== '').map(([, name, value]) => [name!, value!]))
  assert.doesNotThrow(() => loadConfig({ ...env, DATABASE_URL: 'sqlite:./data/app.db' }))
})

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

test('the README stays under 200 lines, for users: what it is, the two commands, then the first five minutes, the client and S3', () => {
  const lineCount = readme.trimEnd().split('\n').length
  assert.ok(lineCount < 200, `${lineCount} lines: move the rest to docs/`)
  const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1])
  assert.deepEqual(headings.slice(0, 3), ['The first five minutes', 'Using the typed client from another project', 'Trying S3 locally'])
  assert.ok(readme.indexOf('npm install && npm start') < readme.indexOf('## The first five minutes'), 'the two commands come first')
})

test("the README's configuration table names the variables of .env.example, and no other", () => {
  const rows = readme.split('\n').filter((line) => line.startsWith('| `'))
  const inTable = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]))
  assert.deepEqual([...inTable].sort(), [...new Set(settings.map((match) => match[1]))].sort())
})
