import type { Deps } from '../../deps.ts'
import { type OnUnknownSafe, watchUnknownSafe } from '../safes/index.ts'

/** Paths of the Transaction Service face start here, as a Safe client appends `/api` to `transactionService`. */
export const txServicePrefix = '/api'

export const txServiceTags = ['transaction-service']

/**
 * What every route of the face needs: the dependency bag (with the watched-mode hook for unknown Safes)
 * and the chain it serves. The chain config names this gateway as every chain's `transactionService`, so
 * one prefix serves one chain: the first configured (docs/tx-service.md).
 */
export type TxServiceContext = {
  deps: Deps & { onUnknownSafe: ReturnType<typeof watchUnknownSafe> }
  chainId: string
}

export function createTxServiceContext(deps: Deps): TxServiceContext | undefined {
  const [chain] = deps.chains.values()
  if (!chain) return undefined
  return { deps: { ...deps, onUnknownSafe: watchUnknownSafe(deps) }, chainId: String(chain.config.chainId) }
}

/** What the face's services receive: the bag, with the hook for Safes not indexed yet. */
export type TxServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'changes' | 'config'> & {
  onUnknownSafe?: OnUnknownSafe
}
export type ChainRequest = { chainId: string }
export type PageWindow = { limit: number; offset: number }
export type CountedPage<T> = { count: number; results: T[] }
