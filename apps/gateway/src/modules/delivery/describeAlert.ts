import { formatUnits } from 'viem'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import type { AddressEx } from '../contracts/addressInfo.ts'
import { describeRecoveryAlert } from '../recovery/describeRecoveryAlert.ts'
import { getTransactionDetails } from '../transactions/index.ts'
import { multisigTxId } from '../transactions/mappers/toTransactionSummary.ts'
import type { TransactionDetails, TxInfo } from '../transactions/transactions.schema.ts'
import type { AlertEvent, AlertMessage } from './delivery.types.ts'

export type DescribeDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'config'>

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const named = (address: AddressEx) => address.name ?? shortAddress(address.value)

/**
 * What an alert says, in English, for every channel: computed once per event by the engine from the
 * gateway's own transaction details (the mappers the API answers with), so an alert and the page it opens
 * describe a transaction the same way. A transaction gone since (deleted, reorged) still gets words.
 */
export async function describeAlert(deps: DescribeDeps, event: AlertEvent): Promise<AlertMessage> {
  const chain = deps.chains.get(event.chainId)
  const shortName = chain?.config.shortName ?? String(event.chainId)
  const native = chain?.config.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const safePath = `/safe/${shortName}:${event.safe}`
  const safeName = `Safe ${shortAddress(event.safe)}`
  const { payload } = event
  switch (payload.type) {
    case 'CONFIRMATION_REQUEST': {
      const details = await findMultisigDetails(deps, event, payload.safeTxHash)
      const path = `${safePath}/transactions/${multisigTxId(event.safe, payload.safeTxHash)}`
      if (!details)
        return { title: `${safeName}: signature needed`, body: 'A transaction needs your signature', path }
      const signed = signedCount(details)
      return {
        title: `${safeName}: signature needed`,
        body: `${signed.submitted} of ${signed.required} signed: ${summarize(details.txInfo, native)} — your signature is needed`,
        path,
      }
    }
    case 'EXECUTED_MULTISIG_TRANSACTION': {
      const details = await findMultisigDetails(deps, event, payload.safeTxHash)
      const what = details ? summarize(details.txInfo, native) : 'A transaction'
      return {
        title: payload.failed ? `${safeName}: transaction failed` : `${safeName}: transaction executed`,
        body: payload.failed ? `${what} was executed and failed` : `${what} was executed`,
        path: `${safePath}/transactions/${multisigTxId(event.safe, payload.safeTxHash)}`,
      }
    }
    case 'DELETED_MULTISIG_TRANSACTION':
      return {
        title: `${safeName}: transaction deleted`,
        body: `The queued transaction ${shortAddress(payload.safeTxHash)} was deleted by its proposer`,
        path: `${safePath}/queue`,
      }
    case 'MESSAGE_CONFIRMATION_REQUEST': {
      const signed = await messageSignatures(deps, event, payload.messageHash)
      return {
        title: `${safeName}: message signature needed`,
        body: signed
          ? `${signed.submitted} of ${signed.required} signed: a message — your signature is needed`
          : 'A message needs your signature',
        path: `${safePath}/messages/${payload.messageHash}`,
      }
    }
    case 'INCOMING_ETHER':
      return {
        title: `${safeName}: ${native.symbol} received`,
        body: `Received ${formatUnits(BigInt(payload.value), native.decimals)} ${native.symbol}`,
        path: `${safePath}/history`,
      }
    case 'INCOMING_TOKEN': {
      const token = await deps.db
        .selectFrom('tokens')
        .select(['symbol', 'name', 'decimals', 'type'])
        .where('chain_id', '=', event.chainId)
        .where('address', '=', payload.tokenAddress)
        .executeTakeFirst()
      const symbol = token?.symbol || shortAddress(payload.tokenAddress)
      const body =
        payload.tokenId !== null
          ? `Received ${token?.name || symbol} #${payload.tokenId}`
          : payload.value !== null && token?.decimals != null
            ? `Received ${formatUnits(BigInt(payload.value), token.decimals)} ${symbol}`
            : `Received ${symbol}`
      return { title: `${safeName}: tokens received`, body, path: `${safePath}/history` }
    }
    case 'MODULE_TRANSACTION':
      return {
        title: `${safeName}: module transaction`,
        body: `The module ${shortAddress(payload.module)} executed a transaction from the Safe`,
        path: `${safePath}/history`,
      }
    case 'RECOVERY_PROPOSED':
    case 'RECOVERY_EXECUTABLE_SOON':
    case 'RECOVERY_EXECUTED':
    case 'RECOVERY_CANCELLED':
      return describeRecoveryAlert(deps.db, { ...event, payload, now: deps.now() }, safePath)
    case 'EMAIL_VERIFICATION':
      return {
        title: 'Your Coffer verification code',
        body: `Your verification code is ${payload.code}. It expires in ${Math.max(1, Math.round((payload.expiresAt - event.createdAt) / 60_000))} minutes.`,
        path: `${safePath}/settings`,
      }
  }
}

