import type { TransactionStatus } from '../../../transactions/TransactionSummarySchema.ts'

export type QueueActions = {
  confirm: boolean
  execute: boolean
  reject: boolean
  replace: boolean
  delete: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * What the connected wallet can do with one queued transaction now. Confirm: an owner who has not
 * signed, while signatures are missing. Execute: enough signatures and first in line (its nonce is the
 * Safe's), by anyone — the relay or any wallet can send it. Reject/Replace: owners, only for a nonce
 * that has no rejection yet in its group. Delete: whoever proposed it, or the delegate who proposed it for
 * them. A delegate confirms nothing: only owners do.
 */
export function queueActions({
  status,
  nonce,
  safeNonce,
  wallet,
  owners,
  signers,
  proposer,
  proposedByDelegate = null,
  isRejection,
}: {
  status: TransactionStatus
  nonce: number
  safeNonce: number | undefined
  wallet: string | undefined
  owners: readonly string[]
  /** Owners whose confirmation is stored. */
  signers: readonly string[]
  proposer: string | null
  /** The delegate that proposed it for `proposer`, if one did. */
  proposedByDelegate?: string | null
  /** Whether this group already has an on-chain rejection (to = Safe, value 0, no data). */
  isRejection: boolean
}): QueueActions {
  const isOwner = wallet !== undefined && owners.some((owner) => same(owner, wallet))
  const hasSigned = wallet !== undefined && signers.some((signer) => same(signer, wallet))
  const firstInLine = safeNonce !== undefined && nonce === safeNonce
  return {
    confirm: isOwner && !hasSigned && status === 'AWAITING_CONFIRMATIONS',
    execute: wallet !== undefined && status === 'AWAITING_EXECUTION' && firstInLine,
    reject: isOwner && !isRejection,
    replace: isOwner,
    delete:
      wallet !== undefined &&
      [proposer, proposedByDelegate].some((address) => address !== null && same(address, wallet)),
  }
}
