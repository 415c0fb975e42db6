import type { Kysely } from 'kysely'

// Migrations see the database as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A device that receives push notifications (gateway-contract.md §13): a browser (WEB, whose token is
  // the JSON of its Web Push subscription) or a mobile app (an FCM registration token).
  await db.schema
    .createTable('push_devices')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('device_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('cloud_messaging_token', 'text', (col) => col.notNull())
    .addColumn('build_number', 'text')
    .addColumn('bundle', 'text')
    .addColumn('version', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()

  // One row per (device, Safe, signer, notification type). The signer is '' when the registration was not
  // signed, so that the primary key holds on both databases (NULLs are never equal in a key).
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('device_uuid', 'varchar(36)', (col) =>
      col.notNull().references('push_devices.uuid').onDelete('cascade'),
    )
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('safe', 'varchar(42)', (col) => col.notNull())
    .addColumn('signer', 'varchar(42)', (col) => col.notNull())
    .addColumn('notification_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_subscriptions_pk', [
      'device_uuid',
      'chain_id',
      'safe',
      'signer',
      'notification_type',
    ])
    .execute()
  // The delivery engine asks, per event, for the devices of one Safe and one type.
  await db.schema
    .createIndex('push_subscriptions_safe_idx')
    .on('push_subscriptions')
    .columns(['chain_id', 'safe', 'notification_type'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute()
  await db.schema.dropTable('push_devices').execute()
}
