import { zeroAddress } from 'viem'
import type { SafeInfo } from '../../safes/safes.schema.ts'

/** A Safe as the Transaction Service's `GET /v1/safes/{address}/` answers it (api-kit `SafeInfoResponse`). */
export type TxServiceSafeInfo = {
  address: string
  nonce: string
  threshold: number
  owners: string[]
  masterCopy: string
  modules: string[]
  fallbackHandler: string
  guard: string
  version: string | null
}

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
