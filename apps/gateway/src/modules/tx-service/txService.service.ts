import { type Address, type Hex, zeroAddress } from 'viem'
import type { TokenRow } from '../../db/tables/safeData.ts'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { getAbout } from '../about/index.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { DataDecoded } from '../decoder/decoder.types.ts'
import { decodeData } from '../decoder/index.ts'
import type { AddDelegateBody, RemoveDelegateBody } from '../delegates/delegates.schema.ts'
import { addDelegate, listDelegates, removeDelegate } from '../delegates/index.ts'
import {
  confirmMessage,
  findMessage,
  getMessage,
  listSafeMessages,
  proposeMessage,
} from '../messages/index.ts'
import type { ProposeMessageBody } from '../messages/messages.schema.ts'
import { getOwnedSafes } from '../owners/index.ts'
import { confirmTransaction, deleteTransaction, proposeTransaction } from '../proposals/index.ts'
import { getSafeInfo, getSafeState, type OnUnknownSafe } from '../safes/index.ts'
import {
  findConfirmations,
  findMultisigTransactionsByHash,
  getCreationTransaction,
} from '../transactions/index.ts'
import { type TxServiceMultisigTransaction, toMultisigTransaction } from './mappers/toMultisigTransaction.ts'
import { type TxServiceSafeInfo, toSafeInfo } from './mappers/toSafeInfo.ts'
import { type TxServiceSafeMessage, toSafeMessage } from './mappers/toSafeMessage.ts'
import type { MultisigFilter } from './txService.repository.ts'
import * as repository from './txService.repository.ts'
import type { DelegatesQuery, ProposeTransactionBody, SignatureBody } from './txService.schema.ts'

/**
 * The Transaction Service face (docs/tx-service.md) over the services the CGW routes use: every write goes
 * through the same checks (proposals, messages, delegates), every read through the same stored rows.
 */

type ServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'changes' | 'config'> & {
  onUnknownSafe?: OnUnknownSafe
}
type ChainRequest = { chainId: string }
export type PageWindow = { limit: number; offset: number }
export type CountedPage<T> = { count: number; results: T[] }

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

// ---- messages ----

export async function getTxServiceMessage(
  deps: ServiceDeps,
  { chainId, messageHash }: ChainRequest & { messageHash: Hex },
): Promise<TxServiceSafeMessage> {
  const chain = getChainRuntime(deps, chainId)
  const [row, message] = await Promise.all([
    findMessage(deps.db, { chainId: chain.config.chainId, messageHash }),
    getMessage(deps, { chainId, messageHash }),
  ])
  if (!row) throw new NotFoundError(`Message ${messageHash} is not known`)
  return toSafeMessage(message, { safe: row.safe, safeAppId: row.safe_app_id })
}

/** The Safe's messages, newest first. CGW's list carries no Safe App id: `safeAppId` is read per message. */
export async function listTxServiceMessages(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
  page: PageWindow,
): Promise<CountedPage<TxServiceSafeMessage>> {
  const chain = getChainRuntime(deps, chainId)
  const { count, results } = await listSafeMessages(deps, { chainId, safeAddress: address, page })
  const messages = await Promise.all(
    results.flatMap((item) =>
      item.type === 'MESSAGE'
        ? [
            findMessage(deps.db, { chainId: chain.config.chainId, messageHash: item.messageHash }).then(
              (row) => toSafeMessage(item, { safe: address, safeAppId: row?.safe_app_id ?? null }),
            ),
          ]
        : [],
    ),
  )
  return { count, results: messages }
}

export async function addTxServiceMessage(
  deps: ServiceDeps,
  { chainId, address, body }: ChainRequest & { address: Address; body: ProposeMessageBody },
): Promise<void> {
  await proposeMessage(deps, { chainId, safeAddress: address, body })
}

export async function addTxServiceMessageSignature(
  deps: ServiceDeps,
  { chainId, messageHash, body }: ChainRequest & { messageHash: Hex; body: SignatureBody },
): Promise<void> {
  await confirmMessage(deps, { chainId, messageHash, body })
}

