import { describe, expect, it } from 'vitest'
import type { Recovery, RecoveryProposal } from './recovery.schema.ts'
import { recoveryValidUntil } from './recoveryValidUntil.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const module = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const proposal = (status: RecoveryProposal['status'], expiresAt: number | null): RecoveryProposal => ({
  queueNonce: 0,
  txHash: `0x${'11'.repeat(32)}`,
  to: safe,
  value: '0',
  data: '0x',
  operation: 0,
  dataDecoded: null,
  newSetup: null,
  proposer: null,
  transactionHash: `0x${'22'.repeat(32)}`,
  addedAt: 0,
  executableAt: 0,
  expiresAt,
  status,
  executedTransactionHash: null,
})

const recovery = (proposals: RecoveryProposal[]): Recovery => ({
  safeAddress: safe,
  modules: [
    {
      address: module,
      enabled: true,
      registered: false,
      cooldown: '60',
      expiration: '600',
      txNonce: 0,
      queueNonce: proposals.length,
      recoverers: [],
      proposals,
    },
  ],
})

describe('recoveryValidUntil', () => {
  it('ends right after the first waiting or skipped proposal expires', () => {
    expect(
      recoveryValidUntil(
        recovery([proposal('PENDING', 5_000), proposal('SKIPPED', 3_000), proposal('PENDING', null)]),
      ),
    ).toBe(3_001)
  })

  it('has no deadline when nothing can expire any more', () => {
    expect(recoveryValidUntil(recovery([proposal('EXECUTED', 1_000), proposal('EXPIRED', 2_000)]))).toBe(
      undefined,
    )
    expect(recoveryValidUntil({ safeAddress: safe, modules: [] })).toBe(undefined)
  })
})
