import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import { bulkInsert } from '../db/bulkInsert.ts'
import type { Database } from '../db/database.ts'
import { enqueueAlerts, indexedAlerts } from '../modules/delivery/index.ts'
import { type DelayWrites, writeDelayRange } from '../modules/recovery/index.ts'
import type { RangeWrites } from './buildRangeWrites.ts'
import { findCursor } from './indexer.repository.ts'
import {
  insertBlocks,
  insertConfirmations,
  insertModuleTransactions,
  insertMultisigTransactions,
  insertSafes,
  insertSignedMessages,
  insertStates,
  insertTokens,
  insertTransfers,
  replaceOwners,
} from './rangeInserts.ts'
import type { BlockInfo, TokenMetadata } from './readChain.ts'

export type RangeCommit = {
  chainId: number
  writes: RangeWrites
  /** The range's Delay rows (recovery); none when the range touched no Delay. */
  delays?: DelayWrites
  tokenMetadata: ReadonlyMap<Address, TokenMetadata>
  /** Tokens stored as trusted (`tokens.trusted` = 1) when first seen. */
  trustedTokens: ReadonlySet<Address>
  /** Hashes to keep for reorg detection (blocks with logs and the range's last block). */
  blocks: readonly BlockInfo[]
  /** The main cursor's new position, or a watched Safe's backfill position. */
  progress: { kind: 'cursor'; block: BlockInfo } | { kind: 'backfill'; safe: Address; nextBlock: number }
  /** Stored hashes below this block are final and dropped (never the cursor's own). */
  finalBelow: number | null
  now: number
}

/** Writes a whole range and moves its cursor in one transaction: all of it lands, or none. */
export async function commitRange(db: Kysely<Database>, commit: RangeCommit): Promise<void> {
  const { chainId, writes } = commit
  await db.transaction().execute(async (trx) => {
    await bulkInsert(
      trx,
      insertSafes,
      dedupe(writes.safes, (row) => row.address),
    )
    await bulkInsert(trx, insertStates, writes.states)
    await replaceOwners(trx, chainId, writes.owners)
    await bulkInsert(
      trx,
      insertMultisigTransactions,
      dedupe(writes.multisigTransactions, (row) => row.safe_tx_hash),
    )

    for (const execution of writes.executions)
      await trx
        .updateTable('multisig_transactions')
        .set({
          trusted: 1,
          modified_at: execution.executed_at,
          executed_block: execution.executed_block,
          executed_tx_hash: execution.executed_tx_hash,
          executed_log_index: execution.executed_log_index,
          executed_at: execution.executed_at,
          executor: execution.executor,
          success: execution.success,
        })
        .where('chain_id', '=', chainId)
        .where('safe_tx_hash', '=', execution.safeTxHash)
        .where('safe', '=', execution.safe)
        .execute()

    await bulkInsert(
      trx,
      insertConfirmations,
      dedupe(writes.confirmations, (row) => `${row.safe_tx_hash}:${row.owner}`),
    )
    await bulkInsert(
      trx,
      insertModuleTransactions,
      dedupe(writes.moduleTransactions, (row) => row.module_tx_id),
    )
    await bulkInsert(
      trx,
      insertTransfers,
      dedupe(writes.transfers, (row) => `${row.safe}:${row.transfer_id}`),
    )

    await bulkInsert(trx, insertSignedMessages, writes.signedMessages)

    // The range's alerts commit with it: a crash before the commit re-indexes the range and writes them
    // then; after it, the cursor has moved and they are never written twice.
    const alerts = indexedAlerts({
      chainId,
      kind: commit.progress.kind,
      multisigTransactions: writes.multisigTransactions,
      executions: writes.executions,
      moduleTransactions: writes.moduleTransactions,
      transfers: writes.transfers,
      now: commit.now,
    })
    await enqueueAlerts(trx, alerts, commit.now)
    if (commit.delays)
      await writeDelayRange(trx, {
        chainId,
        writes: commit.delays,
        kind: commit.progress.kind,
        now: commit.now,
      })

    const tokens = [...commit.tokenMetadata].flatMap(([address, metadata]) => {
      const type = writes.tokens.get(address)
      const trusted = commit.trustedTokens.has(address) ? 1 : 0
      return type ? [{ chain_id: chainId, address, type, ...metadata, logo_uri: null, trusted }] : []
    })
    await bulkInsert(trx, insertTokens, tokens)

    const blocks = dedupe(commit.blocks, (block) => String(block.number)).map((block) => ({
      chain_id: chainId,
      block_number: block.number,
      block_hash: block.hash,
      timestamp: block.timestamp,
    }))
    await bulkInsert(trx, insertBlocks, blocks)

    const { progress } = commit
    if (progress.kind === 'cursor')
      await trx
        .updateTable('indexer_cursors')
        .set({
          block_number: progress.block.number,
          block_hash: progress.block.hash,
          block_timestamp: progress.block.timestamp,
          updated_at: commit.now,
        })
        .where('chain_id', '=', chainId)
        .execute()
    else
      await trx
        .updateTable('indexer_watched_safes')
        .set({ backfill_next_block: progress.nextBlock })
        .where('chain_id', '=', chainId)
        .where('address', '=', progress.safe)
        .execute()

    if (commit.finalBelow !== null) {
      const cursor = await findCursor(trx, chainId)
      await trx
        .deleteFrom('indexer_blocks')
        .where('chain_id', '=', chainId)
        .where('block_number', '<', commit.finalBelow)
        .where('block_number', '!=', cursor?.block_number ?? -1)
        .execute()
    }
  })
}

function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()]
}
