import type { Deps } from '../deps.ts'
import { resolveIndexerOptions } from '../resolveIndexerOptions.ts'
import { type ChainIndexer, type IndexerLogger, startChainIndexer } from './startChainIndexer.ts'

export type Indexers = {
  /** The running indexer of each chain (none when `indexer.enabled` is false). */
  chains: ReadonlyMap<number, ChainIndexer>
  stop(): Promise<void>
}

/** Starts one indexer per configured chain, unless the config turns indexing off. */
export function startIndexers(
  deps: Pick<Deps, 'config' | 'db' | 'changes' | 'now'>,
  log: IndexerLogger,
): Indexers {
  const chains = new Map<number, ChainIndexer>()
  if (deps.config.indexer.enabled)
    for (const chain of deps.config.chains)
      chains.set(chain.chainId, startChainIndexer({ ...deps, log }, resolveIndexerOptions(chain)))
  return {
    chains,
    async stop() {
      await Promise.all([...chains.values()].map((indexer) => indexer.stop()))
    },
  }
}
