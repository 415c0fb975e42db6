import type BetterSqlite3 from 'better-sqlite3'
import {
  CompiledQuery,
  type DialectAdapter,
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type Transaction,
} from 'kysely'
import type { Database } from './schema.ts'

/** How PostgreSQL receives a column's values (`unnest` of typed arrays). */
export type BulkColumnType = 'bigint' | 'integer' | 'text'

/**
 * One table's INSERT, written once: every column of the row type (the object literal's keys, so the
 * compiler checks none is missing) and the same `on conflict` clause for both databases.
 */
export type BulkInsert<Row> = {
  columns: readonly (keyof Insertable<Row> & string)[]
  sqlite: string
  postgres: string
}

export function defineBulkInsert<Row>(
  table: string,
  columns: { [K in keyof Required<Row>]: BulkColumnType },
  conflict = '',
): BulkInsert<Row> {
  const names = Object.keys(columns) as (keyof Insertable<Row> & string)[]
  const quoted = names.map((name) => `"${name}"`).join(', ')
  const types = Object.values<BulkColumnType>(columns)
  const suffix = conflict ? ` ${conflict}` : ''
  return {
    columns: names,
    sqlite: `insert into "${table}" (${quoted}) values (${names.map(() => '?').join(', ')})${suffix}`,
    postgres:
      `insert into "${table}" (${quoted}) select * from unnest(` +
      `${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})${suffix}`,
  }
}

/** The SQLite handle behind a Kysely instance, keyed by its adapter (shared by its transactions). */
const sqliteHandles = new WeakMap<DialectAdapter, BetterSqlite3.Database>()

export function registerSqliteHandle(db: Kysely<Database>, handle: BetterSqlite3.Database): void {
  sqliteHandles.set(db.getExecutor().adapter, handle)
}

const statements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>()

/** Rows per PostgreSQL statement: one array parameter per column, so only memory bounds it. */
const postgresChunk = 5_000

/**
 * Inserts many rows of one table, inside `trx`. Building the query is the expensive part of a row-at-a-
 * time Kysely insert, and a multi-row VALUES statement binds thousands of parameters (slower still on
 * SQLite): SQLite runs one prepared statement, kept per connection, once per row; PostgreSQL gets the
 * columns as arrays and inserts `unnest` of them, one round trip per table.
 */
export async function bulkInsert<Row>(
  trx: Transaction<Database>,
  insert: BulkInsert<Row>,
  rows: readonly Insertable<Row>[],
): Promise<void> {
  if (rows.length === 0) return
  const { columns } = insert
  const adapter = trx.getExecutor().adapter
  if (adapter instanceof PostgresAdapter) {
    for (let start = 0; start < rows.length; start += postgresChunk) {
      const chunk = rows.slice(start, start + postgresChunk)
      const arrays = columns.map((column) => chunk.map((row) => row[column] ?? null))
      await trx.executeQuery(CompiledQuery.raw(insert.postgres, arrays))
    }
    return
  }
  const handle = sqliteHandles.get(adapter)
  if (!handle) throw new Error('bulkInsert needs a database opened by createDatabase')
  // The transaction holds Kysely's only SQLite connection, so these statements run inside it.
  let cache = statements.get(handle)
  if (!cache) {
    cache = new Map()
    statements.set(handle, cache)
  }
  let statement = cache.get(insert.sqlite)
  if (!statement) {
    statement = handle.prepare(insert.sqlite)
    cache.set(insert.sqlite, statement)
  }
  const values: unknown[] = new Array(columns.length)
  for (const row of rows) {
    for (let index = 0; index < columns.length; index++)
      values[index] = row[columns[index] as keyof Insertable<Row>] ?? null
    statement.run(...values)
  }
}
