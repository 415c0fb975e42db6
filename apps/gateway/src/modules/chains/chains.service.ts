import { knownSingletons } from '@coffer/safe'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import type { PageRequest } from '../../http/paging.ts'
import type { ChainInfo, MasterCopy } from './chains.schema.ts'
import { toChainInfo } from './toChainInfo.ts'

type ChainsDeps = Pick<Deps, 'config' | 'chains'>

/** One page of configured chains, in configuration order, with the total count. */
export function listChains(
  deps: ChainsDeps,
  { limit, offset }: PageRequest,
): { count: number; results: ChainInfo[] } {
  const all = [...deps.chains.values()]
  return {
    count: all.length,
    results: all.slice(offset, offset + limit).map((chain) =>
      toChainInfo(chain.config, {
        transactionService: deps.config.publicUrl,
        webUrl: deps.config.publicUrl,
        email: deps.config.smtpUrl !== null,
      }),
    ),
  }
}

/** The configured chain; throws `NotFoundError` for any other id. */
export function getChain(deps: ChainsDeps, { chainId }: { chainId: string }): ChainInfo {
  const chain = findChainRuntime(deps, chainId)
  if (!chain) throw new NotFoundError(`Chain ${chainId} is not configured`)
  return toChainInfo(chain.config, {
    transactionService: deps.config.publicUrl,
    webUrl: deps.config.publicUrl,
    email: deps.config.smtpUrl !== null,
  })
}

/** Safe singletons the indexer recognises on a configured chain. */
export function getMasterCopies(deps: ChainsDeps, { chainId }: { chainId: string }): MasterCopy[] {
  if (!findChainRuntime(deps, chainId)) throw new NotFoundError(`Chain ${chainId} is not configured`)
  return knownSingletons.map(({ address, version }) => ({ address, version }))
}

function findChainRuntime(deps: ChainsDeps, chainId: string) {
  const id = Number(chainId)
  return Number.isSafeInteger(id) ? deps.chains.get(id) : undefined
}
