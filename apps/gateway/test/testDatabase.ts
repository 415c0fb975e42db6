import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { createDatabase, type Database } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'

export type TestDatabaseKind = 'sqlite' | 'postgres'

/** SQLite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

export type TestDatabase = {
  db: Kysely<Database>
  /** Another connection to the same database, for a process started again after one that closed `db`. */
  reopen(): Kysely<Database>
  destroy(): Promise<void>
}

/**
 * A fresh, isolated database: a SQLite file in a temp dir, or a new PostgreSQL schema with a random
 * name (test files run in parallel on one server), dropped by `destroy()`.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'coffer-gateway-db-'))
    const db = createDatabase({ kind: 'sqlite', filename: path.join(dir, 'coffer.sqlite') })
    if (migrate) await migrateToLatest(db)
    return {
      db,
      reopen: () => createDatabase({ kind: 'sqlite', filename: path.join(dir, 'coffer.sqlite') }),
      async destroy() {
        await db.destroy()
        await rm(dir, { recursive: true, force: true })
      },
    }
  }
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) throw new Error('DATABASE_URL is not set')
  const schema = `test_${randomBytes(6).toString('hex')}`
  await withAdminClient(connectionString, (client) => client.query(`CREATE SCHEMA ${schema}`))
  const db = createDatabase({ kind: 'postgres', connectionString, searchPath: schema })
  if (migrate) await migrateToLatest(db)
  return {
    db,
    reopen: () => createDatabase({ kind: 'postgres', connectionString, searchPath: schema }),
    async destroy() {
      await db.destroy()
      await withAdminClient(connectionString, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`))
    },
  }
}

async function withAdminClient<T>(
  connectionString: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
