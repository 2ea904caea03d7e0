import { AsyncLocalStorage } from 'node:async_hooks'
import type { Kysely } from 'kysely'

/** The statements of the `statementsOf` call under way in this async context. */
const running = new AsyncLocalStorage<string[]>()
const watched = new WeakSet<object>()

/**
 * Runs `body` and answers the SQL of each statement it ran on `db`, itself or through what it
 * awaited (a request through app.inject), in order; not those of other work meanwhile (the
 * workers, the invalidation bus's polls), which run in async contexts of their own.
 */
export async function statementsOf(db: Kysely<any>, body: () => Promise<unknown>): Promise<string[]> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any database's
  const executor = db.getExecutor()
  if (!watched.has(executor)) {
    const execute = executor.executeQuery.bind(executor)
    executor.executeQuery = (query) => {
      running.getStore()?.push(query.sql)
      return execute(query)
    }
    watched.add(executor)
  }
  const statements: string[] = []
  await running.run(statements, body)
  return statements
}
