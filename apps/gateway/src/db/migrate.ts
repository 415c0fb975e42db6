import { type Kysely, type MigrationResult, Migrator } from 'kysely'
import type { Database } from './database.ts'
import { migrations } from './migrations/index.ts'

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Applies every pending migration; throws `MigrationError` (with the failing one named) if any fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return results
}

/** Rolls back the newest applied migration (tests and manual recovery). */
export async function migrateDown(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateDown()
  if (error) throw new MigrationError('Rolling back a migration failed', { cause: error })
  return results
}
