import { type Kysely, PostgresAdapter } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  // The outbox: one row per change that may alert a Safe's owners, written in the change's own transaction
  // so an alert exists if and only if its change committed. Ids only grow: the worker expands in id order.
  await db.schema
    .createTable('alert_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    /** JSON of the `AlertPayload`. */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('block_number', 'bigint')
    /** An explicit recipient (an email's verification code) instead of the channels' fan-out. */
    .addColumn('recipient_channel', 'varchar(16)')
    .addColumn('recipient', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** JSON of the `AlertMessage`, computed once when the worker expands the event. */
    .addColumn('message', 'text')
    /** When the worker turned the event into deliveries; null while it waits for that. */
    .addColumn('expanded_at', 'bigint')
    /** When a reorg removed the event's block before it was expanded or delivered. */
    .addColumn('retracted_at', 'bigint')
    .execute()
  // The worker's "what is left to expand" scan.
  await db.schema
    .createIndex('alert_events_pending_idx')
    .on('alert_events')
    .columns(['expanded_at', 'id'])
    .execute()
  // A reorg's retraction of a chain's blocks from a height on.
  await db.schema
    .createIndex('alert_events_block_idx')
    .on('alert_events')
    .columns(['chain_id', 'block_number'])
    .execute()

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', 'bigint', (col) => col.notNull().references('alert_events.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(16)', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    /** pending | delivered | dropped | retracted */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    /** Unix ms when the delivery is due (again); a claimed delivery's lease ends here too. */
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'bigint')
    .addUniqueConstraint('alert_deliveries_unique', ['event_id', 'channel', 'recipient'])
    .execute()
  // The worker's "what is due" scan.
  await db.schema
    .createIndex('alert_deliveries_due_idx')
    .on('alert_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute()
  await db.schema.dropTable('alert_events').execute()
}
