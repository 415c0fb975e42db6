import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Session tokens ended by logout, by their jti, until they would have expired anyway.
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint', (col) => col.notNull())
    .execute()
  // Expired rows are purged by range on every logout.
  await db.schema
    .createIndex('revoked_sessions_expires_at_idx')
    .on('revoked_sessions')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').execute()
}
