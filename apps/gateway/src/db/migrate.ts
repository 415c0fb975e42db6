import { type Kysely, type MigrationResult, Migrator, PostgresAdapter, sql } from 'kysely'
import type { Database } from './database.ts'
import { migrations } from './migrations/index.ts'

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Applies every pending migration; throws `MigrationError` (with the failing one named) if any fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const { error, results = [] } = await (await createMigrator(db)).migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return results
}

/** Applies pending migrations up to and including `name` (a test of a data migration writes the data it meets). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<MigrationResult[]> {
  const { error, results = [] } = await (await createMigrator(db)).migrateTo(name)
  if (error) throw new MigrationError(`Migrating to ${name} failed`, { cause: error })
  return results
}

/** Rolls back the newest applied migration (tests and manual recovery). */
export async function migrateDown(db: Kysely<Database>): Promise<MigrationResult[]> {
  const { error, results = [] } = await (await createMigrator(db)).migrateDown()
  if (error) throw new MigrationError('Rolling back a migration failed', { cause: error })
  return results
}

async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const migrationTableSchema = await findPostgresSchema(db)
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
}

/**
 * On PostgreSQL, the schema this connection works in. Kysely's migrator looks for its bookkeeping tables
 * through introspection, which sees every schema: without naming ours, another instance's (or test run's)
 * `kysely_migration_lock` in a sibling schema makes it skip creating our own and then fail.
 */
async function findPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? undefined
}
