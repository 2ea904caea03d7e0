import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { Database } from './schema.js'

type Db = Kysely<Database>

/**
 * A fixed-shape query compiled once and run with each call's values: compiling costs more than
 * running a small indexed query. `build` must use each argument only as an unchanged bound value.
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
