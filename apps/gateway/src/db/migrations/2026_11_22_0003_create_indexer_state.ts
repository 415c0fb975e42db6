import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_cursors')
    .addColumn('chain_id', 'bigint', (col) => col.primaryKey())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('block_hash', 'varchar(66)')
    .addColumn('block_timestamp', 'bigint')
    .addColumn('head_block_number', 'bigint')
    .addColumn('head_block_timestamp', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('indexer_blocks')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('block_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('timestamp', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('indexer_blocks_pk', ['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('indexer_watched_safes')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('backfill_next_block', 'bigint')
    .addPrimaryKeyConstraint('indexer_watched_safes_pk', ['chain_id', 'address'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['indexer_watched_safes', 'indexer_blocks', 'indexer_cursors'])
    await db.schema.dropTable(table).execute()
}
