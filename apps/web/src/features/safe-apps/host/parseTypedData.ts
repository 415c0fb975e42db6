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
 * primaryType" when it cannot be inferred. Typed data naming another chain is the owners' to decide
 * (the Safe's message wrapper binds the signature to this Safe on this chain): the dialog warns of it.
 */
export function parseSignTypedMessageParams(params: unknown): SafeAppTypedData {
  try {
    return parseTypedData(isRecord(params) ? params.typedData : undefined)
  } catch (error) {
    if (error instanceof TypedDataError) throw new SafeAppRequestError(error.shortMessage)
    throw error
  }
}

/** The EIP-712 hash of checked typed data: what SignMessageLib marks as signed on chain. */
export function hashSafeAppTypedData(typedData: SafeAppTypedData): Hex {
  return hashTypedData(typedData)
}
