import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DeviceType, PushDeviceRow } from '../../db/tables/notifications.ts'
import type { AlertType } from '../delivery/delivery.types.ts'

type Db = Kysely<Database> | Transaction<Database>

export type DeviceWrite = {
  uuid: string
  deviceType: DeviceType
  cloudMessagingToken: string
  buildNumber: string | null
  bundle: string | null
  version: string | null
}

/** Creates the device or updates its token and description (the same uuid re-registers with a new token). */
export async function upsertDevice(db: Db, device: DeviceWrite, now: number): Promise<void> {
  const values = {
    device_type: device.deviceType,
    cloud_messaging_token: device.cloudMessagingToken,
    build_number: device.buildNumber,
    bundle: device.bundle,
    version: device.version,
    updated_at: now,
  }
  await db
    .insertInto('push_devices')
    .values({ uuid: device.uuid, ...values, created_at: now })
    .onConflict((oc) => oc.column('uuid').doUpdateSet(values))
    .execute()
}

export async function findDevice(db: Db, uuid: string): Promise<PushDeviceRow | undefined> {
  return db.selectFrom('push_devices').selectAll().where('uuid', '=', uuid).executeTakeFirst()
}

/** Removes the device and (by cascade) its subscriptions; says whether there was one. */
export async function deleteDevice(db: Db, uuid: string): Promise<boolean> {
  const result = await db.deleteFrom('push_devices').where('uuid', '=', uuid).executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function deleteDeviceSubscriptions(db: Db, uuid: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('device_uuid', '=', uuid).execute()
}

/** What one subscription row targets: a device's Safe on a chain, for one signer ('' = none). */
export type SubscriptionTarget = { deviceUuid: string; chainId: number; safe: string; signer: string }

/** One Safe's subscription to write: the types it receives, for one signer ('' = none). */
export type SafeSubscriptionWrite = {
  chainId: number
  safe: string
  signer: string
  types: readonly AlertType[]
}

/** Safes per DELETE and rows per INSERT: few statements, far below SQLite's 32,766 bound parameters. */
const safesPerStatement = 500
const rowsPerStatement = 1000

/**
 * Replaces a device's subscriptions to each written Safe made by its signer or without a signer, as CGW
 * does with a registration's new set (another signer's subscriptions on the same device stay): all the
 * deletions, then all the rows, in a few statements per chain and signer rather than two per Safe.
 */
export async function replaceSubscriptions(
  db: Db,
  deviceUuid: string,
  writes: readonly SafeSubscriptionWrite[],
  now: number,
): Promise<void> {
  const safesBySigner = new Map<string, { chainId: number; signer: string; safes: string[] }>()
  for (const write of writes) {
    const key = `${write.chainId}:${write.signer}`
    const group = safesBySigner.get(key) ?? { chainId: write.chainId, signer: write.signer, safes: [] }
    group.safes.push(write.safe)
    safesBySigner.set(key, group)
  }
  for (const { chainId, signer, safes } of safesBySigner.values())
    for (const chunk of chunks(safes, safesPerStatement))
      await db
        .deleteFrom('push_subscriptions')
        .where('device_uuid', '=', deviceUuid)
        .where('chain_id', '=', chainId)
        .where('safe', 'in', chunk)
        .where('signer', 'in', signer === '' ? [''] : ['', signer])
        .execute()
  const rows = writes.flatMap((write) =>
    [...new Set(write.types)].map((type) => ({
      device_uuid: deviceUuid,
      chain_id: write.chainId,
      safe: write.safe,
      signer: write.signer,
      notification_type: type,
      created_at: now,
    })),
  )
  for (const chunk of chunks(rows, rowsPerStatement))
    await db
      .insertInto('push_subscriptions')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .execute()
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/**
 * Removes a device's subscriptions to one Safe on one chain; `signer` narrows them (undefined: any signer,
 * '' only unsigned ones). Says how many rows went.
 */
export async function deleteSafeSubscriptions(
  db: Db,
  target: { deviceUuid: string; chainId: number; safe: string; signer?: string | undefined },
): Promise<number> {
  let query = db
    .deleteFrom('push_subscriptions')
    .where('device_uuid', '=', target.deviceUuid)
    .where('chain_id', '=', target.chainId)
    .where('safe', '=', target.safe)
  if (target.signer !== undefined) query = query.where('signer', '=', target.signer)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The types a device receives for one Safe on behalf of `signer`, in name order. */
export async function findSubscriptionTypes(db: Db, target: SubscriptionTarget): Promise<AlertType[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('notification_type')
    .where('device_uuid', '=', target.deviceUuid)
    .where('chain_id', '=', target.chainId)
    .where('safe', '=', target.safe)
    .where('signer', '=', target.signer)
    .orderBy('notification_type')
    .execute()
  return rows.map((row) => row.notification_type)
}

/**
 * Whether a device still receives `type` for a Safe (it may have unsubscribed since the event fanned out);
 * `type` 'any' asks whether it receives anything of the Safe (recovery alerts go to every device).
 */
export async function isDeviceSubscribed(
  db: Db,
  {
    deviceUuid,
    chainId,
    safe,
    type,
  }: { deviceUuid: string; chainId: number; safe: string; type: AlertType | 'any' },
): Promise<boolean> {
  let query = db
    .selectFrom('push_subscriptions')
    .select('device_uuid')
    .where('device_uuid', '=', deviceUuid)
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
  if (type !== 'any') query = query.where('notification_type', '=', type)
  const row = await query.limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * The devices subscribed to `type` for a Safe. With `ownersOnly`, only subscriptions whose signer owns
 * the Safe now (the indexed owners); `unsignedBy` further leaves out signers who already signed (the
 * confirmations of a transaction or of a message). Sorted, so that deliveries are recorded in one order.
 */
export async function findRecipientDevices(
  db: Db,
  {
    chainId,
    safe,
    type,
    ownersOnly,
    unsignedBy,
  }: {
    chainId: number
    safe: string
    /** 'any': every device subscribed to anything of the Safe. */
    type: AlertType | 'any'
    ownersOnly: boolean
    unsignedBy?:
      | { kind: 'transaction'; safeTxHash: string }
      | { kind: 'message'; messageHash: string }
      | undefined
  },
): Promise<string[]> {
  let query = db
    .selectFrom('push_subscriptions as s')
    .select('s.device_uuid')
    .distinct()
    .where('s.chain_id', '=', chainId)
    .where('s.safe', '=', safe)
  if (type !== 'any') query = query.where('s.notification_type', '=', type)
  if (ownersOnly)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('safe_owners as o')
          .select('o.owner')
          .whereRef('o.chain_id', '=', 's.chain_id')
          .whereRef('o.safe', '=', 's.safe')
          .whereRef('o.owner', '=', 's.signer'),
      ),
    )
  if (unsignedBy?.kind === 'transaction') {
    const { safeTxHash } = unsignedBy
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('multisig_confirmations as c')
            .select('c.owner')
            .whereRef('c.chain_id', '=', 's.chain_id')
            .where('c.safe_tx_hash', '=', safeTxHash)
            .whereRef('c.owner', '=', 's.signer'),
        ),
      ),
    )
  }
  if (unsignedBy?.kind === 'message') {
    const { messageHash } = unsignedBy
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('safe_message_confirmations as c')
            .select('c.owner')
            .whereRef('c.chain_id', '=', 's.chain_id')
            .where('c.message_hash', '=', messageHash)
            .whereRef('c.owner', '=', 's.signer'),
        ),
      ),
    )
  }
  const rows = await query.orderBy('s.device_uuid').execute()
  return rows.map((row) => row.device_uuid)
}
