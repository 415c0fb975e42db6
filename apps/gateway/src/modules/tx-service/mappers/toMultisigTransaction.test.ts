import { describe, expect, it } from 'vitest'
import { buildConfirmation, buildMultisigTransaction } from '../../../../test/safeDataFixtures.ts'
import type { MultisigTransactionRow } from '../../../db/tables/safeData.ts'
import { toMultisigTransaction } from './toMultisigTransaction.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`

const queued = buildMultisigTransaction({
  safe,
  nonce: 7,
  safe_tx_hash: hash,
  to: owner,
  value: '1000',
  proposer: owner,
  proposed_at: Date.UTC(2026, 0, 2),
  modified_at: Date.UTC(2026, 0, 3),
  executed_block: null,
})

const confirmation = buildConfirmation({ safe_tx_hash: hash, owner, submitted_at: Date.UTC(2026, 0, 2, 1) })

describe('toMultisigTransaction', () => {
  it('answers a queued transaction with a string nonce, ISO dates and the current threshold', () => {
    expect(
      toMultisigTransaction({ tx: queued, confirmations: [confirmation], decoded: null, threshold: 2 }),
    ).toMatchObject({
      nonce: '7',
      submissionDate: '2026-01-02T00:00:00.000Z',
      modified: '2026-01-03T00:00:00.000Z',
      executionDate: null,
      isExecuted: false,
      isSuccessful: null,
      confirmationsRequired: 2,
      trusted: true,
      confirmations: [
        {
          owner,
          submissionDate: '2026-01-02T01:00:00.000Z',
          signature: confirmation.signature,
          signatureType: 'EOA',
          transactionHash: null,
        },
      ],
    })
  })

  it('answers an execution with its block, hash, executor, outcome and the threshold that applied', () => {
    const executed: MultisigTransactionRow = {
      ...queued,
      proposed_at: null,
      confirmations_required: 3,
      executed_block: 42,
      executed_tx_hash: `0x${'cd'.repeat(32)}`,
      executed_at: Date.UTC(2026, 0, 4),
      executor: owner,
      success: 0,
    }
    expect(
      toMultisigTransaction({ tx: executed, confirmations: [], decoded: null, threshold: 2 }),
    ).toMatchObject({
      isExecuted: true,
      isSuccessful: false,
      blockNumber: 42,
      transactionHash: executed.executed_tx_hash,
      executor: owner,
      executionDate: '2026-01-04T00:00:00.000Z',
      submissionDate: '2026-01-04T00:00:00.000Z',
      confirmationsRequired: 3,
    })
  })
})
