import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A Delay modifier enabled on an indexed Safe, from the block the indexer first saw it enabled. A reorg
  // that removes that block removes the row (and the Delay is found again when the enabling is replayed).
  await db.schema
    .createTable('delay_modules')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('module', 'varchar(42)', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('detected_block', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('delay_modules_pk', ['chain_id', 'module'])
    .execute()
  await db.schema
    .createIndex('delay_modules_safe_idx')
    .on('delay_modules')
    .columns(['chain_id', 'safe'])
    .execute()

  // The Delay's settings and nonces read from the chain at the end of each range in which it changed:
  // the latest row is the current state, and a reorg drops the rows of the blocks it removes.
  await db.schema
    .createTable('delay_states')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('module', 'varchar(42)', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('cooldown', 'text', (col) => col.notNull())
    .addColumn('expiration', 'text', (col) => col.notNull())
    .addColumn('tx_nonce', 'bigint', (col) => col.notNull())
    .addColumn('queue_nonce', 'bigint', (col) => col.notNull())
    // JSON array of the modules enabled on the Delay (the recoverers), head first.
    .addColumn('recoverers', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('delay_states_pk', ['chain_id', 'module', 'block_number'])
    .execute()

  // One proposal (TransactionAdded) queued on a Delay, with the call it will make through the Safe.
  await db.schema
    .createTable('delay_proposals')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('module', 'varchar(42)', (col) => col.notNull())
    .addColumn('queue_nonce', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('to', 'varchar(42)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('data', 'text')
    .addColumn('operation', 'integer', (col) => col.notNull())
    .addColumn('proposer', 'varchar(42)')
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('transaction_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('delay_proposals_pk', ['chain_id', 'module', 'queue_nonce'])
    .execute()
  await db.schema
    .createIndex('delay_proposals_safe_idx')
    .on('delay_proposals')
    .columns(['chain_id', 'safe'])
    .execute()

  // A Delay registered for alerts (gateway-contract.md §15) by an owner of the Safe.
  await db.schema
    .createTable('recovery_registrations')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('module', 'varchar(42)', (col) => col.notNull())
    .addColumn('registered_by', 'varchar(42)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('recovery_registrations_pk', ['chain_id', 'safe', 'module'])
    .execute()

  // An alert may wait for its time (a recovery about to become executable): not expanded before it.
  await db.schema.alterTable('alert_events').addColumn('available_at', 'bigint').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_events').dropColumn('available_at').execute()
  await db.schema.dropTable('recovery_registrations').execute()
  await db.schema.dropTable('delay_proposals').execute()
  await db.schema.dropTable('delay_states').execute()
  await db.schema.dropTable('delay_modules').execute()
}
