import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { registerSqliteHandle } from './bulkInsert.ts'
import type { Database } from './schema.ts'

export type { Database } from './schema.ts'

/** PostgreSQL type oid of int8 (bigint). */
const int8Oid = 20
/**
 * bigint columns hold block numbers, nonces, chain ids and unix milliseconds, all far below 2^53; read
 * them as numbers so both dialects return the same types (pg returns strings by default).
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export type DatabaseOptions =
  | { kind: 'sqlite'; filename: string }
  /** `searchPath` isolates a run in its own PostgreSQL schema (tests, or several instances on one database). */
  | { kind: 'postgres'; connectionString: string; searchPath?: string }

/**
 * Opens the database: SQLite (one file, WAL, the embedded default) or PostgreSQL when a URL is given.
 * The caller owns the returned Kysely and must `destroy()` it.
 */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.kind === 'sqlite') {
    const sqlite = new BetterSqlite3(options.filename)
    // WAL lets readers (API) proceed while a writer (indexer) commits; busy_timeout waits out short locks
    // instead of failing with SQLITE_BUSY.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('busy_timeout = 5000')
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
    registerSqliteHandle(db, sqlite)
    return db
  }
  const { searchPath } = options
  // The schema name travels in the connection's startup options, so only plain identifiers are allowed.
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchPath))
    throw new Error(`Invalid PostgreSQL schema name: ${searchPath}`)
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 10,
    types: pgTypes,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
