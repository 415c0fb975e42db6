import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type {
  NewSafeMessageRow,
  SafeMessageConfirmationRow,
  SafeMessageConfirmationTable,
  SafeMessageRow,
} from '../../db/tables/messages.ts'
import type { SignedMessageRow } from '../../db/tables/safeData.ts'
import { awaitsSignatures, enqueueAlert } from '../delivery/index.ts'

type Db = Kysely<Database>

export type NewMessageConfirmation = Pick<
  SafeMessageConfirmationTable,
  'owner' | 'signature' | 'signature_type'
>

export async function findMessage(
  db: Db,
  { chainId, messageHash }: { chainId: number; messageHash: string },
): Promise<SafeMessageRow | undefined> {
  return db
    .selectFrom('safe_messages')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('message_hash', '=', messageHash)
    .executeTakeFirst()
}

/**
 * Stores a new message with its proposer's confirmation, in one database transaction. False (and
 * nothing written) when the hash is stored already, also when two proposals of it race.
 */
export async function insertMessage(
  db: Db,
  { message, confirmation }: { message: NewSafeMessageRow; confirmation: NewMessageConfirmation },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('safe_messages')
      .values(message)
      .onConflict((oc) => oc.columns(['chain_id', 'message_hash']).doNothing())
      .returning('message_hash')
      .execute()
    if (inserted.length === 0) return false
    await trx
      .insertInto('safe_message_confirmations')
      .values({
        chain_id: message.chain_id,
        message_hash: message.message_hash,
        ...confirmation,
        created_at: message.created_at,
      })
      .execute()
    // As CGW's MESSAGE_CREATED: the other owners are asked once, unless the proposer's signature suffices.
    if (await awaitsSignatures(trx, { chainId: message.chain_id, safe: message.safe, confirmations: 1 }))
      await enqueueAlert(trx, {
        chainId: message.chain_id,
        safe: message.safe,
        payload: { type: 'MESSAGE_CONFIRMATION_REQUEST', messageHash: message.message_hash },
        blockNumber: null,
      })
    return true
  })
}

/** Adds one owner's confirmation and moves `modified_at`; false when that owner had confirmed already. */
export async function addMessageConfirmation(
  db: Db,
  {
    chainId,
    messageHash,
    confirmation,
    now,
  }: { chainId: number; messageHash: string; confirmation: NewMessageConfirmation; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('safe_message_confirmations')
      .values({ chain_id: chainId, message_hash: messageHash, ...confirmation, created_at: now })
      .onConflict((oc) => oc.columns(['chain_id', 'message_hash', 'owner']).doNothing())
      .returning('owner')
      .execute()
    if (inserted.length === 0) return false
    await trx
      .updateTable('safe_messages')
      .set({ modified_at: now })
      .where('chain_id', '=', chainId)
      .where('message_hash', '=', messageHash)
      .execute()
    return true
  })
}

export async function countMessages(db: Db, { chainId, safe }: { chainId: number; safe: string }) {
  const row = await db
    .selectFrom('safe_messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** One page of a Safe's messages, newest first. */
export async function listMessages(
  db: Db,
  { chainId, safe, limit, offset }: { chainId: number; safe: string; limit: number; offset: number },
): Promise<SafeMessageRow[]> {
  return db
    .selectFrom('safe_messages')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .orderBy('created_at', 'desc')
    .orderBy('message_hash', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function listConfirmations(
  db: Db,
  { chainId, messageHashes }: { chainId: number; messageHashes: readonly string[] },
): Promise<SafeMessageConfirmationRow[]> {
  if (messageHashes.length === 0) return []
  // Without an order PostgreSQL returns rows as they lie on disk; owners read confirmations in signing order.
  return db
    .selectFrom('safe_message_confirmations')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('message_hash', 'in', messageHashes)
    .orderBy('created_at')
    .orderBy('owner')
    .execute()
}

/** Each hash's first on-chain signing (`SignMsg`) by `safe`, if any. */
export async function findSignedOnChain(
  db: Db,
  { chainId, safe, messageHashes }: { chainId: number; safe: string; messageHashes: readonly string[] },
): Promise<Map<string, SignedMessageRow>> {
  if (messageHashes.length === 0) return new Map()
  const rows = await db
    .selectFrom('signed_messages')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('message_hash', 'in', messageHashes)
    .where('safe', '=', safe)
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .execute()
  // Descending, so the earliest signing of each hash is written last and kept.
  return new Map(rows.map((row) => [row.message_hash, row]))
}
