import { knownSingletons } from '@coffer/safe'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { type PageRequest, toPageCursors } from '../../http/paging.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { findSafeState } from '../safes/index.ts'
import type { PageLinks } from '../transactions/index.ts'
import { findConfirmations, findSafe } from '../transactions/index.ts'
import { loadMappingContext } from '../transactions/loadMappingContext.ts'
import { toMultisigSummary } from '../transactions/mappers/toTransactionSummary.ts'
import { parseBooleanQuery } from '../transactions/queryParsing.ts'
import type { TransactionSummary } from '../transactions/transactions.schema.ts'
import { countQueuedTransactions, findQueuedTransactions } from './queue.repository.ts'
import type { QueueQuery } from './queue.schema.ts'
import { type QueueItem, toQueueItems, toQueueWindow } from './toQueueItems.ts'
import { verifyQueuedTransactions } from './verifyQueuedTransactions.ts'

type QueueDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'config'>

/** The Safe as the queue needs it; a Safe known only from its creation has nonce 0 and no owners yet. */
async function getQueueSafe(deps: QueueDeps, chainId: number, address: string) {
  const state = await findSafeState(deps.db, { chainId, address })
  if (state) return state
  const safe = await findSafe(deps.db, { chainId, address })
  if (!safe) throw new NotFoundError(`Safe ${address} is not indexed on chain ${chainId}`)
  return { address, nonce: 0, threshold: 1, owners: [], singleton: safe.singleton }
}

/**
 * gateway-contract.md §6.7: the Safe's not-executed transactions from its current nonce on, grouped by
 * nonce with Next/Queued labels and conflict headers. Every transaction read is verified first
 * (`verifyQueuedTransactions`): a tampered row fails the whole request rather than being shown.
 */
export async function getQueue(
  deps: QueueDeps,
  { chainId, safeAddress, query }: { chainId: string; safeAddress: string; query: QueueQuery },
  page: PageRequest,
): Promise<{ count: number; results: QueueItem<TransactionSummary>[] } & PageLinks> {
  const trusted = parseBooleanQuery(query.trusted, true)
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const state = await getQueueSafe(deps, chainIdNumber, safeAddress)
  const filter = { chainId: chainIdNumber, safe: safeAddress, nonce: state.nonce, trusted }
  const window = toQueueWindow(page)
  const [total, rows] = await Promise.all([
    countQueuedTransactions(deps.db, filter),
    findQueuedTransactions(deps.db, filter, window),
  ])
  const confirmations = await findConfirmations(
    deps.db,
    chainIdNumber,
    rows.map((tx) => tx.safe_tx_hash),
  )
  const inputs = rows.map((tx) => ({ tx, confirmations: confirmations.get(tx.safe_tx_hash) ?? [] }))
  const singleton = state.singleton?.toLowerCase()
  await verifyQueuedTransactions(inputs, {
    chainId: chainIdNumber,
    version: knownSingletons.find((known) => known.address.toLowerCase() === singleton)?.version,
    recover: recoverAddressNative,
  })
  const safe = { address: safeAddress, nonce: state.nonce, threshold: state.threshold, owners: state.owners }
  const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { multisig: rows } })
  const summaries = inputs.map((input) => ({
    nonce: input.tx.nonce,
    summary: toMultisigSummary({ ...input, decoded: decoded.get(input.tx.safe_tx_hash) ?? null }, ctx),
  }))
  const items = toQueueItems(summaries, {
    page,
    safeNonce: state.nonce,
    hasMore: window.offset + window.limit < total,
    nonceOf: (entry) => entry.nonce,
  })
  const results = items.map((item) =>
    item.type === 'TRANSACTION' ? { ...item, transaction: item.transaction.summary } : item,
  )
  return { count: results.length, results, ...toPageCursors(page, total) }
}
