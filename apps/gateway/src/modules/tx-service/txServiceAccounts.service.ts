import { knownSingletons } from '@coffer/safe'
import { type Address, type Hex, zeroAddress } from 'viem'
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
import { toSafeMessage } from './mappers/toSafeMessage.ts'
import { toTxServiceToken } from './mappers/toTxServiceToken.ts'
import * as repository from './txService.repository.ts'
import type {
  DelegatesQuery,
  SignatureBody,
  TxServiceSafeMessage,
  TxServiceToken,
} from './txService.schema.ts'
import type {
  ChainRequest,
  CountedPage,
  PageWindow,
  TxServiceDeps as ServiceDeps,
} from './txServiceContext.ts'

/**
 * The Transaction Service face's messages, delegates, decoder, tokens and about (docs/tx-service.md):
 * writes go through the messages and delegates modules' checks, the same as the CGW routes'.
 */

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
export async function decodeTxServiceData(
  deps: ServiceDeps,
  { chainId, data, to }: ChainRequest & { data: string; to?: string },
): Promise<DataDecoded> {
  // Without `to`, only the function signature list can match; the zero address has no registry entry.
  return decodeData(deps, { chainId, data, to: to ?? zeroAddress })
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
  return { count, results: rows.map(toTxServiceToken) }
}

export async function getTxServiceToken(
  deps: ServiceDeps,
  { chainId, address }: ChainRequest & { address: Address },
): Promise<TxServiceToken> {
  const chain = getChainRuntime(deps, chainId)
  const row = await repository.findToken(deps.db, { chainId: chain.config.chainId, address })
  if (!row) throw new NotFoundError(`Token ${address} is not known on chain ${chainId}`)
  return toTxServiceToken(row)
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

// ---- singletons ----

export function listTxServiceSingletons(deps: ServiceDeps, { chainId }: ChainRequest) {
  getChainRuntime(deps, chainId)
  return knownSingletons.map(({ address, version, l2 }) => ({
    address,
    version,
    deployer: 'Safe',
    deployedBlockNumber: 0,
    lastIndexedBlockNumber: 0,
    l2,
  }))
}
