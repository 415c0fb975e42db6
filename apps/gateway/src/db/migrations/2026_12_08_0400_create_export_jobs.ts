import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per CSV export (modules/export): what was asked, how far it got, who works on it.
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('execution_date_gte', 'bigint')
    .addColumn('execution_date_lte', 'bigint')
    .addColumn('row_limit', 'integer')
    .addColumn('row_offset', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('cursor', 'text')
    .addColumn('rows_written', 'integer', (col) => col.notNull())
    .addColumn('rows_total', 'integer')
    .addColumn('chunks', 'integer', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('lease_until', 'bigint', (col) => col.notNull())
    .addColumn('failed_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('processed_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute()
  // The worker's "next job to run" and the retention sweep.
  await db.schema
    .createIndex('export_jobs_status_idx')
    .on('export_jobs')
    .columns(['status', 'lease_until'])
    .execute()
  await db.schema.createIndex('export_jobs_created_idx').on('export_jobs').columns(['created_at']).execute()

  // The CSV itself, in chunks of one batch each: written in the batch's transaction, so a job resumed
  // after a crash never holds half a batch; kept in the database so every replica can serve it.
  await db.schema
    .createTable('export_chunks')
    .addColumn('job_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('csv', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('export_chunks_pk', ['job_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_chunks').execute()
  await db.schema.dropTable('export_jobs').execute()
}
