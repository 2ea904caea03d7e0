/**
 * Runs at most `limit` tasks at once, first come first served. A task that waited `maxWaitMs`
 * runs anyway, so a slow holder (a slow client's upload) delays the others but never stops them.
 */
export class Turns {
  private runningCount = 0
  private readonly queue: Array<() => void> = []

  constructor(readonly limit: number) {}

  /** How many tasks are running, those that stopped waiting included. */
  get running(): number {
    return this.runningCount
  }

  /** How many tasks are waiting for their turn. */
  get waiting(): number {
    return this.queue.length
  }

  /** Runs `work` in its turn, or once it has waited `maxWaitMs`. */
  async run<T>(work: () => Promise<T>, maxWaitMs = Infinity): Promise<T> {
    await this.turn(maxWaitMs)
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  private turn(maxWaitMs: number): Promise<void> | undefined {
    if (this.runningCount < this.limit) {
      this.runningCount++
      return undefined
    }
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer)
        this.runningCount++
        resolve()
      }
      this.queue.push(start)
      const timer =
        maxWaitMs === Infinity
          ? undefined
          : setTimeout(() => {
              // Still queued: a turn given clears this timer.
              this.queue.splice(this.queue.indexOf(start), 1)
              start()
            }, maxWaitMs)
    })
  }

  private release(): void {
    this.runningCount--
    if (this.runningCount < this.limit) this.queue.shift()?.()
  }
}
