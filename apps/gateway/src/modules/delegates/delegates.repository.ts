import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DelegateRow } from '../../db/tables/delegates.ts'
import type { PageRequest } from '../../http/paging.ts'

export type DelegateFilter = { safe?: string; delegate?: string; delegator?: string; label?: string }

/** One page of delegations matching every given filter, oldest first, with the total. */
export async function findDelegates(
  db: Kysely<Database>,
  { chainId, filter, page }: { chainId: number; filter: DelegateFilter; page: PageRequest },
): Promise<{ count: number; rows: DelegateRow[] }> {
  let query = db.selectFrom('delegates').where('chain_id', '=', chainId)
  if (filter.safe !== undefined) query = query.where('safe', '=', filter.safe)
  if (filter.delegate !== undefined) query = query.where('delegate', '=', filter.delegate)
  if (filter.delegator !== undefined) query = query.where('delegator', '=', filter.delegator)
  if (filter.label !== undefined) query = query.where('label', '=', filter.label)
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at')
      .orderBy('delegator')
      .orderBy('delegate')
      .orderBy('safe')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { count: Number(total.count), rows }
}

/**
 * Adds a delegation, or renames it when the same delegator already made the same delegate its delegate for
 * the same scope (the transaction service's `update_or_create`); one statement, committed before the answer.
 */
export async function saveDelegate(
  db: Kysely<Database>,
  row: Omit<DelegateRow, 'created_at'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('delegates')
    .values({ ...row, created_at: now })
    .onConflict((oc) =>
      oc.columns(['chain_id', 'delegator', 'delegate', 'safe']).doUpdateSet({ label: row.label }),
    )
    .execute()
}

/** Which delegations a removal ends: a delegate of one delegator, for one scope ('' = every Safe) or all of them. */
export type DelegateRemoval = {
  chainId: number
  delegate: string
  delegator?: string
  /** A Safe, '' for the all-Safes delegation, or absent for every scope. */
  safe?: string
}

/** Removes the matching delegations and says which scopes they had, one per delegation ('' = every Safe). */
export async function removeDelegates(
  db: Kysely<Database>,
  { chainId, delegate, delegator, safe }: DelegateRemoval,
): Promise<string[]> {
  let query = db.deleteFrom('delegates').where('chain_id', '=', chainId).where('delegate', '=', delegate)
  if (delegator !== undefined) query = query.where('delegator', '=', delegator)
  if (safe !== undefined) query = query.where('safe', '=', safe)
  const removed = await query.returning('safe').execute()
  return removed.map((row) => row.safe)
}

/** The delegators of a delegate for exactly this Safe (not its all-Safes delegations). */
export async function findDelegatorsForSafe(
  db: Kysely<Database>,
  { chainId, delegate, safe }: { chainId: number; delegate: string; safe: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('delegates')
    .select('delegator')
    .where('chain_id', '=', chainId)
    .where('delegate', '=', delegate)
    .where('safe', '=', safe)
    .orderBy('created_at')
    .orderBy('delegator')
    .execute()
  return rows.map((row) => row.delegator)
}
