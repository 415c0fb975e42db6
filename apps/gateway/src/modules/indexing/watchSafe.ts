import type { Kysely } from 'kysely'
import { type Address, getAddress } from 'viem'
import type { Database } from '../../db/database.ts'

/**
 * Adds a Safe to a `watched` chain's list (idempotent). The indexer backfills it from its creation block
 * when known, else from the chain's start block, up to the main cursor, then follows it with the rest.
 * Returns false when it was already watched.
 */
export async function watchSafe(
  db: Kysely<Database>,
  chainId: number,
  address: Address,
  { now = Date.now() }: { now?: number } = {},
): Promise<boolean> {
  const safe = getAddress(address)
  const created = await db
    .selectFrom('safes')
    .select('created_block')
    .where('chain_id', '=', chainId)
    .where('address', '=', safe)
    .executeTakeFirst()
  const result = await db
    .insertInto('indexer_watched_safes')
    .values({
      chain_id: chainId,
      address: safe,
      added_at: now,
      backfill_next_block: created?.created_block ?? 0,
    })
    .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}
