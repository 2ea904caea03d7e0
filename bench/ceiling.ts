/**
 * The yardsticks the service's numbers are read against, each run as its own process pinned to
 * core 0 (as the service is) and measured alone:
 *
 * - the ceiling: a bare Fastify route answering a small JSON object. Nothing the service does on
 *   this machine can be faster, so every case is reported as a fraction of it.
 * - the anchors: the least a Fastify app must do for the service's "list of 20 with total":
 *   verify the bearer JWT (fast-jwt, the service's own checks and cache), read 20 items newest
 *   first with their tags and COUNT(*) as the total, and answer them in the service's envelope.
 *   `anchor-sqlite` reads the seeded SQLite file with better-sqlite3, `anchor-pg` the seeded
 *   PostgreSQL database with `pg`. Targets compare the service's list with them.
 *
 * `npm run bench` spawns this file (`node --import tsx bench/ceiling.ts <kind>`); the child
 * prints `ready <port>` once it listens.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

export type ReferenceKind = 'ceiling' | 'anchor-sqlite' | 'anchor-pg'

export interface ReferenceServer {
  pid: number
  port: number
  stop(): Promise<void>
}

/**
 * Starts a reference server on 127.0.0.1:`port` (0: any free port), pinned to core 0. `database` is the SQLite file's
 * path or the PostgreSQL URL (anchors only); `jwtSecret` the service's, so that its tokens verify.
 */
