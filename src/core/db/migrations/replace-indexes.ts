import type { Kysely } from 'kysely'

/** An index made again with other columns: `name` replaces `was`. */
export interface IndexReplacement {
  name: string
  columns: string[]
  was: string
  wasColumns: string[]
}

/** A migration that replaces indexes of `table` one by one (the new made before the old goes), and back. */
export function replaceIndexes(table: string, replacements: IndexReplacement[]) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const { name, columns, was } of replacements) {
        await db.schema.createIndex(name).on(table).columns(columns).execute()
        await db.schema.dropIndex(was).execute()
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const { name, was, wasColumns } of replacements) {
        await db.schema.createIndex(was).on(table).columns(wasColumns).execute()
        await db.schema.dropIndex(name).execute()
      }
    }
  }
}
