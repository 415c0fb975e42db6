import type { ChainRuntime, Deps } from '../../deps.ts'
import { UpstreamError } from '../../errors.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import { resolveIndexerOptions } from '../../resolveIndexerOptions.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { Balances } from './balances.schema.ts'
import { type BalancesDeps, type GetBalancesParameters, getBalances } from './balances.service.ts'
import { isSupportedFiatCode } from './supportedFiatCodes.ts'

export type BalancesCache = {
  get(params: GetBalancesParameters): Promise<Balances>
  close(): void
}

/**
 * A Safe's balances, read from the chain once per Safe, head block and query, then answered from memory:
 * polling browsers and dashboards ask far more often than blocks come. An entry goes when the Safe changes
 * (the change bus, as for Safe info: a transfer the indexer saw, an execution) or the head moves; identical
 * requests that arrive while the chain is being read share that one read (the Safe-scoped cache's coalescing). A failed read is not kept.
 */
export function createBalancesCache(deps: BalancesDeps & Pick<Deps, 'changes'>): BalancesCache {
  const cache = createSafeScopedCache<Balances>(deps.changes)
  return {
    async get(params) {
      const chain = getChainRuntime(deps, params.chainId)
      const head = await readHead(chain)
      const scope = { chainId: chain.config.chainId, safe: params.safeAddress }
      return cache.get(scope, toBalancesKey(head, params), () => getBalances(deps, params))
    },
    close: () => cache.close(),
  }
}

/**
 * The chain's head block. viem keeps the answer for the indexer's poll interval (250 ms on a local chain,
 * 2 s elsewhere) and shares one `eth_blockNumber` among concurrent callers, so under load the head costs
 * one request per interval, and balances lag a new block by at most that long.
 */
async function readHead(chain: ChainRuntime): Promise<bigint> {
  try {
    return await chain.client.getBlockNumber({
      cacheTime: resolveIndexerOptions(chain.config).pollIntervalMs,
    })
  } catch (cause) {
    throw new UpstreamError(`Cannot read the head block of chain ${chain.config.chainId}`, { cause })
  }
}

/**
 * What tells one answer from another for a Safe: the block and the query. Every unsupported currency
 * values nothing alike, so they share one entry (arbitrary codes cannot fill the cache).
 */
function toBalancesKey(head: bigint, params: GetBalancesParameters): string {
  const currency = params.currency.toLowerCase()
  return [
    head,
    isSupportedFiatCode(currency) ? currency : '-',
    params.trusted ? 'trusted' : 'all',
    params.includeZeroBalances ? 'zero' : 'held',
  ].join(':')
}
