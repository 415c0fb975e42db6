import { type Address, isAddress, isAddressEqual } from 'viem'
import { notImplementedMessage, SafeAppRequestError } from './safeAppsProtocol.ts'

/**
 * The chain reads the SDK's `eth` API makes (its RPC_CALLS, less safe_setSettings, which is ours). Only
 * these reach the chain's node; nothing an app sends ever reaches the owner's wallet.
 */
export const safeAppReadCalls = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
] as const
export type SafeAppReadCall = (typeof safeAppReadCalls)[number]

/** Per-app session settings, changed through `safe_setSettings`. */
export type SafeAppSettings = { offChainSigning: boolean }

export type RpcCallDecision =
  | { kind: 'forward'; method: SafeAppReadCall; params: readonly unknown[] }
  | { kind: 'settings'; settings: Partial<SafeAppSettings> }

function isReadCall(method: string): method is SafeAppReadCall {
  return safeAppReadCalls.some((call) => call === method)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameAddress(value: unknown, safe: Address): boolean {
  return typeof value === 'string' && isAddress(value, { strict: false }) && isAddressEqual(value, safe)
}

/**
 * Signing requests sent as raw RPC are refused like any call off the list — an app signs through
 * signMessage / signTypedMessage, so the Safe signs, never the owner's wallet — but a request for another
 * account is refused first with the provider's own text, so an app reads the same error whether its
 * provider or the host caught it.
 */
function checkSigningCall(method: string, params: readonly unknown[], safe: Address): void {
  if (method === 'personal_sign' && !sameAddress(params[1], safe))
    throw new SafeAppRequestError('The address or message hash is invalid')
  if (
    method === 'eth_sign' &&
    (!sameAddress(params[0], safe) || typeof params[1] !== 'string' || !params[1].startsWith('0x'))
  )
    throw new SafeAppRequestError('The address or message hash is invalid')
  if ((method === 'eth_signTypedData' || method === 'eth_signTypedData_v4') && !sameAddress(params[0], safe))
    throw new SafeAppRequestError('The address is invalid')
}

/**
 * What to do with an `rpcCall { call, params }`: forward one of the SDK's reads to the chain's node, or
 * apply `safe_setSettings`. Anything else is refused as `"<method>" not implemented`.
 */
export function decideRpcCall(request: unknown, { safeAddress }: { safeAddress: Address }): RpcCallDecision {
  const call = isRecord(request) ? request.call : undefined
  const rawParams = isRecord(request) ? request.params : undefined
  if (typeof call !== 'string' || call === '') throw new SafeAppRequestError('Invalid RPC call')
  if (rawParams !== undefined && rawParams !== null && !Array.isArray(rawParams))
    throw new SafeAppRequestError('Invalid RPC params')
  const params: readonly unknown[] = Array.isArray(rawParams) ? rawParams : []

  if (isReadCall(call)) return { kind: 'forward', method: call, params }
  if (call === 'safe_setSettings') {
    const [settings] = params
    if (!isRecord(settings)) throw new SafeAppRequestError('Invalid settings')
    const { offChainSigning } = settings
    if (offChainSigning !== undefined && typeof offChainSigning !== 'boolean')
      throw new SafeAppRequestError('Invalid settings')
    return { kind: 'settings', settings: offChainSigning === undefined ? {} : { offChainSigning } }
  }
  checkSigningCall(call, params, safeAddress)
  throw new SafeAppRequestError(notImplementedMessage(call.slice(0, 100)))
}
