import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { build, hashInputs, selectTargets, TARGETS, type Target } from '../../scripts/build.mjs'

/** A project in a temp directory whose one target counts its builds in built.txt. */
function project(): { root: string; target: Target; builds: () => number } {
  const root = mkdtempSync(join(tmpdir(), 'admin-build-'))
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'out'))
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1\n')
  const count = join(root, 'built.txt')
  const output = join(root, 'out')
  const script = `const fs = require('node:fs'); fs.appendFileSync(${JSON.stringify(count)}, 'x'); fs.mkdirSync(${JSON.stringify(output)}, { recursive: true })`
  const target = { name: 'demo', inputs: ['src'], output: 'out', command: [process.execPath, '-e', script] }
  return { root, target, builds: () => readFileSync(count, 'utf8').length }
}

test('a target is built once, then again only when a source file changed', () => {
  const { root, target, builds } = project()
  assert.equal(build({ root, targets: [target] }), true)
  assert.equal(builds(), 1)
  assert.equal(build({ root, targets: [target] }), true)
  assert.equal(builds(), 1, 'nothing changed: not built')
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 2\n')
  build({ root, targets: [target] })
  assert.equal(builds(), 2, 'a source changed: built')
  writeFileSync(join(root, 'src', 'b.ts'), 'export const b = 1\n')
  build({ root, targets: [target] })
  assert.equal(builds(), 3, 'a source added: built')
  build({ root, targets: [target], all: true })
  assert.equal(builds(), 4, '--all: built whatever changed')
  rmSync(join(root, 'out'), { recursive: true })
  build({ root, targets: [target] })
  assert.equal(builds(), 5, 'the output removed: built')
  assert.deepEqual(readdirSync(join(root, 'out')), [], 'nothing of the check is written into the output, which may be served')
})

test('a failed build is tried again on the next start', () => {
  const { root, target } = project()
  const failing = { ...target, command: [process.execPath, '-e', 'process.exit(3)'] }
  assert.equal(build({ root, targets: [failing] }), false)
  assert.equal(build({ root, targets: [target] }), true)
})

test('what builds write and npm installs is no input', () => {
  const { root } = project()
  const before = hashInputs(root, ['src'])
  for (const dir of ['dist', 'node_modules']) {
    mkdirSync(join(root, 'src', dir))
    writeFileSync(join(root, 'src', dir, 'x.js'), 'output')
  }
  assert.equal(hashInputs(root, ['src']), before)
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 3\n')
  assert.notEqual(hashInputs(root, ['src']), before)
})

test('every npm workspace is built, and its build reads its own sources', () => {
  const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }
  for (const dir of workspaces) {
    const target = TARGETS.find((t) => t.name === dir)
    assert.ok(target, `scripts/build.mjs has no target for the workspace ${dir}`)
    assert.ok(target.inputs.includes(dir))
  }
})

test('named targets are built alone (the CLI needs no panel); no name is every target, an unknown one is an error', () => {
  assert.deepEqual(selectTargets(['server']).map((t) => t.name), ['server'])
  assert.deepEqual(selectTargets(['packages/admin', 'server']).map((t) => t.name), ['server', 'packages/admin'], 'in build order')
  assert.deepEqual(selectTargets([]), TARGETS)
  assert.throws(() => selectTargets(['srever']), /no target srever; the targets are server, /)
  const run = spawnSync(process.execPath, ['scripts/build.mjs', 'srever'], { encoding: 'utf8' })
  assert.equal(run.status, 1)
  assert.match(run.stderr, /^scripts\/build\.mjs: no target srever; [^\n]+\n$/)
})