export async function startReference(kind: ReferenceKind, port: number, options: { database?: string; jwtSecret?: string } = {}): Promise<ReferenceServer> {
  const child = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), kind], {
    env: { ...process.env, BENCH_REFERENCE_PORT: String(port), BENCH_REFERENCE_DATABASE: options.database ?? '', BENCH_REFERENCE_JWT_SECRET: options.jwtSecret ?? '' },
    // stdin: a pipe the child watches, so that it ends with this process however this one ends.
    stdio: ['pipe', 'pipe', 'inherit']
  })
  const exited = once(child, 'exit')
  const listening = await new Promise<number>((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const ready = /^ready (\d+)$/m.exec(out)
      if (ready) {
        child.stdout!.off('data', onData)
        child.stdout!.resume()
        resolve(Number(ready[1]))
      }
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before listening: ${out}`)))
    child.once('error', reject)
    setTimeout(() => reject(new Error(`${kind} did not listen within 30 s`)), 30_000).unref()
  }).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })
  return {
    pid: child.pid!,
    port: listening,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    }
  }
}

const ISSUER = 'admin-panel-service'
const AUDIENCE = 'admin-panel-api'

/**
 * A token the anchors accept, with the claims and header of the service's own (sub, sid, jti,
 * iat, exp, iss, aud; typ at+jwt), so that wrk sends the anchors a request of the same size. Made
 * here rather than by signing in, so that the anchors run before the service touches the data.
 */
export async function anchorToken(jwtSecret: string): Promise<string> {
  const { createSigner } = await import('fast-jwt')
  const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE, header: { alg: 'HS256', typ: 'at+jwt' } })
  const iat = Math.floor(Date.now() / 1000)
  return sign({ sub: randomUUID(), sid: randomUUID(), jti: randomUUID(), iat, exp: iat + 86_400 })
}

// ---------------------------------------------------------------------------------------------
// The servers themselves (the child side).

interface ItemRow {
  id: string
  title: string
  content: string
  type: string
  status: string
  author_id: string
  created_at: string
  updated_at: string
  published_at: string | null
}

/** A list's database work: the newest `limit` items, the tags of some items, the count of all. */
interface ListSource {
  page(limit: number): Promise<ItemRow[]>
  tags(ids: string[]): Promise<Array<{ content_id: string; tag: string }>>
  count(): Promise<number>
}

async function sqliteSource(path: string): Promise<ListSource> {
  const { openSqliteConnection } = await import('../src/core/db/sqlite-binding.js')
  const db = openSqliteConnection(path)
  db.pragma('busy_timeout = 5000')
  const page = db.prepare('select * from content_items order by created_at desc, id desc limit ?')
  const count = db.prepare('select count(*) as total from content_items')
  const tagStatements = new Map<number, ReturnType<typeof db.prepare<unknown[]>>>()
  return {
    page: async (limit) => page.all(limit) as ItemRow[],
    count: async () => (count.get() as { total: number }).total,
    tags: async (ids) => {
      let statement = tagStatements.get(ids.length)
      if (!statement) {
        statement = db.prepare<unknown[]>(`select content_id, tag from content_tags where content_id in (${ids.map(() => '?').join(',')}) order by content_id, position`)
        tagStatements.set(ids.length, statement)
      }
      return statement.all(...ids) as Array<{ content_id: string; tag: string }>
    }
  }
}

async function postgresSource(url: string): Promise<ListSource> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return {
    page: async (limit) => (await pool.query<ItemRow>('select * from content_items order by created_at desc, id desc limit $1', [limit])).rows,
    count: async () => Number((await pool.query<{ total: string }>('select count(*) as total from content_items')).rows[0]!.total),
    tags: async (ids) =>
      (await pool.query<{ content_id: string; tag: string }>('select content_id, tag from content_tags where content_id = any($1) order by content_id, position', [ids])).rows
  }
}

async function serve(kind: ReferenceKind): Promise<void> {
  const { default: Fastify } = await import('fastify')
  const port = Number(process.env.BENCH_REFERENCE_PORT)
  const app = Fastify({ logger: false })

  if (kind === 'ceiling') {
    app.get('/ceiling', async () => ({ hello: 'world' }))
  } else {
    const { createVerifier } = await import('fast-jwt')
    const verify = createVerifier({
      key: process.env.BENCH_REFERENCE_JWT_SECRET!,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      checkTyp: 'at+jwt',
      cache: 10_000
    })
    const database = process.env.BENCH_REFERENCE_DATABASE!
    const source = kind === 'anchor-sqlite' ? await sqliteSource(database) : await postgresSource(database)
    app.get('/api/content', async (request, reply) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
      try {
        if (!token) throw new Error('no token')
        verify(token)
      } catch {
        return reply.code(401).send({ success: false, error: { code: 'UNAUTHORIZED', message: 'The token is not valid' }, timestamp: new Date().toISOString() })
      }
      const limit = Math.min(100, Math.max(1, Number((request.query as { limit?: string }).limit ?? 20) || 20))
      const [rows, total] = await Promise.all([source.page(limit), source.count()])
      const tags = new Map<string, string[]>()
      for (const row of rows.length > 0 ? await source.tags(rows.map((row) => row.id)) : []) {
        const list = tags.get(row.content_id) ?? []
        list.push(row.tag)
        tags.set(row.content_id, list)
      }
      const items = rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        type: row.type,
        status: row.status,
        tags: tags.get(row.id) ?? [],
        authorId: row.author_id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        publishedAt: row.published_at
      }))
      return { success: true, data: { items, pagination: { page: 1, limit, total, totalPages: Math.ceil(total / limit) } }, timestamp: new Date().toISOString() }
    })
  }

  const close = () => void app.close().then(() => process.exit(0))
  process.once('SIGTERM', close)
  // The bench that started this server has gone (its end of the pipe closed): so does this server.
  process.stdin.on('end', close).resume()
  await app.listen({ port, host: '127.0.0.1' })
  const address = app.server.address()
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : port}\n`)
}

const kinds: ReferenceKind[] = ['ceiling', 'anchor-sqlite', 'anchor-pg']
const main = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (main) {
  const kind = process.argv[2] as ReferenceKind
  if (!kinds.includes(kind)) {
    console.error(`usage: node --import tsx bench/ceiling.ts ${kinds.join('|')}`)
    process.exit(2)
  }
  serve(kind).catch((error: unknown) => {
    console.error(`${kind}:`, error)
    process.exit(1)
  })
}
