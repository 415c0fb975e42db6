import type { TransferRow } from '../../db/tables/safeData.ts'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { type PageRequest, toPageCursors } from '../../http/paging.ts'
import type { SafeScopedCache } from '../../live/safeScopedCache.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { decodeCallData } from '../decoder/decodeCallData.ts'
import { creationKey, loadMappingContext } from './loadMappingContext.ts'
import { flagImitations, imitationSettings, isImitation } from './mappers/flagImitations.ts'
import type { SafeSnapshot } from './mappers/mappingContext.ts'
import { parseTransactionId } from './mappers/parseTransactionId.ts'
import { type DayGrouping, toHistoryItems } from './mappers/toHistoryItems.ts'
import {
  toCreationDetails,
  toModuleDetails,
  toMultisigDetails,
  toTransferDetails,
} from './mappers/toTransactionDetails.ts'
import {
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './mappers/toTransactionSummary.ts'
import { BadRequestError, parseBooleanQuery, parseIntegerQuery } from './queryParsing.ts'
import * as repository from './transactions.repository.ts'
import type {
  CreationTransaction,
  DateLabelItem,
  HistoryQuery,
  IncomingTransfersQuery,
  ModuleTransactionsQuery,
  MultisigTransactionsQuery,
  TransactionDetails,
  TransactionItem,
  TransactionSummary,
} from './transactions.schema.ts'

type ServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'config'>
type SafeRequest = { chainId: string; safeAddress: string }

/** Cursors of a page: `next` / `previous` as limit/offset pairs, turned into URLs by the route. */
export type PageLinks = { next: PageRequest | null; previous: PageRequest | null }

/** At most this many transfers of one chain transaction become history items (CGW's limit). */
const maxTransfersPerEntry = 100

/**
 * The Safe as it is now. A Safe the indexer knows only from its creation (no state yet) has nonce 0 and
 * no owners; one it does not know at all is a 404.
 */
async function getSafeSnapshot(
  deps: ServiceDeps,
  chain: ChainRuntime,
  address: string,
): Promise<SafeSnapshot> {
  const chainId = chain.config.chainId
  const snapshot = await repository.findSafeSnapshot(deps.db, { chainId, address })
  if (snapshot) return snapshot
  if (await repository.findSafe(deps.db, { chainId, address }))
    return { address, nonce: 0, threshold: 1, owners: [] }
  throw new NotFoundError(`Safe ${address} is not indexed on chain ${chainId}`)
}

function toItems(summaries: readonly TransactionSummary[]): TransactionItem[] {
  return summaries.map((transaction) => ({ type: 'TRANSACTION', transaction, conflictType: 'None' }))
}

function nextByLookahead(page: PageRequest, fetched: number): PageLinks {
  return {
    next: fetched > page.limit ? { limit: page.limit, offset: page.offset + page.limit } : null,
    previous: page.offset > 0 ? { limit: page.limit, offset: Math.max(page.offset - page.limit, 0) } : null,
  }
}

// ---- history (§6.8) ----

export async function getHistory(
  deps: ServiceDeps,
  { chainId, safeAddress, query }: SafeRequest & { query: HistoryQuery },
  page: PageRequest,
  counts?: SafeScopedCache<number>,
): Promise<{ count: number; results: (DateLabelItem | TransactionItem)[] } & PageLinks> {
  const trusted = parseBooleanQuery(query.trusted, true)
  const keepImitations = parseBooleanQuery(query.imitation, true)
  const grouping: DayGrouping =
    query.timezone !== undefined
      ? { timezone: query.timezone }
      : { offsetMs: parseIntegerQuery(query.timezone_offset, 0) }
  const chain = getChainRuntime(deps, chainId)
  const safe = await getSafeSnapshot(deps, chain, safeAddress)
  const filter = { chainId: chain.config.chainId, safe: safeAddress, trusted }

  // One extra entry before the page (the previous page's last) decides whether the first label repeats.
  const window = page.offset > 0 ? { limit: page.limit + 1, offset: page.offset - 1 } : page
  const [count, refs] = await Promise.all([
    counts
      ? counts.get(filter, `count:${trusted}`, () => repository.countHistoryEntries(deps.db, filter))
      : repository.countHistoryEntries(deps.db, filter),
    // Older neighbours of the page's last items, read only so that imitation flagging sees them.
    repository.findHistoryEntries(deps.db, filter, {
      limit: window.limit + imitationSettings.lookupDistance,
      offset: window.offset,
    }),
  ])
  const keysOf = (kind: string) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.key)
  const [multisig, modules, transfers, confirmations] = await Promise.all([
    repository.findMultisigTransactionsByHash(deps.db, filter.chainId, keysOf('multisig')),
    repository.findModuleTransactionsById(deps.db, filter.chainId, keysOf('module')),
    repository.findHistoryTransfers(deps.db, filter, keysOf('transfer')),
    repository.findConfirmations(deps.db, filter.chainId, keysOf('multisig')),
  ])
  const links = toPageCursors(page, count)
  const creation =
    links.next === null
      ? await repository.findSafe(deps.db, { chainId: filter.chainId, address: safeAddress })
      : undefined
  const { ctx, decoded } = await loadMappingContext(deps, {
    chain,
    safe,
    rows: { multisig, modules, transfers, ...(creation && { creation }) },
  })

  const multisigByHash = new Map(multisig.map((tx) => [tx.safe_tx_hash, tx]))
  const moduleById = new Map(modules.map((tx) => [tx.module_tx_id, tx]))
  const transfersByTx = new Map<string, TransferRow[]>()
  for (const transfer of transfers)
    transfersByTx.set(transfer.tx_hash, [...(transfersByTx.get(transfer.tx_hash) ?? []), transfer])

  const entries: TransactionSummary[][] = refs.map((ref) => {
    if (ref.kind === 'multisig') {
      const tx = multisigByHash.get(ref.key)
      return tx
        ? [
            toMultisigSummary(
              { tx, confirmations: confirmations.get(ref.key) ?? [], decoded: decoded.get(ref.key) ?? null },
              ctx,
            ),
          ]
        : []
    }
    if (ref.kind === 'module') {
      const tx = moduleById.get(ref.key)
      return tx ? [toModuleSummary({ tx, decoded: decoded.get(ref.key) ?? null }, ctx)] : []
    }
    return (transfersByTx.get(ref.key) ?? [])
      .slice(0, maxTransfersPerEntry)
      .map((t) => toTransferSummary(t, ctx))
  })
  const lookahead = entries.splice(window.limit).flat()
  const previousEntry = page.offset > 0 && entries.length > 1 ? entries.shift() : undefined
  const shown = entries.flat()
  let items = flagImitations([...shown, ...lookahead]).slice(0, shown.length)
  if (!keepImitations) items = items.filter((item) => !isImitation(item))
  const creationItem = creation ? toCreationSummary(creation, ctx) : undefined
  if (creationItem) items.push(creationItem)
  return {
    count,
    results: toHistoryItems(items, { previous: previousEntry?.at(-1), grouping }),
    ...links,
  }
}

