import type { TransactionStatus } from '../transactions.schema.ts'

/** Right after an execution the indexer may lag; CGW keeps a fully confirmed tx "awaiting execution" this long. */
export const executionGracePeriodMs = 60_000

export type MultisigStatusInput = {
  executed: boolean
  success: boolean
  nonce: number
  confirmationsSubmitted: number
  confirmationsRequired: number
  modifiedAt: number
}

/** gateway-contract.md §6.2, in CGW's order: executed, replaced (cancelled), then by confirmations. */
export function toMultisigTxStatus(
  tx: MultisigStatusInput,
  safeNonce: number,
  now: number,
): TransactionStatus {
  if (tx.executed) return tx.success ? 'SUCCESS' : 'FAILED'
  const confirmed = tx.confirmationsSubmitted >= tx.confirmationsRequired
  if (safeNonce > tx.nonce)
    return confirmed && now - tx.modifiedAt < executionGracePeriodMs ? 'AWAITING_EXECUTION' : 'CANCELLED'
  return confirmed ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS'
}
