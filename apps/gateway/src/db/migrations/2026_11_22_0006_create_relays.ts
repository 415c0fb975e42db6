import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per rate-limited address (a Safe, or an owner of a Safe being created): how many relays it
  // used in the window that runs until `last_relay_at` + the configured window.
  await db.schema
    .createTable('relay_limits')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addColumn('last_relay_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('relay_limits_pk', ['chain_id', 'address'])
    .execute()

  // Every transaction the relayer sent; the task id is its hash.
  await db.schema
    .createTable('relays')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('task_id', 'varchar(66)', (col) => col.notNull())
    .addColumn('relayer', 'varchar(42)', (col) => col.notNull())
    .addColumn('target', 'varchar(42)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    /** Comma-separated checksummed addresses the relay was counted against. */
    .addColumn('limit_addresses', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('relays_pk', ['chain_id', 'task_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('relays').execute()
  await db.schema.dropTable('relay_limits').execute()
}