// ---- filtered lists (§6.9-§6.11) ----

export async function getMultisigTransactions(
  deps: ServiceDeps,
  { chainId, safeAddress, query }: SafeRequest & { query: MultisigTransactionsQuery },
  page: PageRequest,
): Promise<{ results: TransactionItem[] } & PageLinks> {
  const executed = query.executed === undefined ? undefined : parseBooleanQuery(query.executed, false)
  const nonce = query.nonce === undefined ? undefined : parseIntegerQuery(query.nonce, 0)
  const chain = getChainRuntime(deps, chainId)
  const safe = await getSafeSnapshot(deps, chain, safeAddress)
  const chainIdNumber = chain.config.chainId
  const rows = await repository.findMultisigTransactions(
    deps.db,
    {
      chainId: chainIdNumber,
      safe: safeAddress,
      filter: {
        ...(query.execution_date__gte !== undefined && { executedFrom: query.execution_date__gte }),
        ...(query.execution_date__lte !== undefined && { executedTo: query.execution_date__lte }),
        ...(query.to !== undefined && { to: query.to }),
        ...(query.value !== undefined && { value: query.value }),
        ...(nonce !== undefined && { nonce }),
        ...(executed !== undefined && { executed }),
      },
    },
    { limit: page.limit + 1, offset: page.offset },
  )
  const shown = rows.slice(0, page.limit)
  const hashes = shown.map((tx) => tx.safe_tx_hash)
  const confirmations = await repository.findConfirmations(deps.db, chainIdNumber, hashes)
  const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { multisig: shown } })
  const summaries = shown.map((tx) =>
    toMultisigSummary(
      {
        tx,
        confirmations: confirmations.get(tx.safe_tx_hash) ?? [],
        decoded: decoded.get(tx.safe_tx_hash) ?? null,
      },
      ctx,
    ),
  )
  return { results: toItems(summaries), ...nextByLookahead(page, rows.length) }
}

