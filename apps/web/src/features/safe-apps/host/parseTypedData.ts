import { type ParsedTypedData, parseTypedData, TypedDataError } from '@coffer/safe'
import { type Hex, hashTypedData } from 'viem'
import { SafeAppRequestError } from './safeAppsProtocol.ts'

/**
 * EIP-712 typed data an app asked the Safe to sign, checked as the gateway checks a Safe message's
 * (`@coffer/safe` parseTypedData): every type declared, one primary type, every value of its type.
 */
export type SafeAppTypedData = ParsedTypedData

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * signTypedMessage `{ typedData: { domain, types, message, primaryType? } }`. Refused with the SDK's
 * texts: "Invalid typed data" for a missing part or a value that does not fit its type, "Please specify
 * primaryType" when it cannot be inferred. Typed data bound to another chain is refused too: the
 * signature would be the Safe's on this chain.
 */
export function parseSignTypedMessageParams(
  params: unknown,
  { chainId }: { chainId: number },
): SafeAppTypedData {
  let typedData: ParsedTypedData
  try {
    typedData = parseTypedData(isRecord(params) ? params.typedData : undefined)
  } catch (error) {
    if (error instanceof TypedDataError) throw new SafeAppRequestError(error.shortMessage)
    throw error
  }
  const { chainId: bound } = typedData.domain
  if (bound !== undefined && bound !== chainId)
    throw new SafeAppRequestError(`The typed data is for chain ${bound}, not this Safe's chain ${chainId}`)
  return typedData
}

/** The EIP-712 hash of checked typed data: what SignMessageLib marks as signed on chain. */
export function hashSafeAppTypedData(typedData: SafeAppTypedData): Hex {
  return hashTypedData(typedData)
}
