import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Off-chain Safe messages (gateway-contract.md §9), keyed like CGW by their Safe message hash, which
  // already names the Safe and the chain through its EIP-712 domain.
  await db.schema
    .createTable('safe_messages')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('message_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    /** JSON of the message as proposed: a JSON string (text) or an object (EIP-712 typed data). */
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('proposed_by', 'varchar(42)', (col) => col.notNull())
    .addColumn('safe_app_id', 'bigint')
    .addColumn('origin', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('modified_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('safe_messages_pk', ['chain_id', 'message_hash'])
    .execute()
  // The list pages newest first; the Safe's messagesTag walks the other index backwards to its newest change.
  await db.schema
    .createIndex('safe_messages_created_idx')
    .on('safe_messages')
    .columns(['chain_id', 'safe', 'created_at'])
    .execute()
  await db.schema
    .createIndex('safe_messages_modified_idx')
    .on('safe_messages')
    .columns(['chain_id', 'safe', 'modified_at'])
    .execute()

  await db.schema
    .createTable('safe_message_confirmations')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('message_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('owner', 'varchar(42)', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('signature_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('safe_message_confirmations_pk', ['chain_id', 'message_hash', 'owner'])
    .execute()

  // `SignMsg(msgHash)` logs: a Safe transaction delegatecalled SignMessageLib and the Safe now accepts an
  // empty signature for that hash. Written by the indexer with its range, removed with it on a reorg.
  await db.schema
    .createTable('signed_messages')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('message_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
    .addColumn('signed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('signed_messages_pk', ['chain_id', 'block_number', 'log_index'])
    .execute()
  await db.schema
    .createIndex('signed_messages_hash_idx')
    .on('signed_messages')
    .columns(['chain_id', 'message_hash'])
    .execute()
  await db.schema
    .createIndex('signed_messages_safe_idx')
    .on('signed_messages')
    .columns(['chain_id', 'safe', 'block_number'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signed_messages').execute()
  await db.schema.dropTable('safe_message_confirmations').execute()
  await db.schema.dropTable('safe_messages').execute()
}
