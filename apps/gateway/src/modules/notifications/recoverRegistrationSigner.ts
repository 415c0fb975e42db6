import { type Address, type Hex, keccak256, recoverAddress, recoverMessageAddress, toBytes } from 'viem'
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
 * malformed r, s or v).
 */
export async function recoverRegistrationSigner(
  deviceType: DeviceType,
  message: RegistrationMessage,
  signature: Hex,
): Promise<Address | undefined> {
  const hash = getRegistrationHash(message)
  try {
    return deviceType === 'WEB'
      ? await recoverMessageAddress({ message: { raw: hash }, signature })
      : await recoverAddress({ hash, signature })
  } catch {
    return undefined
  }
}
