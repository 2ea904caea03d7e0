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
  /** registers a user (an administrator through the service the CLI uses); answers the user id and how to sign in */
  createUser(role?: 'user' | 'admin'): Promise<BenchUser>
  /** registers and signs in a user (an administrator through the service the CLI uses); answers the user id and token */
  signIn(role?: 'user' | 'admin'): Promise<{ id: string; token: string }>
  close(): Promise<void>
}

export interface BenchUser {
  id: string
  email: string
  password: string
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

/**
 * A fresh database: SQLite at `sqliteFile`, or a PostgreSQL database of its own on TEST_PG_URL's
 * server; drop() removes the latter (the caller removes the SQLite file with its directory).
 */
export async function freshDatabase(kind: DatabaseKind, sqliteFile: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${sqliteFile}`, drop: async () => {} }
  const name = `bench_${randomBytes(6).toString('hex')}`
  await onServer(`create database ${name}`)
  const url = new URL(PG_SERVER_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) }
}

/**
 * Builds the app on a fresh SQLite file or PostgreSQL database; close() removes it. `env`: more
 * settings. `on`: a data directory and database the caller made (and removes), used instead.
 */
export async function startBenchApp(kind: DatabaseKind, env: Record<string, string> = {}, on?: { dataDir: string; databaseUrl: string }): Promise<BenchApp> {
  const dataDir = on?.dataDir ?? mkdtempSync(join(tmpdir(), 'admin-bench-'))
  const database = on ? { url: on.databaseUrl, drop: async () => {} } : await freshDatabase(kind, join(dataDir, 'bench.db'))
  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
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
  const createUser = async (role: 'user' | 'admin' = 'user'): Promise<BenchUser> => {
    const email = `bench-${randomUUID()}@example.com`
    const password = 'bench-password'
    if (role === 'admin') return { id: (await app.users.ensureAdmin(email, password)).user.id, email, password }
    const { user } = await post('/api/auth/register', { name: 'Bench User', email, password, password_confirmation: password })
    return { id: user.id, email, password }
  }
  return {
    app,
    createUser,
    async signIn(role = 'user') {
      const { email, password } = await createUser(role)
      const { user, token } = await post('/api/auth/login', { email, password })
      return { id: user.id, token }
    },
    async close() {
      await app.close()
      await database.drop()
      if (!on) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
