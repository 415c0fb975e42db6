import { describe, expect, it } from 'vitest'
import { executionGracePeriodMs, type MultisigStatusInput, toMultisigTxStatus } from './toTxStatus.ts'

const now = 1_800_000_000_000
const tx = (overrides: Partial<MultisigStatusInput> = {}): MultisigStatusInput => ({
  executed: false,
  success: false,
  nonce: 5,
  confirmationsSubmitted: 0,
  confirmationsRequired: 2,
  modifiedAt: now - 10 * executionGracePeriodMs,
  ...overrides,
})

describe('toMultisigTxStatus', () => {
  it('reports executions by their outcome', () => {
    expect(toMultisigTxStatus(tx({ executed: true, success: true }), 9, now)).toBe('SUCCESS')
    expect(toMultisigTxStatus(tx({ executed: true, success: false }), 9, now)).toBe('FAILED')
  })

  it('cancels a nonce the Safe has passed, except a fully confirmed one just modified', () => {
    expect(toMultisigTxStatus(tx(), 6, now)).toBe('CANCELLED')
    expect(toMultisigTxStatus(tx({ confirmationsSubmitted: 2 }), 6, now)).toBe('CANCELLED')
    expect(toMultisigTxStatus(tx({ confirmationsSubmitted: 2, modifiedAt: now - 1000 }), 6, now)).toBe(
      'AWAITING_EXECUTION',
    )
  })

  it('waits for confirmations, then for execution', () => {
    expect(toMultisigTxStatus(tx({ confirmationsSubmitted: 1 }), 5, now)).toBe('AWAITING_CONFIRMATIONS')
    expect(toMultisigTxStatus(tx({ confirmationsSubmitted: 2 }), 5, now)).toBe('AWAITING_EXECUTION')
  })
})
