import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { PageRequest } from '../../http/paging.ts'
import type { DelegateRow } from './delegates.table.ts'

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
