import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A cache, not indexed data: rows are refetched when stale and never rolled back by a reorg.
  await db.schema
    .createTable('nft_metadata')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('token_id', 'text', (col) => col.notNull())
    .addColumn('uri', 'text')
    .addColumn('metadata', 'text')
    .addColumn('fetched_at', 'bigint', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('nft_metadata_pk', ['chain_id', 'address', 'token_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nft_metadata').execute()
}