// ---- delegates (v2) ----

/** Delegations under the service's filters. A delegation never expires here: `expiryDate` is null. */
export async function listTxServiceDelegates(
  deps: ServiceDeps,
  { chainId, query }: ChainRequest & { query: Omit<DelegatesQuery, 'limit' | 'offset'> },
  page: PageWindow,
): Promise<
  CountedPage<{ safe: string | null; delegate: string; delegator: string; label: string; expiryDate: null }>
> {
  const { count, results } = await listDelegates(deps, { chainId, query, page })
  return { count, results: results.map((delegate) => ({ ...delegate, expiryDate: null })) }
}

export async function addTxServiceDelegate(
  deps: ServiceDeps,
  { chainId, body }: ChainRequest & { body: AddDelegateBody },
): Promise<void> {
  await addDelegate(deps, { chainId, body, scheme: 'v2' })
}

export async function removeTxServiceDelegate(
  deps: ServiceDeps,
  { chainId, delegate, body }: ChainRequest & { delegate: Address; body: RemoveDelegateBody },
): Promise<void> {
  await removeDelegate(deps, { chainId, delegate, body })
}

// ---- all transactions, creation, decoder, tokens, about ----

/**
 * The Safe's transactions in the service's `all-transactions` list. Coffer lists its multisig
 * transactions here (executed and queued, newest nonce first), each with `txType` and no transfers.
 */
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

export async function decodeTxServiceData(
  deps: ServiceDeps,
  { chainId, data, to }: ChainRequest & { data: string; to?: string },
): Promise<DataDecoded> {
  // Without `to`, only the function signature list can match; the zero address has no registry entry.
  return decodeData(deps, { chainId, data, to: to ?? zeroAddress })
}

export type TxServiceToken = {
  type: 'ERC20' | 'ERC721'
  address: string
  name: string
  symbol: string
  decimals: number | null
  logoUri: string
  trusted: boolean
}

function toToken(row: TokenRow): TxServiceToken {
  return {
    type: row.type,
    address: row.address,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    logoUri: row.logo_uri ?? '',
    trusted: row.trusted === 1,
  }
}

export async function listTxServiceTokens(
  deps: ServiceDeps,
  { chainId, search, address }: ChainRequest & { search?: string; address?: string },
  page: PageWindow,
): Promise<CountedPage<TxServiceToken>> {
  const chain = getChainRuntime(deps, chainId)
  const { count, rows } = await repository.findTokenPage(
    deps.db,
    {
      chainId: chain.config.chainId,
      ...(search !== undefined && { search }),
      ...(address !== undefined && { address }),
    },
    page,
  )
  return { count, results: rows.map(toToken) }
}

export async function getTxServiceToken(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
): Promise<TxServiceToken> {
  const chain = getChainRuntime(deps, chainId)
  const row = await repository.findToken(deps.db, { chainId: chain.config.chainId, address })
  if (!row) throw new NotFoundError(`Token ${address} is not known on chain ${chainId}`)
  return toToken(row)
}

/** `GET /v1/about`: this gateway, in the service's shape (settings it does not have are empty). */
export function getTxServiceAbout(deps: Pick<Deps, 'config'>) {
  const { name, version } = getAbout()
  return {
    name,
    version,
    api_version: 'v1',
    secure: deps.config.publicUrl.startsWith('https:'),
    host: new URL(deps.config.publicUrl).host,
    headers: [],
    settings: {
      AWS_CONFIGURED: false,
      AWS_S3_CUSTOM_DOMAIN: '',
      ETHEREUM_NODE_URL: '',
      ETHEREUM_TRACING_NODE_URL: '',
      ETH_INTERNAL_TXS_BLOCK_PROCESS_LIMIT: 0,
      ETH_INTERNAL_NO_FILTER: false,
      ETH_REORG_BLOCKS: 0,
      TOKENS_LOGO_BASE_URI: '',
      TOKENS_LOGO_EXTENSION: '',
    },
  }
}
