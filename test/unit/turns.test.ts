import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { Turns } from '../../src/lib/turns.js'

/** A task that runs until `finish` is called (which settles what follows from it), recording when it started. */
function task(started: string[], name: string) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  const work = () => {
    started.push(name)
    return done
  }
  return {
    work,
    finish: () => {
      finish()
      return settle()
    },
    fail: (error: Error) => fail(error)
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

/**
 * The test's own clock for setTimeout: on a busy machine a real 20 ms can pass before a check
 * that a task is still waiting. elapse(ms) moves it on (due timers fire), then lets what they
 * started run.
 */
function mockClock(context: TestContext) {
  context.mock.timers.enable({ apis: ['setTimeout'] })
  return {
    elapse(ms: number) {
      context.mock.timers.tick(ms)
      return settle()
    }
  }
}

test('at most `size` tasks run at once; the others start in the order they came as turns free', async () => {
  const turns = new Turns(2)
  const started: string[] = []
  const tasks = ['a', 'b', 'c', 'd'].map((name) => task(started, name))
  const runs = tasks.map((t) => turns.run(t.work))
  await settle()
  assert.deepEqual(started, ['a', 'b'])
  assert.equal(turns.waiting, 2)
  await tasks[1]!.finish()
  assert.deepEqual(started, ['a', 'b', 'c'])
  assert.equal(turns.waiting, 1)
  tasks[0]!.finish()
  tasks[2]!.finish()
  tasks[3]!.finish()
  await Promise.all(runs)
  assert.deepEqual(started, ['a', 'b', 'c', 'd'])
  assert.equal(turns.waiting, 0)
})

test('a task that fails gives its turn to the next, and its error to its caller', async () => {
  const turns = new Turns(1)
  const started: string[] = []
  const [first, second] = [task(started, 'first'), task(started, 'second')]
  const runs = [turns.run(first.work), turns.run(second.work)]
  await settle()
  first.fail(new Error('storage failed'))
  await assert.rejects(runs[0]!, /storage failed/)
  await settle()
  assert.deepEqual(started, ['first', 'second'])
  second.finish()
  await runs[1]
})

test('a task that has waited maxWaitMs runs anyway, beside the ones running; turns are counted right after', async (context) => {
  const clock = mockClock(context)
  const turns = new Turns(1)
  const started: string[] = []
  const [holder, late, patient] = [task(started, 'holder'), task(started, 'late'), task(started, 'patient')]
  const holding = turns.run(holder.work)
  const lateRun = turns.run(late.work, 20)
  await settle()
  assert.deepEqual(started, ['holder'])
  await clock.elapse(19)
  assert.deepEqual(started, ['holder'], 'still waiting 1 ms before maxWaitMs')
  await clock.elapse(1)
  assert.deepEqual(started, ['holder', 'late'])
  assert.equal(turns.waiting, 0)
  // Two run where one may: the next waits until both are done.
  const patientRun = turns.run(patient.work)
  await holder.finish()
  assert.deepEqual(started, ['holder', 'late'])
  await late.finish()
  assert.deepEqual(started, ['holder', 'late', 'patient'])
  await patient.finish()
  await Promise.all([holding, lateRun, patientRun])
})

test('a task whose turn comes before maxWaitMs takes no second turn when the time is up', async (context) => {
  const clock = mockClock(context)
  const turns = new Turns(1)
  const started: string[] = []
  const [holder, next, last] = [task(started, 'holder'), task(started, 'next'), task(started, 'last')]
  const holding = turns.run(holder.work)
  const nextRun = turns.run(next.work, 30)
  await holder.finish()
  assert.deepEqual(started, ['holder', 'next'])
  await clock.elapse(50)
  await next.finish()
  // Its one turn is free again: the next task starts at once.
  const lastRun = turns.run(last.work)
  await settle()
  assert.deepEqual(started, ['holder', 'next', 'last'])
  await last.finish()
  await Promise.all([holding, nextRun, lastRun])
})

test('a waiter in the middle of the queue that stops waiting leaves the others in their order', async (context) => {
  const clock = mockClock(context)
  const turns = new Turns(1)
  const started: string[] = []
  const [holder, first, middle, last] = [task(started, 'holder'), task(started, 'first'), task(started, 'middle'), task(started, 'last')]
  const runs = [turns.run(holder.work), turns.run(first.work), turns.run(middle.work, 20), turns.run(last.work)]
  await settle()
  assert.deepEqual(started, ['holder'])
  await clock.elapse(20)
  assert.deepEqual(started, ['holder', 'middle'])
  assert.equal(turns.running, 2)
  assert.equal(turns.waiting, 2)
  holder.finish()
  await middle.finish()
  assert.deepEqual(started, ['holder', 'middle', 'first'])
  await first.finish()
  assert.deepEqual(started, ['holder', 'middle', 'first', 'last'])
  await last.finish()
  await Promise.all(runs)
  assert.equal(turns.running, 0)
})