async function findMultisigDetails(
  deps: DescribeDeps,
  event: AlertEvent,
  safeTxHash: string,
): Promise<TransactionDetails | undefined> {
  try {
    return await getTransactionDetails(deps, {
      chainId: String(event.chainId),
      id: multisigTxId(event.safe, safeTxHash),
    })
  } catch (error) {
    if (error instanceof NotFoundError) return undefined
    throw error
  }
}

function signedCount(details: TransactionDetails): { submitted: number; required: number } {
  const info = details.detailedExecutionInfo
  if (info?.type !== 'MULTISIG') return { submitted: 0, required: 1 }
  return { submitted: info.confirmations.length, required: info.confirmationsRequired }
}

async function messageSignatures(
  deps: DescribeDeps,
  event: AlertEvent,
  messageHash: string,
): Promise<{ submitted: number; required: number } | undefined> {
  const [confirmations, state] = await Promise.all([
    deps.db
      .selectFrom('safe_message_confirmations')
      .select('owner')
      .where('chain_id', '=', event.chainId)
      .where('message_hash', '=', messageHash)
      .execute(),
    deps.db
      .selectFrom('safe_states')
      .select('threshold')
      .where('chain_id', '=', event.chainId)
      .where('address', '=', event.safe)
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  if (!state) return undefined
  return { submitted: confirmations.length, required: state.threshold }
}

/** A transaction in a few words, from the `txInfo` the API shows ("Send 1 ETH to Treasury"). */
export function summarize(txInfo: TxInfo, native: { symbol: string; decimals: number }): string {
  switch (txInfo.type) {
    case 'Transfer': {
      const info = txInfo.transferInfo
      const amount =
        info.type === 'NATIVE_COIN'
          ? `${formatUnits(BigInt(info.value ?? '0'), native.decimals)} ${native.symbol}`
          : info.type === 'ERC20'
            ? `${info.decimals !== null ? formatUnits(BigInt(info.value), info.decimals) : info.value} ${info.tokenSymbol ?? shortAddress(info.tokenAddress)}`
            : `${info.tokenName ?? info.tokenSymbol ?? shortAddress(info.tokenAddress)} #${info.tokenId}`
      return txInfo.direction === 'INCOMING'
        ? `Receive ${amount} from ${named(txInfo.sender)}`
        : `Send ${amount} to ${named(txInfo.recipient)}`
    }
    case 'SettingsChange': {
      const settings = txInfo.settingsInfo
      switch (settings?.type) {
        case 'ADD_OWNER':
          return `Add owner ${named(settings.owner)} and set the threshold to ${settings.threshold}`
        case 'REMOVE_OWNER':
          return `Remove owner ${named(settings.owner)} and set the threshold to ${settings.threshold}`
        case 'SWAP_OWNER':
          return `Replace owner ${named(settings.oldOwner)} with ${named(settings.newOwner)}`
        case 'CHANGE_THRESHOLD':
          return `Change the threshold to ${settings.threshold}`
        default:
          return `Change the Safe's settings (${txInfo.dataDecoded.method})`
      }
    }
    case 'Custom':
      if (txInfo.isCancellation) return 'Reject a queued transaction'
      if (txInfo.actionCount !== undefined) return `Batch of ${txInfo.actionCount} actions`
      return txInfo.methodName
        ? `Call ${txInfo.methodName} on ${named(txInfo.to)}`
        : `Interact with ${named(txInfo.to)}`
    case 'Creation':
      return 'Create the Safe'
  }
}
