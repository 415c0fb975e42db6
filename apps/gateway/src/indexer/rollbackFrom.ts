import { type Kysely, sql } from 'kysely'
import { type Address, getAddress } from 'viem'
import type { Database } from '../db/database.ts'
import { notExecutedColumns } from '../db/tables/safeData.ts'
import { retractAlerts } from '../modules/delivery/index.ts'
import { rollbackDelays } from '../modules/recovery/index.ts'
import { findLatestStates } from '../store/findLatestStates.ts'
import { replaceOwners } from './rangeInserts.ts'

/**
 * Removes everything indexed from block `fork` on (a reorg): chain-only rows go, proposals lose their
 * execution, owners are rebuilt from each Safe's latest remaining state, and the cursor steps back.
 * Returns the Safes whose data changed.
 */
export async function rollbackFrom(
  db: Kysely<Database>,
  { chainId, fork, now }: { chainId: number; fork: number; now: number },
): Promise<Address[]> {
  return db.transaction().execute(async (trx) => {
    const touched = await sql<{ safe: string }>`
      select safe from transfers where chain_id = ${chainId} and block_number >= ${fork}
      union select safe from module_transactions where chain_id = ${chainId} and block_number >= ${fork}
      union select safe from multisig_transactions where chain_id = ${chainId} and executed_block >= ${fork}
      union select address as safe from safe_states where chain_id = ${chainId} and block_number >= ${fork}
      union select address as safe from safes where chain_id = ${chainId} and created_block >= ${fork}
      union select safe from signed_messages where chain_id = ${chainId} and block_number >= ${fork}
      union select m.safe from multisig_confirmations c join multisig_transactions m
        on m.chain_id = c.chain_id and m.safe_tx_hash = c.safe_tx_hash
        where c.chain_id = ${chainId} and c.block_number >= ${fork}
    `.execute(trx)
    const delaySafes = await rollbackDelays(trx, { chainId, fork })
    const safes = [...new Set([...touched.rows.map((row) => getAddress(row.safe)), ...delaySafes])]

    // Rows that exist only because of a block go with it (chain-confirmed confirmations included).
    for (const table of [
      'transfers',
      'module_transactions',
      'multisig_confirmations',
      'signed_messages',
    ] as const)
      await trx.deleteFrom(table).where('chain_id', '=', chainId).where('block_number', '>=', fork).execute()
    await trx
      .deleteFrom('multisig_transactions')
      .where('chain_id', '=', chainId)
      .where('executed_block', '>=', fork)
      .where('proposed_at', 'is', null)
      .execute()
    await trx
      .updateTable('multisig_transactions')
      .set({
        modified_at: now,
        ...notExecutedColumns,
      })
      .where('chain_id', '=', chainId)
      .where('executed_block', '>=', fork)
      .execute()
    await trx
      .deleteFrom('safe_states')
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()
    await trx.deleteFrom('safes').where('chain_id', '=', chainId).where('created_block', '>=', fork).execute()
    await trx
      .deleteFrom('indexer_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()
    await retractAlerts(trx, { chainId, fromBlock: fork, now })
    await trx
      .updateTable('indexer_watched_safes')
      .set({ backfill_next_block: fork })
      .where('chain_id', '=', chainId)
      .where('backfill_next_block', '>', fork)
      .execute()

    const previous = await trx
      .selectFrom('indexer_blocks')
      .select(['block_number', 'block_hash', 'timestamp'])
      .where('chain_id', '=', chainId)
      .where('block_number', '=', fork - 1)
      .executeTakeFirst()
    await trx
      .updateTable('indexer_cursors')
      .set({
        block_number: fork - 1,
        block_hash: previous?.block_hash ?? null,
        block_timestamp: previous?.timestamp ?? null,
        updated_at: now,
      })
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()

    const latest = await findLatestStates(trx, { chainId, safes })
    await replaceOwners(trx, chainId, new Map(safes.map((safe) => [safe, latest.get(safe)?.owners ?? []])))
    return safes
  })
}
