import type { IndexedRecoveryProposal } from '../api/getIndexedRecovery.ts'

/** How long a cancelled or executed recovery stays on the owners' pages, unless dismissed. */
export const settledShownMs = 7 * 24 * 60 * 60 * 1000

/**
 * The proposals the owners should still hear about although nothing waits any more: cancelled (skipped)
 * or executed within the last week, newest first, minus those this browser dismissed.
 */
export function recentSettledProposals(
  proposals: readonly IndexedRecoveryProposal[],
  nowMs: number,
  isDismissed: (proposal: IndexedRecoveryProposal) => boolean,
): IndexedRecoveryProposal[] {
  return proposals
    .filter(
      (proposal) =>
        (proposal.status === 'SKIPPED' || proposal.status === 'EXECUTED') &&
        nowMs - proposal.addedAt < settledShownMs &&
        !isDismissed(proposal),
    )
    .sort((a, b) => b.queueNonce - a.queueNonce)
}