export async function getModuleTransactions(
  deps: ServiceDeps,
  { chainId, safeAddress, query }: SafeRequest & { query: ModuleTransactionsQuery },
  page: PageRequest,
): Promise<{ count: number; results: TransactionItem[] } & PageLinks> {
  const chain = getChainRuntime(deps, chainId)
  const safe = await getSafeSnapshot(deps, chain, safeAddress)
  const { count, rows } = await repository.findModuleTransactions(
    deps.db,
    {
      chainId: chain.config.chainId,
      safe: safeAddress,
      filter: {
        ...(query.to !== undefined && { to: query.to }),
        ...(query.module !== undefined && { module: query.module }),
        ...(query.transaction_hash !== undefined && { txHash: query.transaction_hash }),
      },
    },
    page,
  )
  const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { modules: rows } })
  const summaries = rows.map((tx) =>
    toModuleSummary({ tx, decoded: decoded.get(tx.module_tx_id) ?? null }, ctx),
  )
  return { count, results: toItems(summaries), ...toPageCursors(page, count) }
}

/**
 * Zero-value and (with `trusted`) untrusted ERC-20 transfers are dropped after paging, as CGW does: a
 * page can come back short, or empty with a `next`.
 */
export async function getIncomingTransfers(
  deps: ServiceDeps,
  { chainId, safeAddress, query }: SafeRequest & { query: IncomingTransfersQuery },
  page: PageRequest,
): Promise<{ results: TransactionItem[] } & PageLinks> {
  const trusted = parseBooleanQuery(query.trusted, true)
  const chain = getChainRuntime(deps, chainId)
  const safe = await getSafeSnapshot(deps, chain, safeAddress)
  const rows = await repository.findIncomingTransfers(
    deps.db,
    {
      chainId: chain.config.chainId,
      safe: safeAddress,
      filter: {
        ...(query.execution_date__gte !== undefined && { executedFrom: query.execution_date__gte }),
        ...(query.execution_date__lte !== undefined && { executedTo: query.execution_date__lte }),
        ...(query.to !== undefined && { to: query.to }),
        ...(query.value !== undefined && { value: query.value }),
        ...(query.token_address !== undefined && { tokenAddress: query.token_address }),
      },
    },
    { limit: page.limit + 1, offset: page.offset },
  )
  const shown = rows.slice(0, page.limit)
  const { ctx } = await loadMappingContext(deps, { chain, safe, rows: { transfers: shown } })
  const kept = shown.filter((transfer) => {
    if (transfer.type !== 'ERC20') return true
    if (transfer.value === null || BigInt(transfer.value) === 0n) return false
    const token = transfer.token_address === null ? undefined : ctx.tokens.get(transfer.token_address)
    return !trusted || token?.trusted === 1
  })
  return {
    results: toItems(kept.map((transfer) => toTransferSummary(transfer, ctx))),
    ...nextByLookahead(page, rows.length),
  }
}

// ---- details (§6.13) and creation (§6.12) ----

