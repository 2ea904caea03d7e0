import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { built } from './built.js'
import { until } from './until.js'

export interface ServerProcess {
  child: ChildProcess
  port: number
  /** what it wrote to stdout and stderr so far */
  output(): string
}

/** The real server as an operator runs it (the bundle), in its own process, with `env`; resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [built('server')], {
    env: { ...process.env, PORT: '0', REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/
  try {
    // Generous: a start takes its time on a busy machine.
    await until(() => listening.test(output) || child.exitCode !== null, 'the server to listen', 120_000)
    const port = Number(listening.exec(output)?.[1])
    assert.ok(port > 0, 'no port in its output')
    return { child, port, output: () => output }
  } catch (error) {
    // A server that did not start in time is not left running after its test.
    child.kill('SIGKILL')
    throw new Error(`the server did not start (${error instanceof Error ? error.message : String(error)}):\n${output}`)
  }
}

/** Kills the process at once (SIGKILL: a crash), and waits for it to be gone. */
export async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
