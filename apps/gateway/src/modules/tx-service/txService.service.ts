import type { Address, Hex } from 'viem'
import { NotFoundError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { DataDecoded } from '../decoder/decoder.types.ts'
import { decodeData } from '../decoder/index.ts'
import { getOwnedSafes } from '../owners/index.ts'
import { confirmTransaction, deleteTransaction, proposeTransaction } from '../proposals/index.ts'
import { getSafeInfo, getSafeState } from '../safes/index.ts'
import { estimateTransaction } from '../simulation/index.ts'
import type { SafeCallBody } from '../simulation/simulation.schema.ts'
import {
  findConfirmations,
  findIncomingTransfers,
  findModuleTransactions,
  findMultisigTransactionsByHash,
  findTokens,
  getCreationTransaction,
} from '../transactions/index.ts'
import { type TxServiceModuleTransaction, toModuleTransaction } from './mappers/toModuleTransaction.ts'
import { toMultisigTransaction } from './mappers/toMultisigTransaction.ts'
import { toSafeInfo } from './mappers/toSafeInfo.ts'
import { type TxServiceTransfer, toTransfer } from './mappers/toTransfer.ts'
import type { MultisigFilter } from './txService.repository.ts'
import * as repository from './txService.repository.ts'
import type {
  ProposeTransactionBody,
  SignatureBody,
  TxServiceMultisigTransaction,
  TxServiceSafeInfo,
} from './txService.schema.ts'
import type {
  ChainRequest,
  CountedPage,
  PageWindow,
  TxServiceDeps as ServiceDeps,
} from './txServiceContext.ts'

/**
 * The Transaction Service face's Safes and transactions (docs/tx-service.md), over the services the CGW
 * routes use: proposals are checked and stored by the proposals module, reads come from the same rows.
 */

export async function getTxServiceSafe(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
): Promise<TxServiceSafeInfo> {
  return toSafeInfo(await getSafeInfo(deps, { chainId, safeAddress: address }))
}

export async function getTxServiceOwnedSafes(
  deps: ServiceDeps,
  { chainId, owner }: ChainRequest & { owner: Address },
): Promise<{ safes: string[] }> {
  return getOwnedSafes(deps, { chainId, ownerAddress: owner })
}

/** Decoded calldata, or null where nothing in the registry matches (the service's `dataDecoded: null`). */
async function decodeOrNull(
  deps: ServiceDeps,
  { chainId, data, to }: { chainId: string; data: string | null; to: string },
): Promise<DataDecoded | null> {
  if (data === null || data === '0x') return null
  return decodeData(deps, { chainId, data, to }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null
    throw error
  })
}

export async function listTxServiceMultisigTransactions(
  deps: ServiceDeps,
  { chainId, address, filter }: ChainRequest & { address: Address; filter: MultisigFilter },
  page: PageWindow,
): Promise<CountedPage<TxServiceMultisigTransaction>> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const state = await getSafeState(deps, { chainId, safeAddress: address })
  const { count, rows } = await repository.findMultisigTransactionPage(
    deps.db,
    { chainId: chainIdNumber, safe: address, filter },
    page,
  )
  const confirmations = await findConfirmations(
    deps.db,
    chainIdNumber,
    rows.map((tx) => tx.safe_tx_hash),
  )
  const results = await Promise.all(
    rows.map(async (tx) =>
      toMultisigTransaction({
        tx,
        confirmations: confirmations.get(tx.safe_tx_hash) ?? [],
        decoded: await decodeOrNull(deps, { chainId, data: tx.data, to: tx.to }),
        threshold: state.threshold,
      }),
    ),
  )
  return { count, results }
}

export async function getTxServiceMultisigTransaction(
  deps: ServiceDeps,
  { chainId, safeTxHash }: ChainRequest & { safeTxHash: Hex },
): Promise<TxServiceMultisigTransaction> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const [tx] = await findMultisigTransactionsByHash(deps.db, chainIdNumber, [safeTxHash])
  if (!tx) throw new NotFoundError(`Transaction ${safeTxHash} is not known`)
  const [state, confirmations, decoded] = await Promise.all([
    getSafeState(deps, { chainId, safeAddress: tx.safe }),
    findConfirmations(deps.db, chainIdNumber, [tx.safe_tx_hash]),
    decodeOrNull(deps, { chainId, data: tx.data, to: tx.to }),
  ])
  return toMultisigTransaction({
    tx,
    confirmations: confirmations.get(tx.safe_tx_hash) ?? [],
    decoded,
    threshold: state.threshold,
  })
}