export async function getTransactionDetails(
  deps: ServiceDeps,
  { chainId, id }: { chainId: string; id: string },
): Promise<TransactionDetails> {
  const parsed = parseTransactionId(id)
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const notFound = () => new NotFoundError(`Transaction ${id} is not indexed`)
  if (parsed.kind === 'unknown') throw notFound()

  if (parsed.kind === 'module') {
    const [tx] = await repository.findModuleTransactionsById(deps.db, chainIdNumber, [parsed.moduleTxId])
    if (!tx) throw notFound()
    const safe = await getSafeSnapshot(deps, chain, tx.safe)
    const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { modules: [tx] } })
    return toModuleDetails({ tx, decoded: decoded.get(tx.module_tx_id) ?? null }, ctx)
  }
  if (parsed.kind === 'transfer') {
    const transfer = await repository.findTransfer(deps.db, {
      chainId: chainIdNumber,
      safe: parsed.safe,
      transferId: parsed.transferId,
    })
    if (!transfer) throw notFound()
    const safe = await getSafeSnapshot(deps, chain, transfer.safe)
    const { ctx } = await loadMappingContext(deps, { chain, safe, rows: { transfers: [transfer] } })
    return toTransferDetails(transfer, ctx)
  }
  if (parsed.kind === 'creation') {
    const creation = await repository.findSafe(deps.db, { chainId: chainIdNumber, address: parsed.safe })
    if (!creation) throw notFound()
    const safe = await getSafeSnapshot(deps, chain, creation.address)
    const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { creation } })
    const details = toCreationDetails(creation, decoded.get(creationKey) ?? null, ctx)
    if (!details) throw notFound()
    return details
  }
  const [tx] = await repository.findMultisigTransactionsByHash(deps.db, chainIdNumber, [parsed.safeTxHash])
  if (!tx) throw notFound()
  if (parsed.kind === 'multisig' && tx.safe !== parsed.safe)
    throw new BadRequestError('Invalid transaction ID')
  const safe = await getSafeSnapshot(deps, chain, tx.safe)
  const [atExecution, confirmations, rejections, { ctx, decoded }] = await Promise.all([
    // An executed transaction's signers are the owners it was executed under, not today's.
    tx.executed_block === null
      ? undefined
      : repository.findSafeStateAtExecution(deps.db, {
          chainId: chainIdNumber,
          address: tx.safe,
          block: tx.executed_block,
        }),
    repository.findConfirmations(deps.db, chainIdNumber, [tx.safe_tx_hash]),
    repository.findRejectionConfirmations(deps.db, {
      chainId: chainIdNumber,
      safe: tx.safe,
      nonce: tx.nonce,
    }),
    loadMappingContext(deps, { chain, safe, rows: { multisig: [tx] } }),
  ])
  return toMultisigDetails(
    {
      tx,
      confirmations: confirmations.get(tx.safe_tx_hash) ?? [],
      decoded: decoded.get(tx.safe_tx_hash) ?? null,
    },
    rejections,
    ctx,
    atExecution,
  )
}

export async function getCreationTransaction(
  deps: ServiceDeps,
  { chainId, safeAddress }: SafeRequest,
): Promise<CreationTransaction> {
  const chain = getChainRuntime(deps, chainId)
  const safe = await repository.findSafe(deps.db, { chainId: chain.config.chainId, address: safeAddress })
  if (
    !safe ||
    safe.created_at === null ||
    safe.created_tx_hash === null ||
    safe.creator === null ||
    safe.factory === null
  )
    throw new NotFoundError(`The creation of ${safeAddress} is not indexed`)
  const registry = await loadContractRegistry(deps.db, chain.config.chainId)
  const dataDecoded =
    safe.singleton === null
      ? null
      : decodeCallData(safe.setup_data, safe.singleton, (address) => registry.find(address)?.functions)
  return {
    created: new Date(safe.created_at).toISOString(),
    creator: safe.creator,
    transactionHash: safe.created_tx_hash,
    factoryAddress: safe.factory,
    masterCopy: safe.singleton,
    setupData: safe.setup_data,
    saltNonce: safe.salt_nonce,
    dataDecoded,
  }
}
