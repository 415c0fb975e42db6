import { hashDelayTransaction } from '@coffer/safe'
import { describe, expect, it } from 'vitest'
import type { DelayProposalRow } from '../../db/tables/recovery.ts'
import type { ModuleTransactionRow } from '../../db/tables/safeData.ts'
import { hashDelayExecutions, proposalStatus } from './proposalStatus.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const module = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const call = { to: safe, value: 0n, data: '0x1234', operation: 0 } as const
const proposal = (queueNonce: number): DelayProposalRow => ({
  chain_id: 1,
  module,
  queue_nonce: queueNonce,
  safe,
  tx_hash: hashDelayTransaction(call),
  to: safe,
  value: '0',
  data: '0x1234',
  operation: 0,
  proposer: null,
  block_number: 10 + queueNonce,
  log_index: 0,
  transaction_hash: '0xaa',
  added_at: 1_000_000,
})
const execution = (block: number): ModuleTransactionRow => ({
  chain_id: 1,
  safe,
  module_tx_id: `i${block}`,
  module,
  to: safe,
  value: '0',
  data: '0x1234',
  operation: 0,
  success: 1,
  block_number: block,
  tx_hash: `0x${block}`,
  log_index: 1,
  executed_at: 2_000_000,
})

describe('proposalStatus', () => {
  const settings = { cooldown: 60n, expiration: 0n, txNonce: 2 }

  it('matches each execution to one proposal, oldest first; the rest below the nonce were skipped', () => {
    const claimed = new Set<string>()
    const executions = hashDelayExecutions([execution(20)])
    expect(proposalStatus(proposal(0), settings, executions, claimed, 0)).toMatchObject({
      status: 'EXECUTED',
      executedTransactionHash: '0x20',
      executableAt: 1_060_000,
      expiresAt: null,
    })
    expect(proposalStatus(proposal(1), settings, executions, claimed, 0).status).toBe('SKIPPED')
  })

  it('waits at or above the nonce, and expires once cooldown and expiration have passed', () => {
    const expiring = { ...settings, expiration: 100n }
    expect(proposalStatus(proposal(2), expiring, [], new Set(), 1_160_000).status).toBe('PENDING')
    expect(proposalStatus(proposal(2), expiring, [], new Set(), 1_160_001).status).toBe('EXPIRED')
  })
})
