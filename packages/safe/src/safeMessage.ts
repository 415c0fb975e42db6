import {
  type Address,
  BaseError,
  concat,
  domainSeparator,
  type Hex,
  hashMessage,
  hashStruct,
  hashTypedData,
  keccak256,
} from 'viem'
import { parseTypedData } from './parseTypedData.ts'
import { getSafeTxDomain } from './safeTx.ts'
import { TypedDataError } from './typedDataProblem.ts'

/** The EIP-712 struct a Safe (CompatibilityFallbackHandler, SignMessageLib) wraps every message in. */
export const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const

/** What owners are asked to sign: a text (EIP-191), or EIP-712 typed data as a dapp sent it. */
export type SafeMessageContent = string | Readonly<Record<string, unknown>>

export type HashSafeMessageErrorType = TypedDataError

/**
 * The hash of a message's content (gateway-contract §9.1 step 1): `personal_sign`'s EIP-191 hash of a text
 * (a text that looks like hex is still text), or the EIP-712 hash of typed data, checked by
 * `parseTypedData` first. This is what a dapp asks the Safe about (`isValidSignature(hash, …)`).
 */
export function hashSafeMessage(message: SafeMessageContent): Hex {
  if (typeof message === 'string') return hashMessage(message)
  const typedData = parseTypedData(message)
  try {
    return hashTypedData(typedData)
  } catch (error) {
    // parseTypedData checks everything viem does; this is a backstop that keeps the error typed.
    throw new TypedDataError({
      code: 'not_hashable',
      reason: error instanceof BaseError ? error.shortMessage : undefined,
    })
  }
}

export type SafeMessageParameters = {
  chainId: number
  safe: Address
  message: SafeMessageContent
  /** The Safe's version; the domain carries `chainId` from 1.3.0 on. Default '1.4.1'. */
  version?: string
}

/**
 * The typed data an owner's wallet signs (`eth_signTypedData_v4`) to confirm a message for a Safe:
 * `SafeMessage { message: hashSafeMessage(message) }` in the Safe's own domain.
 */
export function safeMessageTypedData({ chainId, safe, message, version }: SafeMessageParameters) {
  return {
    domain: getSafeTxDomain({ chainId, safe, ...(version ? { version } : {}) }),
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessage(message) },
  } as const
}

/**
 * The Safe message hash (gateway-contract §9.1 step 2): what owners sign, what the gateway keys messages
 * by, and what the Safe's `getMessageHash(hashSafeMessage(message))` and `SignMsg` give.
 */
export function getSafeMessageHash(parameters: SafeMessageParameters): Hex {
  return hashTypedData(safeMessageTypedData(parameters))
}

/**
 * Every hash of a Safe message, as the signing dialog shows them:
 * - `messageHash`: the content's own hash (`hashSafeMessage`), what a dapp hands to `isValidSignature`;
 * - `domainHash` and `structHash`: the two halves a hardware wallet shows when it signs the SafeMessage;
 * - `safeMessageHash`: `getSafeMessageHash`, what owners sign and the gateway keeps the message under.
 */
export type SafeMessageHashes = { messageHash: Hex; domainHash: Hex; structHash: Hex; safeMessageHash: Hex }

export function getSafeMessageHashes(parameters: SafeMessageParameters): SafeMessageHashes {
  const typedData = safeMessageTypedData(parameters)
  const domainHash = domainSeparator({ domain: typedData.domain })
  const structHash = hashStruct({
    data: typedData.message,
    primaryType: 'SafeMessage',
    types: safeMessageTypes,
  })
  return {
    messageHash: typedData.message.message,
    domainHash,
    structHash,
    safeMessageHash: keccak256(concat(['0x1901', domainHash, structHash])),
  }
}

/**
 * The bytes whose keccak256 is the Safe message hash (`0x1901 ‖ domainSeparator ‖ structHash`): what a
 * Safe 1.4.1 passes as `data` to a contract owner's legacy `isValidSignature(bytes,bytes)`.
 */
export function getSafeMessageHashPreimage(parameters: SafeMessageParameters): Hex {
  const { domainHash, structHash } = getSafeMessageHashes(parameters)
  return concat(['0x1901', domainHash, structHash])
}
