import { type Address, getAddress, type Hex, isAddress, isHex, maxUint256 } from 'viem'
import * as z from 'zod/mini'
import {
  isSafeAppCapability,
  type SafeAppCapability,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { SafeAppRequestError } from './safeAppsProtocol.ts'

/**
 * The `params` of each SDK method, checked again on our side: any page in the frame can post a raw
 * message, so the SDK's own checks protect nothing (protocol doc §12). Each refusal carries the text the
 * SDK or its provider would have shown, so an app sees one wording whichever side caught it.
 */

export type SafeAppTransaction = { to: Address; value: bigint; data: Hex }

export type SendTransactionsParams = {
  txs: SafeAppTransaction[]
  /** `params.safeTxGas`, when the app set one. */
  safeTxGas: bigint | undefined
}

const Bytes32Schema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

function refuse(message: string): never {
  throw new SafeAppRequestError(message)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A non-negative integer as the SDK and dapps send it: a decimal or 0x string, a number or a bigint. */
function toUint(value: unknown, max: bigint = maxUint256): bigint | undefined {
  let parsed: bigint | undefined
  if (typeof value === 'bigint') parsed = value
  else if (typeof value === 'number' && Number.isSafeInteger(value)) parsed = BigInt(value)
  else if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) parsed = BigInt(value)
  return parsed !== undefined && parsed >= 0n && parsed <= max ? parsed : undefined
}

function toTransaction(raw: unknown, index: number): SafeAppTransaction {
  const which = `Transaction ${index + 1}`
  if (!isRecord(raw)) refuse(`${which} is not an object`)
  const { to, value, data } = raw
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) refuse(`${which}: "to" is not an address`)
  // Safe{Wallet} reads a missing or empty value as 0 and missing data as none.
  const amount = value === undefined || value === null || value === '' ? 0n : toUint(value)
  if (amount === undefined) refuse(`${which}: "value" is not an amount in wei`)
  const bytes = data === undefined || data === null || data === '' ? '0x' : data
  if (typeof bytes !== 'string' || !isHex(bytes, { strict: true }) || bytes.length % 2 !== 0)
    refuse(`${which}: "data" is not hex bytes`)
  return { to: getAddress(to), value: amount, data: bytes }
}

/** sendTransactions `{ txs, params?: { safeTxGas? } }`. An empty list is refused at once, not reviewed. */
export function parseSendTransactionsParams(params: unknown): SendTransactionsParams {
  const txs = isRecord(params) ? params.txs : undefined
  if (!Array.isArray(txs) || txs.length === 0) refuse('No transactions were passed')
  const options = isRecord(params) ? params.params : undefined
  const rawGas = isRecord(options) ? options.safeTxGas : undefined
  const safeTxGas = rawGas === undefined || rawGas === null ? undefined : toUint(rawGas)
  if (rawGas !== undefined && rawGas !== null && safeTxGas === undefined) refuse('Invalid safeTxGas')
  return { txs: txs.map(toTransaction), safeTxGas }
}

/** getTxBySafeTxHash `{ safeTxHash }`. */
export function parseGetTxBySafeTxHashParams(params: unknown): Hex {
  const hash = isRecord(params) ? params.safeTxHash : undefined
  const parsed = Bytes32Schema.safeParse(hash)
  if (!parsed.success || !isHex(parsed.data)) refuse('Invalid safeTxHash')
  return parsed.data
}

/** signMessage `{ message }`: text, or 0x bytes. */
export function parseSignMessageParams(params: unknown): string {
  const message = isRecord(params) ? params.message : undefined
  if (typeof message !== 'string') refuse('Invalid message')
  return message
}

/** getOffChainSignature sends the bare messageHash, not an object. */
export function parseGetOffChainSignatureParams(params: unknown): Hex {
  const parsed = Bytes32Schema.safeParse(params)
  if (!parsed.success || !isHex(parsed.data)) refuse('Invalid message hash')
  return parsed.data
}

/** getSafeBalances `{ currency }`, `usd` when absent (the SDK's default). */
export function parseGetSafeBalancesParams(params: unknown): string {
  const currency = isRecord(params) ? params.currency : undefined
  if (currency === undefined) return 'usd'
  if (typeof currency !== 'string' || !/^[a-zA-Z]{3,5}$/.test(currency)) refuse('Invalid currency')
  return currency.toLowerCase()
}

/**
 * wallet_requestPermissions `[{ requestAddressBook: {} }, …]`: valid only when every key of every
 * request is a restricted method (the SDK's rule). The capabilities asked for, each once.
 */
export function parsePermissionRequests(params: unknown): SafeAppCapability[] {
  if (!Array.isArray(params) || params.length === 0) refuse('Permissions request is invalid')
  const capabilities = new Set<SafeAppCapability>()
  for (const request of params) {
    if (!isRecord(request) || Object.keys(request).length === 0) refuse('Permissions request is invalid')
    for (const key of Object.keys(request)) {
      if (!isSafeAppCapability(key)) refuse('Permissions request is invalid')
      capabilities.add(key)
    }
  }
  return [...capabilities]
}
