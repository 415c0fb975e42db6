import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { MultisigTransactionRow } from '../../db/tables/safeData.ts'

type QueueFilter = { chainId: number; safe: string; nonce: number; trusted: boolean }

function queued(db: Kysely<Database>, { chainId, safe, nonce, trusted }: QueueFilter) {
  return db
    .selectFrom('multisig_transactions')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('executed_block', 'is', null)
    .where('nonce', '>=', nonce)
    .$if(trusted, (qb) => qb.where('trusted', '=', 1))
}

/**
 * Not-executed transactions with a nonce the Safe can still use, in queue order: nonce, then submission
 * (proposal time; a row without one, e.g. known only from an on-chain approval, by its last change), then
 * hash so that equal times page stably. Both databases sort the same (no NULLs in the sort keys).
 */
export async function findQueuedTransactions(
  db: Kysely<Database>,
  filter: QueueFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<MultisigTransactionRow[]> {
  return queued(db, filter)
    .selectAll()
    .orderBy('nonce', 'asc')
    .orderBy(sql`coalesce(proposed_at, modified_at)`, 'asc')
    .orderBy('safe_tx_hash', 'asc')
    .limit(limit)
    .offset(offset)
    .execute()
}

/** How many transactions `findQueuedTransactions` pages through. */
export async function countQueuedTransactions(db: Kysely<Database>, filter: QueueFilter): Promise<number> {
  const row = await queued(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
