import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bearer, TEST_PASSWORD } from './accounts.js'
import { freshDatabase, type DatabaseKind } from './databases.js'
import { killed, startServer, type ServerProcess } from './server-process.js'

const ADMIN = { email: 'root@example.com', password: TEST_PASSWORD }

/**
 * The real server on a database and data directory of its own, killed (SIGKILL: a crash) and
 * started again on them as a durability test needs, with the administrator `env` seeds; `close`
 * kills what is left and removes the data.
 */
export async function killableServer(kind: DatabaseKind, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-sigkill-'))
  const database = await freshDatabase(kind, dataDir)
  const serverEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: 'sigkill-test-secret-of-at-least-32-bytes',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env
  }
  const children: ChildProcess[] = []
  let latest: ServerProcess | undefined

  /** A request to the process started last, answered with its status and JSON body. */
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    if (!latest) throw new Error('no server started yet')
    const response = await fetch(`http://127.0.0.1:${latest.port}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    return { status: response.status, body: (await response.json()) as { data: Record<string, any> } } // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  return {
    /** Starts a process on the same database and data directory; `call` goes to it from now on. */
    async start(): Promise<ServerProcess> {
      latest = await startServer(serverEnv)
      children.push(latest.child)
      return latest
    },
    /** SIGKILL to the process started last, and the wait for it to be gone. */
    async kill(): Promise<void> {
      if (latest) await killed(latest.child)
    },
    call,
    /** The seeded administrator's token. */
    async signIn(): Promise<string> {
      const login = await call('POST', '/api/auth/login', ADMIN)
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
      return login.body.data.token as string
    },
    async close(): Promise<void> {
      for (const child of children) await killed(child)
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
