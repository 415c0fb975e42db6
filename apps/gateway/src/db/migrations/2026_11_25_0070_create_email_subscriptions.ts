import { type Kysely, PostgresAdapter } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  // Email alerts (gateway-contract.md §16): one address per signer and Safe, verified by a code.
  await db.schema
    .createTable('email_subscriptions')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('signer', 'varchar(42)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unsubscribe_token', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('code_expires_at', 'bigint')
    .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('code_sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('email_subscriptions_signer_uq', ['chain_id', 'safe', 'signer'])
    .execute()
  // The channel's fan-out: the verified emails of a Safe's owners.
  await db.schema
    .createIndex('email_subscriptions_safe_idx')
    .on('email_subscriptions')
    .columns(['chain_id', 'safe', 'verified'])
    .execute()

  await db.schema
    .createTable('email_category_opt_outs')
    .addColumn('email_id', 'bigint', (col) => col.notNull())
    .addColumn('category', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('email_category_opt_outs_pk', ['email_id', 'category'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_category_opt_outs').execute()
  await db.schema.dropTable('email_subscriptions').execute()
}
