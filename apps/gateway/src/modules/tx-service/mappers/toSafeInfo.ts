import { zeroAddress } from 'viem'
import type { SafeInfo } from '../../safes/safes.schema.ts'
import type { TxServiceSafeInfo } from '../txService.schema.ts'

/** The CGW Safe info in the service's words: plain addresses, the zero address for none, a string nonce. */
export function toSafeInfo(safe: SafeInfo): TxServiceSafeInfo {
  return {
    address: safe.address.value,
    nonce: String(safe.nonce),
    threshold: safe.threshold,
    owners: safe.owners.map((owner) => owner.value),
    masterCopy: safe.implementation.value,
    modules: (safe.modules ?? []).map((module) => module.value),
    fallbackHandler: safe.fallbackHandler?.value ?? zeroAddress,
    guard: safe.guard?.value ?? zeroAddress,
    version: safe.version,
  }
}
