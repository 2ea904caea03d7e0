/**
 * The real app on a throwaway database, for benchmarks that drive it in-process. Built here,
 * not by the test helpers, so that a change to the tests never changes what is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir } from '../src/core/config/config.js'

export type DatabaseKind = 'sqlite' | 'postgres'

/** The PostgreSQL server on which a throwaway database is made: TEST_PG_URL or the local default. */
const PG_SERVER_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface BenchApp {
  app: FastifyInstance
  /** registers and signs in a user (an administrator through the service the CLI uses); answers the user id and token */
  signIn(role?: 'user' | 'admin'): Promise<{ id: string; token: string }>
  close(): Promise<void>
}

async function onServer(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** Whether PostgreSQL answers at TEST_PG_URL (or the local default). */
export async function postgresAnswers(): Promise<boolean> {
  return onServer('select 1').then(
    () => true,
    () => false
  )
}

/** Builds the app on a fresh SQLite file or PostgreSQL database; close() removes it. `env`: more settings. */
export async function startBenchApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-'))
  let databaseUrl = `sqlite:${join(dataDir, 'bench.db')}`
  let dropDatabase = async () => {}
  if (kind === 'postgres') {
    const name = `bench_${randomBytes(6).toString('hex')}`
    await onServer(`create database ${name}`)
    const url = new URL(PG_SERVER_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => onServer(`drop database if exists ${name} with (force)`)
  }
  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ANON_PER_MIN: '100000000',
      RATE_LIMIT_USER_PER_MIN: '100000000',
      ...env
    })
  )
  const app = await buildApp(config, { logger: false })
  await app.ready()

  const post = async (url: string, payload: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url, payload })
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return res.json().data
  }
  return {
    app,
    async signIn(role = 'user') {
      const email = `bench-${randomUUID()}@example.com`
      const password = 'bench-password'
      if (role === 'admin') await app.users.ensureAdmin(email, password)
      else await post('/api/auth/register', { name: 'Bench User', email, password, password_confirmation: password })
      const { user, token } = await post('/api/auth/login', { email, password })
      return { id: user.id, token }
    },
    async close() {
      await app.close()
      await dropDatabase()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
