import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './testDatabase.ts'

/**
 * The database a spawned gateway process writes to: SQLite in its data dir (a null URL), or an isolated PostgreSQL
 * schema the child reaches through the URL, which the test destroys when it is done.
 */
export async function createChildProcessDatabase(
  kind: TestDatabaseKind,
): Promise<{ url: string | null; database: TestDatabase | undefined }> {
  if (kind === 'sqlite') return { url: null, database: undefined }
  const database = await createTestDatabase('postgres', { migrate: false })
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('No PostgreSQL schema')
  return {
    url: `${process.env.DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    database,
  }
}
