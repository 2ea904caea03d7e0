/**
 * Runs at most `size` tasks at once; the others wait their turn, first come first served.
 *
 * A wait may be bounded: a task that has waited `maxWaitMs` runs anyway, beside the `size`
 * already running, so that tasks which hold their turn for long (a slow client's upload) delay
 * the others by that much at most, never stop them.
 */
export class Turns {
  private running = 0
  private readonly queue: Array<() => void> = []

  constructor(readonly size: number) {}

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
    if (this.running < this.size) {
      this.running++
      return undefined
    }
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer)
        this.running++
        resolve()
      }
      this.queue.push(start)
      const timer =
        maxWaitMs === Infinity
          ? undefined
          : setTimeout(() => {
              this.queue.splice(this.queue.indexOf(start), 1)
              start()
            }, maxWaitMs)
    })
  }

  private release(): void {
    this.running--
    if (this.running < this.size) this.queue.shift()?.()
  }
}
