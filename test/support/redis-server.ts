import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { until } from './until.js'
import { onFreePort, PortTaken } from './ports.js'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

/** false when redis-server can be started here; otherwise why the tests that freeze one are skipped. */
export const redisServerSkip: string | false = (() => {
  if (spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).error === undefined) return false
  // In CI the fault tests are part of the verdict.
  if (process.env.CI === 'true') throw new Error(`${REDIS_SERVER} cannot be started, and CI=true requires the Redis fault tests`)
  const reason = `no ${REDIS_SERVER} to start (apt-get install redis-server; CI=true makes it required)`
  console.log(`Redis fault suites skipped: ${reason}`)
  return reason
})()

export interface RedisServer {
  url: string
  /** SIGSTOP: the server stops answering, its connections stay open */
  freeze(): void
  /** SIGCONT */
  thaw(): void
  close(): Promise<void>
}

/**
 * A throwaway redis-server of this test's own, on a free port, keeping nothing on disk: one that
 * can be frozen with SIGSTOP without touching the Redis other tests and engineers share.
 */
export function startRedisServer(): Promise<RedisServer> {
  return onFreePort(startOn)
}

async function startOn(port: number): Promise<RedisServer> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const url = `redis://127.0.0.1:${port}`
  await until(async () => {
    // It exits at once when it cannot listen: the port was taken since it was chosen.
    if (child.exitCode !== null) throw new PortTaken(`redis-server exited with ${child.exitCode}`)
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => {})
    try {
      await probe.connect()
      return (await probe.ping()) === 'PONG'
    } catch {
      return false
    } finally {
      probe.disconnect()
    }
  }, 'redis-server to answer')
  return {
    url,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }
  }
}

/**
 * The names of the commands `client` sends while `body` runs: whether something waited on a
 * frozen Redis is told by what was sent to it, not by the time taken, which a busy machine's
 * pauses alone can stretch past a command timeout.
 */
export async function commandsSent(client: Redis, body: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = []
  const send = client.sendCommand.bind(client)
  client.sendCommand = (command, stream) => {
    sent.push(command.name)
    return send(command, stream)
  }
  try {
    await body()
  } finally {
    delete (client as Partial<Redis>).sendCommand
  }
  return sent
}
