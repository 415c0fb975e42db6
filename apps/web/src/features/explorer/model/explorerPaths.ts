import { getAddress } from 'viem'
import { safeId } from '../../../config/paths.ts'

/** The Safe transaction page of an execution, under the id CGW gives multisig transactions. */
export function safeTransactionPath({
  shortName,
  safe,
  safeTxHash,
}: {
  shortName: string
  safe: string
  safeTxHash: string
}): { safeId: string; txId: string } {
  const address = getAddress(safe)
  return { safeId: safeId(shortName, address), txId: `multisig_${address}_${safeTxHash}` }
}

/** A route param that must be a 32-byte transaction hash. */
export function parseTxHash(value: string): `0x${string}` | null {
  return /^0x[0-9a-fA-F]{64}$/.test(value) ? `0x${value.slice(2).toLowerCase()}` : null
}
