import type { ErrorLog } from './queue-worker.js'

/**
 * Work started by a request that answers before it ends, so that the answer takes the same time
 * whatever the work finds. Failures go to the log (nobody is waiting for them); `settle` waits
 * for the tasks still running, before what they use (the database) closes.
 */
export class Background {
  private readonly running = new Set<Promise<void>>()

  constructor(private readonly log: ErrorLog) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.running.delete(done))
    this.running.add(done)
  }

  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }
}
