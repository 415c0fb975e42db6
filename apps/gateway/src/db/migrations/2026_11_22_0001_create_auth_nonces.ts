import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_nonces')
    .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  // Expired nonces are purged by range on every issue.
  await db.schema.createIndex('auth_nonces_expires_at_idx').on('auth_nonces').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_nonces').execute()
}
