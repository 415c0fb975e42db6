import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safes')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('created_block', 'bigint')
    .addColumn('created_tx_hash', 'varchar(66)')
    .addColumn('created_log_index', 'integer')
    .addColumn('created_at', 'bigint')
    .addColumn('creator', 'varchar(42)')
    .addColumn('factory', 'varchar(42)')
    .addColumn('singleton', 'varchar(42)')
    .addColumn('setup_data', 'text')
    .addColumn('salt_nonce', 'text')
    .addPrimaryKeyConstraint('safes_pk', ['chain_id', 'address'])
    .execute()
  await db.schema
    .createIndex('safes_created_block_idx')
    .on('safes')
    .columns(['chain_id', 'created_block'])
    .execute()

  await db.schema
    .createTable('safe_states')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('owners', 'text', (col) => col.notNull())
    .addColumn('threshold', 'integer', (col) => col.notNull())
    .addColumn('modules', 'text', (col) => col.notNull())
    .addColumn('fallback_handler', 'varchar(42)')
    .addColumn('guard', 'varchar(42)')
    .addColumn('singleton', 'varchar(42)')
    .addColumn('nonce', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('safe_states_pk', ['chain_id', 'address', 'block_number'])
    .execute()
  await db.schema
    .createIndex('safe_states_block_idx')
    .on('safe_states')
    .columns(['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('safe_owners')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('owner', 'varchar(42)', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addPrimaryKeyConstraint('safe_owners_pk', ['chain_id', 'owner', 'safe'])
    .execute()
  await db.schema
    .createIndex('safe_owners_owner_idx')
    .on('safe_owners')
    .columns(['owner', 'chain_id'])
    .execute()

  await db.schema
    .createTable('multisig_transactions')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('safe_tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('to', 'varchar(42)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('data', 'text')
    .addColumn('operation', 'integer', (col) => col.notNull())
    .addColumn('safe_tx_gas', 'text', (col) => col.notNull())
    .addColumn('base_gas', 'text', (col) => col.notNull())
    .addColumn('gas_price', 'text', (col) => col.notNull())
    .addColumn('gas_token', 'varchar(42)', (col) => col.notNull())
    .addColumn('refund_receiver', 'varchar(42)', (col) => col.notNull())
    .addColumn('nonce', 'bigint', (col) => col.notNull())
    .addColumn('proposer', 'varchar(42)')
    .addColumn('proposed_by_delegate', 'varchar(42)')
    .addColumn('proposed_at', 'bigint')
    .addColumn('origin', 'text')
    .addColumn('trusted', 'integer', (col) => col.notNull())
    .addColumn('modified_at', 'bigint', (col) => col.notNull())
    .addColumn('confirmations_required', 'integer')
    .addColumn('executed_block', 'bigint')
    .addColumn('executed_tx_hash', 'varchar(66)')
    .addColumn('executed_log_index', 'integer')
    .addColumn('executed_at', 'bigint')
    .addColumn('executor', 'varchar(42)')
    .addColumn('success', 'integer')
    .addColumn('signatures', 'text')
    .addPrimaryKeyConstraint('multisig_transactions_pk', ['chain_id', 'safe_tx_hash'])
    .execute()
  // History pages walk executions newest first; the queue walks nonces of one Safe.
  await db.schema
    .createIndex('multisig_transactions_executed_idx')
    .on('multisig_transactions')
    .columns(['chain_id', 'safe', 'executed_block', 'executed_log_index'])
    .execute()
  await db.schema
    .createIndex('multisig_transactions_nonce_idx')
    .on('multisig_transactions')
    .columns(['chain_id', 'safe', 'nonce'])
    .execute()
  await db.schema
    .createIndex('multisig_transactions_block_idx')
    .on('multisig_transactions')
    .columns(['chain_id', 'executed_block'])
    .execute()

  await db.schema
    .createTable('multisig_confirmations')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe_tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('owner', 'varchar(42)', (col) => col.notNull())
    .addColumn('signature', 'text')
    .addColumn('signature_type', 'varchar(24)', (col) => col.notNull())
    .addColumn('submitted_at', 'bigint', (col) => col.notNull())
    .addColumn('block_number', 'bigint')
    .addPrimaryKeyConstraint('multisig_confirmations_pk', ['chain_id', 'safe_tx_hash', 'owner'])
    .execute()
  await db.schema
    .createIndex('multisig_confirmations_block_idx')
    .on('multisig_confirmations')
    .columns(['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('module_transactions')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('module_tx_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('module', 'varchar(42)', (col) => col.notNull())
    .addColumn('to', 'varchar(42)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('data', 'text')
    .addColumn('operation', 'integer', (col) => col.notNull())
    .addColumn('success', 'integer', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('executed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('module_transactions_pk', ['chain_id', 'module_tx_id'])
    .execute()
  await db.schema
    .createIndex('module_transactions_safe_idx')
    .on('module_transactions')
    .columns(['chain_id', 'safe', 'block_number', 'log_index'])
    .execute()
  await db.schema
    .createIndex('module_transactions_block_idx')
    .on('module_transactions')
    .columns(['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('transfers')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('transfer_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_address', 'varchar(42)')
    .addColumn('from', 'varchar(42)', (col) => col.notNull())
    .addColumn('to', 'varchar(42)', (col) => col.notNull())
    .addColumn('value', 'text')
    .addColumn('token_id', 'text')
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('executed_at', 'bigint', (col) => col.notNull())
    .addColumn('in_safe_tx', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('transfers_pk', ['chain_id', 'safe', 'transfer_id'])
    .execute()
  await db.schema
    .createIndex('transfers_safe_idx')
    .on('transfers')
    .columns(['chain_id', 'safe', 'block_number', 'log_index'])
    .execute()
  await db.schema
    .createIndex('transfers_block_idx')
    .on('transfers')
    .columns(['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('tokens')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('decimals', 'integer')
    .addColumn('logo_uri', 'text')
    .addColumn('trusted', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tokens_pk', ['chain_id', 'address'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tokens',
    'transfers',
    'module_transactions',
    'multisig_confirmations',
    'multisig_transactions',
    'safe_owners',
    'safe_states',
    'safes',
  ])
    await db.schema.dropTable(table).execute()
}
