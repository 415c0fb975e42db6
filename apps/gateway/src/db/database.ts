import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { AuthNonceTable } from '../modules/auth/auth.table.ts'

/** Every table the gateway owns; each module declares its own `XTable` in `<module>.table.ts`. */
export interface Database {
  auth_nonces: AuthNonceTable
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
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  }
  const { searchPath } = options
  // The schema name travels in the connection's startup options, so only plain identifiers are allowed.
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchPath))
    throw new Error(`Invalid PostgreSQL schema name: ${searchPath}`)
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
