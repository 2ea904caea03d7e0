import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { Database } from './schema.js'

type Db = Kysely<Database>

/**
 * A query of fixed shape whose only variable parts are its parameters: Kysely builds and compiles
 * it once, and each call runs that SQL with its own values. Building and compiling a query costs
 * more than running a small indexed one on SQLite, and the lookups made
 * with this run on nearly every request. `build` must put each argument in the query as a bound
 * value, unchanged (`where('id', '=', id)`), and use it for nothing else: it is called once, with
 * markers in place of the arguments. Make one per repository, which serves a single dialect.
 */
export function reusable<D extends Db, Args extends Array<string | number | null>, Row>(build: (db: D, ...args: Args) => Compilable<Row>): (db: D, ...args: Args) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: Array<number | undefined> } | undefined
  return async (db, ...args) => {
    compiled ??= compile(db, build, args.length)
    const { query, slots } = compiled
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i]
      return slot === undefined ? value : args[slot]
    })
    return (await db.executeQuery<Row>({ ...query, parameters })).rows
  }
}

function compile<D extends Db, Args extends Array<string | number | null>, Row>(db: D, build: (db: D, ...args: Args) => Compilable<Row>, count: number) {
  // U+0000 never reaches a query from a request (the NUL guard refuses it), so no value can be
  // mistaken for a marker. A number's marker is a string too: `build` only binds it.
  const markers = Array.from({ length: count }, (_, i) => `\u0000argument ${i}\u0000`)
  const query = build(db, ...(markers as Args)).compile()
  const slots = query.parameters.map((value) => {
    const slot = markers.indexOf(value as string)
    return slot === -1 ? undefined : slot
  })
  const missing = markers.findIndex((_, i) => !slots.includes(i))
  if (missing !== -1) throw new Error(`reusable query: argument ${missing} is not a bound value of ${query.sql}`)
  return { query, slots }
}
