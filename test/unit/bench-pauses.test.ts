// bench:scale's pause attribution (bench/scale-pauses.ts): the split of a pause from the
// sampler's readings, and the sampler itself against a process that sleeps on a core of its own.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { attribute, samplePauses, type PauseSamples } from '../../bench/scale-pauses.js'

const ms = 1e6

test('a pause is split into run time, run-queue wait, steal and sleep, and the tasks that ran meanwhile are named', () => {
  // core 0's times: user, nice, system, idle, iowait, irq, softirq, steal (ms)
  const samples: PauseSamples = {
    ticks: [
      [1000, 5 * ms, 1 * ms, 100, 0, 50, 500, 0, 0, 10, 0],
      [1001, 6 * ms, 1 * ms, 100, 0, 50, 500, 0, 0, 10, 0],
      [1062, 16 * ms, 31 * ms, 150, 0, 60, 500, 0, 0, 10, 10],
      [1063, 17 * ms, 31 * ms, 150, 0, 60, 500, 0, 0, 10, 10]
    ],
    tasks: { '7': { name: 'service main', cores: '0' }, '8': { name: 'postgres: 15/main: checkpointer', cores: '0-1' }, '9': { name: 'stress-ng-cpu 9', cores: '0-1' }, '10': { name: 'idle 10', cores: '0' }, '11': { name: 'load 11', cores: '1' } },
    readings: [
      { atMs: 900, ran: { '7': 0, '8': 0, '9': 0, '10': 0 } },
      { atMs: 995, ran: { '7': 0, '9': 10 * ms, '10': 0, '11': 0 } },
      { atMs: 1065, ran: { '7': 0, '9': 40 * ms, '10': 0, '11': 50 * ms } },
      { atMs: 1400, ran: { '7': 0, '8': 5 * ms, '9': 45 * ms, '10': 0 } }
    ],
    cpuMs: 3
  }
  const [pause, ...rest] = attribute(
    samples,
    [
      { atMs: 1001, ms: 60, cpuMs: 12 },
      { atMs: 1050, ms: 30, cpuMs: 1 }
    ],
    '7'
  )
  // The second pause ends after the last sample: left out.
  assert.equal(rest.length, 0)
  assert.deepEqual(pause, {
    atMs: 1001,
    ms: 60,
    cpuMs: 12,
    spanMs: 61,
    ranMs: 10,
    waitedMs: 30,
    stealMs: 10,
    asleepMs: 11,
    core0: { user: 50, system: 10, irq: 0, idle: 0 },
    others: [
      { name: 'stress-ng-cpu 9', cores: '0-1', ms: 30, spanMs: 70 },
      { name: 'postgres: 15/main: checkpointer', cores: '0-1', ms: 5, spanMs: 500 }
    ]
  })
})

test('the sampler reads a process that sleeps: its pause is sleep, not run time or a wait', async () => {
  // Runs 20 ms, then sleeps 80 ms in a syscall, over and over.
  const child = spawn(process.execPath, ['-e', 'const a = new Int32Array(new SharedArrayBuffer(4)); for (;;) { const t = Date.now(); while (Date.now() - t < 20); Atomics.wait(a, 0, 0, 80) }'], { stdio: 'ignore' })
  try {
    const stop = await samplePauses(child.pid!, '0-1')
    const began = performance.timeOrigin + performance.now()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const samples = await stop()
    const [pause] = attribute(samples, [{ atMs: began + 100, ms: 700, cpuMs: 0 }], String(child.pid))
    assert.ok(pause, 'the samples cover the pause')
    // Some 7 x 20 ms of spinning and 7 x 80 ms asleep; on a busy machine each wake-up may also wait for a core.
    assert.ok(pause.asleepMs > 200 && pause.asleepMs > pause.waitedMs && pause.ranMs > 10 && pause.ranMs < 300, JSON.stringify(pause))
    assert.ok(samples.ticks.length > 300 && samples.cpuMs > 0)
  } finally {
    child.kill()
  }
})

test('a sampler that cannot read the service fails the bench instead of answering nothing', async () => {
  await assert.rejects(samplePauses(2 ** 22 + 1, '0-1'), /the pause sampler exited with 1/)
})
