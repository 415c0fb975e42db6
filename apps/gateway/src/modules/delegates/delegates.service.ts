import type { Deps } from '../../createDeps.ts'
import type { PageRequest } from '../../http/paging.ts'
import { getChainRuntime } from '../transactions/getChainRuntime.ts'
import { findDelegates } from './delegates.repository.ts'
import type { Delegate, DelegatesQuery } from './delegates.schema.ts'

export async function listDelegates(
  deps: Pick<Deps, 'db' | 'chains'>,
  { chainId, query, page }: { chainId: string; query: DelegatesQuery; page: PageRequest },
): Promise<{ count: number; results: Delegate[] }> {
  const chain = getChainRuntime(deps, chainId)
  const { safe, delegate, delegator, label } = query
  const { count, rows } = await findDelegates(deps.db, {
    chainId: chain.config.chainId,
    filter: {
      ...(safe !== undefined && { safe }),
      ...(delegate !== undefined && { delegate }),
      ...(delegator !== undefined && { delegator }),
      ...(label !== undefined && { label }),
    },
    page,
  })
  return {
    count,
    results: rows.map((row) => ({
      safe: row.safe === '' ? null : row.safe,
      delegate: row.delegate,
      delegator: row.delegator,
      label: row.label,
    })),
  }
}
