import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { getBalances } from '../balances/index.ts'
import type { PriceSource } from '../balances/prices/priceSource.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { plainAddress } from '../contracts/addressInfo.ts'
import { countQueuedTransactions, findSafeState, listQueuedTransactions } from './safes.repository.ts'
import { maxOverviewSafes, type SafeOverview } from './safes.schema.ts'

export type SafeOverviewsDeps = Pick<Deps, 'db' | 'chains'> & { prices: PriceSource }

export type GetSafeOverviewsParameters = {
  safes: readonly { chainId: string; address: string }[]
  currency: string
  trusted: boolean
  walletAddress: string | undefined
}

/** CGW reads this many queued transactions to count those awaiting the wallet's confirmation. */
const awaitingConfirmationWindow = 100

/**
 * gateway-contract.md §7.2: the first ten requested Safes, in request order; an entry that fails for
 * any reason (unknown chain or Safe, node down) is left out rather than failing the request.
 */
export async function getSafeOverviews(
  deps: SafeOverviewsDeps,
  { safes, currency, trusted, walletAddress }: GetSafeOverviewsParameters,
): Promise<SafeOverview[]> {
  const settled = await Promise.allSettled(
    safes
      .slice(0, maxOverviewSafes)
      .map((safe) => getSafeOverview(deps, { ...safe, currency, trusted, walletAddress })),
  )
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
}

async function getSafeOverview(
  deps: SafeOverviewsDeps,
  {
    chainId,
    address,
    currency,
    trusted,
    walletAddress,
  }: {
    chainId: string
    address: string
    currency: string
    trusted: boolean
    walletAddress: string | undefined
  },
): Promise<SafeOverview> {
  const chain = getChainRuntime(deps, chainId)
  const state = await findSafeState(deps.db, { chainId: chain.config.chainId, address })
  if (!state) throw new NotFoundError(`Safe ${address} is not indexed on chain ${chainId}`)
  // `trusted` is about tokens (the fiat total). The queue counts are the default queue's, as CGW's: trusted
  // transactions only, so that an unsigned proposal anyone can send shows in no pending count.
  const key = { chainId: state.chainId, address: state.address, nonce: state.nonce, trustedOnly: true }
  const [balances, queued, awaitingConfirmation] = await Promise.all([
    getBalances(deps, { chainId, safeAddress: address, currency, trusted, includeZeroBalances: false }),
    countQueuedTransactions(deps.db, key),
    walletAddress === undefined
      ? Promise.resolve(null)
      : listQueuedTransactions(deps.db, { ...key, limit: awaitingConfirmationWindow }).then(
          (transactions) =>
            transactions.filter(
              (tx) => tx.confirmedBy.length < state.threshold && !tx.confirmedBy.includes(walletAddress),
            ).length,
        ),
  ])
  return {
    address: plainAddress(state.address),
    chainId: String(state.chainId),
    threshold: state.threshold,
    owners: state.owners.map(plainAddress),
    fiatTotal: balances.fiatTotal,
    queued,
    awaitingConfirmation,
  }
}
