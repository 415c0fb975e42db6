import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The config file's `contracts`, copied here at start so every module names them with one query.
  await db.schema
    .createTable('config_contracts')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'varchar(42)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('logo_uri', 'text')
    .addColumn('abi', 'text')
    .addColumn('trusted_for_delegate_call', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('config_contracts_pk', ['chain_id', 'address'])
    .execute()

  await db.schema
    .createTable('delegates')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('delegator', 'varchar(42)', (col) => col.notNull())
    .addColumn('delegate', 'varchar(42)', (col) => col.notNull())
    // '' when the delegate acts for every Safe of the delegator: a primary key column cannot be NULL.
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('label', 'varchar(50)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('delegates_pk', ['chain_id', 'delegator', 'delegate', 'safe'])
    .execute()
  await db.schema
    .createIndex('delegates_delegate_idx')
    .on('delegates')
    .columns(['chain_id', 'delegate'])
    .execute()
  await db.schema.createIndex('delegates_safe_idx').on('delegates').columns(['chain_id', 'safe']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delegates').execute()
  await db.schema.dropTable('config_contracts').execute()
}
