import { type Address, type Hex, hashMessage, keccak256, toBytes } from 'viem'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'
import type { DeviceType } from '../../db/tables/notifications.ts'

export type RegistrationMessage = {
  /** Exactly as sent (unix seconds), or null when absent (then hashed as `undefined`, as CGW does). */
  timestamp: string | null
  uuid: string | null
  cloudMessagingToken: string
  /** The entry's Safes as sent, de-duplicated; sorted here. */
  safes: readonly string[]
}

/**
 * What a device signs to register (gateway-contract.md §13.1): keccak256 of
 * `"gnosis-safe" + timestamp + uuid + cloudMessagingToken + sorted Safes`, with absent values written
 * `undefined` as JavaScript's template strings write them in CGW.
 */
export function getRegistrationHash(message: RegistrationMessage): Hex {
  const text =
    `gnosis-safe${message.timestamp ?? 'undefined'}${message.uuid ?? 'undefined'}` +
    `${message.cloudMessagingToken}${[...message.safes].sort().join('')}`
  return keccak256(toBytes(text))
}

/**
 * The address that signed a registration: a browser wallet signs the 32 hash bytes with personal_sign
 * (EIP-191); the mobile apps sign the hash itself. Undefined when the signature recovers to no key (a
 * malformed r, s or v). Recovered by libsecp256k1: viem's pure-JS recovery took ~17 ms a signature here,
 * most of what the largest registration allowed (50 signatures) cost.
 */
export async function recoverRegistrationSigner(
  deviceType: DeviceType,
  message: RegistrationMessage,
  signature: Hex,
): Promise<Address | undefined> {
  const hash = getRegistrationHash(message)
  try {
    const signed = deviceType === 'WEB' ? hashMessage({ raw: hash }) : hash
    return await recoverAddressNative({ hash: signed, signature })
  } catch {
    return undefined
  }
}
