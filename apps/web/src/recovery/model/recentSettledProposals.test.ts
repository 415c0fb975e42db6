import { describe, expect, it } from 'vitest'
import type { IndexedRecoveryProposal } from '../api/getIndexedRecovery.ts'
import { recentSettledProposals, settledShownMs } from './recentSettledProposals.ts'

const now = 1_800_000_000_000

function proposal(queueNonce: number, status: IndexedRecoveryProposal['status'], addedAt = now - 1000) {
  return {
    queueNonce,
    txHash: '0x01',
    to: '0x0000000000000000000000000000000000000001',
    value: '0',
    data: '0x',
    operation: 0,
    proposer: null,
    transactionHash: '0x02',
    addedAt,
    status,
    executedTransactionHash: null,
  } satisfies IndexedRecoveryProposal
}

describe('recentSettledProposals', () => {
  it('keeps cancelled and executed proposals of the last week, newest first', () => {
    const shown = recentSettledProposals(
      [
        proposal(0, 'SKIPPED'),
        proposal(1, 'PENDING'),
        proposal(2, 'EXECUTED'),
        proposal(3, 'EXPIRED'),
        proposal(4, 'SKIPPED', now - settledShownMs - 1),
      ],
      now,
      () => false,
    )
    expect(shown.map((entry) => [entry.queueNonce, entry.status])).toEqual([
      [2, 'EXECUTED'],
      [0, 'SKIPPED'],
    ])
  })

  it('leaves out what this browser dismissed', () => {
    const shown = recentSettledProposals(
      [proposal(0, 'SKIPPED'), proposal(1, 'EXECUTED')],
      now,
      (entry) => entry.queueNonce === 1,
    )
    expect(shown.map((entry) => entry.queueNonce)).toEqual([0])
  })
})
