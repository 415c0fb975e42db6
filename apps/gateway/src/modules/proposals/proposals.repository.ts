import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type {
  MultisigConfirmationTable,
  MultisigTransactionRow,
  NewMultisigTransactionRow,
} from '../../db/tables/safeData.ts'
import { awaitsSignatures, enqueueAlert } from '../delivery/index.ts'

type Db = Kysely<Database>

export type NewConfirmation = {
  owner: string
  signature: string
  signature_type: MultisigConfirmationTable['signature_type']
}

export async function findMultisigTransaction(
  db: Db,
  chainId: number,
  safeTxHash: string,
): Promise<MultisigTransactionRow | undefined> {
  return db
    .selectFrom('multisig_transactions')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', '=', safeTxHash)
    .executeTakeFirst()
}

export async function findConfirmationOwners(db: Db, chainId: number, safeTxHash: string): Promise<string[]> {
  const rows = await db
    .selectFrom('multisig_confirmations')
    .select('owner')
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', '=', safeTxHash)
    .execute()
  return rows.map((row) => row.owner)
}

/** The delegators that made `delegate` a delegate for this Safe (or for all their Safes). */
export async function findDelegators(
  db: Db,
  { chainId, safe, delegate }: { chainId: number; safe: string; delegate: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('delegates')
    .select('delegator')
    .where('chain_id', '=', chainId)
    .where('delegate', '=', delegate)
    .where('safe', 'in', [safe, ''])
    .execute()
  return rows.map((row) => row.delegator)
}

/**
 * Writes a proposal and its confirmations in one database transaction. A safeTxHash proposed before keeps
 * its first proposer and gains the new confirmations; one without a proposer (seen only through an on-chain
 * approval, or proposed unsigned) takes the proposer, origin and trust of the first signed proposal. An
 * unsigned proposal (no proposer) changes nothing that exists. `modified_at` moves only when something was
 * added.
 */
export async function storeProposal(
  db: Db,
  { tx, confirmations }: { tx: NewMultisigTransactionRow; confirmations: readonly NewConfirmation[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('multisig_transactions')
      .select(['proposer'])
      .where('chain_id', '=', tx.chain_id)
      .where('safe_tx_hash', '=', tx.safe_tx_hash)
      .executeTakeFirst()
    // Two proposals of one new safeTxHash at once: the second insert becomes a merge, not a 500.
    if (!existing)
      await trx
        .insertInto('multisig_transactions')
        .values(tx)
        .onConflict((oc) => oc.columns(['chain_id', 'safe_tx_hash']).doNothing())
        .execute()
    else if (existing.proposer === null && tx.proposer)
      await trx
        .updateTable('multisig_transactions')
        .set({
          proposer: tx.proposer ?? null,
          proposed_by_delegate: tx.proposed_by_delegate ?? null,
          proposed_at: tx.proposed_at ?? null,
          origin: tx.origin ?? null,
          trusted: 1,
          modified_at: tx.modified_at,
        })
        .where('chain_id', '=', tx.chain_id)
        .where('safe_tx_hash', '=', tx.safe_tx_hash)
        .execute()
    const added = await insertConfirmations(trx, {
      chainId: tx.chain_id,
      safeTxHash: tx.safe_tx_hash,
      submittedAt: tx.modified_at,
      confirmations,
    })
    if (existing && added > 0)
      await touch(trx, { chainId: tx.chain_id, safeTxHash: tx.safe_tx_hash, now: tx.modified_at })
    // Owners hear of a transaction once, when it is first proposed by someone (CGW's
    // PENDING_MULTISIG_TRANSACTION); later confirmations only change who still has to sign, which the
    // channels read when they pick recipients.
    const firstAttributed = tx.proposer && (!existing || existing.proposer === null)
    if (firstAttributed) {
      const signed = await countConfirmations(trx, tx.chain_id, tx.safe_tx_hash)
      if (await awaitsSignatures(trx, { chainId: tx.chain_id, safe: tx.safe, confirmations: signed }))
        await enqueueAlert(trx, {
          chainId: tx.chain_id,
          safe: tx.safe,
          payload: { type: 'CONFIRMATION_REQUEST', safeTxHash: tx.safe_tx_hash },
          blockNumber: null,
        })
    }
  })
}

/** Adds one owner's confirmation; false when that owner had already confirmed (nothing written). */
export async function addConfirmation(
  db: Db,
  {
    chainId,
    safeTxHash,
    confirmation,
    now,
  }: { chainId: number; safeTxHash: string; confirmation: NewConfirmation; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const added = await insertConfirmations(trx, {
      chainId,
      safeTxHash,
      submittedAt: now,
      confirmations: [confirmation],
    })
    if (added > 0) await touch(trx, { chainId, safeTxHash, now })
    return added > 0
  })
}

/** Removes a queued transaction and its confirmations; executed ones are never touched. */
export async function deleteQueuedTransaction(db: Db, chainId: number, safeTxHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('multisig_transactions')
      .where('chain_id', '=', chainId)
      .where('safe_tx_hash', '=', safeTxHash)
      .where('executed_block', 'is', null)
      .returning(['safe_tx_hash', 'safe'])
      .execute()
    const [row] = deleted
    if (!row) return false
    await enqueueAlert(trx, {
      chainId,
      safe: row.safe,
      payload: { type: 'DELETED_MULTISIG_TRANSACTION', safeTxHash: row.safe_tx_hash },
      blockNumber: null,
    })
    await trx
      .deleteFrom('multisig_confirmations')
      .where('chain_id', '=', chainId)
      .where('safe_tx_hash', '=', safeTxHash)
      .execute()
    return true
  })
}

async function countConfirmations(db: Db, chainId: number, safeTxHash: string): Promise<number> {
  const row = await db
    .selectFrom('multisig_confirmations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', '=', safeTxHash)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

async function insertConfirmations(
  db: Db,
  {
    chainId,
    safeTxHash,
    submittedAt,
    confirmations,
  }: { chainId: number; safeTxHash: string; submittedAt: number; confirmations: readonly NewConfirmation[] },
): Promise<number> {
  if (confirmations.length === 0) return 0
  const inserted = await db
    .insertInto('multisig_confirmations')
    .values(
      confirmations.map((confirmation) => ({
        chain_id: chainId,
        safe_tx_hash: safeTxHash,
        ...confirmation,
        submitted_at: submittedAt,
        block_number: null,
      })),
    )
    .onConflict((oc) => oc.columns(['chain_id', 'safe_tx_hash', 'owner']).doNothing())
    .returning('owner')
    .execute()
  return inserted.length
}

async function touch(
  db: Db,
  { chainId, safeTxHash, now }: { chainId: number; safeTxHash: string; now: number },
) {
  await db
    .updateTable('multisig_transactions')
    .set({ modified_at: now, trusted: 1 })
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', '=', safeTxHash)
    .execute()
}