export async function getTxServiceConfirmations(
  deps: ServiceDeps,
  request: ChainRequest & { safeTxHash: Hex },
): Promise<CountedPage<TxServiceMultisigTransaction['confirmations'][number]>> {
  const { confirmations } = await getTxServiceMultisigTransaction(deps, request)
  return { count: confirmations.length, results: confirmations }
}

/** api-kit's propose: the CGW propose with the service's field names; same checks, same row. */
export async function proposeTxServiceTransaction(
  deps: ServiceDeps,
  { chainId, address, body }: ChainRequest & { address: Address; body: ProposeTransactionBody },
): Promise<void> {
  const { contractTransactionHash, nonce, ...fields } = body
  await proposeTransaction(deps, {
    chainId,
    safeAddress: address,
    body: { ...fields, nonce: String(nonce), safeTxHash: contractTransactionHash },
  })
}

export async function confirmTxServiceTransaction(
  deps: ServiceDeps,
  { chainId, safeTxHash, body }: ChainRequest & { safeTxHash: Hex; body: SignatureBody },
): Promise<{ signature: string }> {
  await confirmTransaction(deps, { chainId, safeTxHash, body: { signature: body.signature } })
  return { signature: body.signature }
}

export async function deleteTxServiceTransaction(
  deps: ServiceDeps,
  { chainId, safeTxHash, body }: ChainRequest & { safeTxHash: Hex; body: SignatureBody },
): Promise<void> {
  await deleteTransaction(deps, { chainId, safeTxHash, body })
}

export async function listTxServiceAllTransactions(
  deps: ServiceDeps,
  request: ChainRequest & { address: Address },
  page: PageWindow,
): Promise<CountedPage<TxServiceMultisigTransaction & { txType: 'MULTISIG_TRANSACTION'; transfers: [] }>> {
  const { count, results } = await listTxServiceMultisigTransactions(deps, { ...request, filter: {} }, page)
  return {
    count,
    results: results.map((tx) => ({ ...tx, txType: 'MULTISIG_TRANSACTION', transfers: [] })),
  }
}

export async function getTxServiceCreation(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
) {
  const creation = await getCreationTransaction(deps, { chainId, safeAddress: address })
  return { ...creation, singleton: creation.masterCopy, userOperation: null }
}

export async function listTxServiceModuleTransactions(
  deps: ServiceDeps,
  { chainId, address, module }: ChainRequest & { address: Address; module?: Address },
  page: PageWindow,
): Promise<CountedPage<TxServiceModuleTransaction>> {
  const chain = getChainRuntime(deps, chainId)
  await getSafeState(deps, { chainId, safeAddress: address })
  const { count, rows } = await findModuleTransactions(
    deps.db,
    { chainId: chain.config.chainId, safe: address, filter: module === undefined ? {} : { module } },
    page,
  )
  const results = await Promise.all(
    rows.map(async (tx) =>
      toModuleTransaction(tx, await decodeOrNull(deps, { chainId, data: tx.data, to: tx.to })),
    ),
  )
  return { count, results }
}

/**
 * Transfers into the Safe, newest first. The store answers pages without a total: `count` is what this
 * page shows plus one when another page follows, enough for `next` and `previous`.
 */
export async function listTxServiceIncomingTransfers(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
  page: PageWindow,
): Promise<CountedPage<TxServiceTransfer>> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  await getSafeState(deps, { chainId, safeAddress: address })
  const rows = await findIncomingTransfers(
    deps.db,
    { chainId: chainIdNumber, safe: address, filter: {} },
    { limit: page.limit + 1, offset: page.offset },
  )
  const shown = rows.slice(0, page.limit)
  const tokens = await findTokens(
    deps.db,
    chainIdNumber,
    shown.flatMap((transfer) => (transfer.token_address === null ? [] : [transfer.token_address])),
  )
  return {
    count: page.offset + rows.length,
    results: shown.map((transfer) =>
      toTransfer(transfer, transfer.token_address === null ? undefined : tokens.get(transfer.token_address)),
    ),
  }
}

/** `safeTxGas` for a call from the Safe, simulated as the CGW estimation does (422 when it would fail). */
export async function estimateTxServiceTransaction(
  deps: ServiceDeps,
  { chainId, address, body }: ChainRequest & { address: Address; body: SafeCallBody },
): Promise<{ safeTxGas: string }> {
  const { safeTxGas } = await estimateTransaction(deps, { chainId, safeAddress: address, body })
  return { safeTxGas }
}

/** The Safe singletons Coffer recognises, in the service's shape (deployment facts it does not index: 0). */
