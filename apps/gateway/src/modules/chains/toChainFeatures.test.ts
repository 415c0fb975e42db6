import { describe, expect, it } from 'vitest'
import { toChainFeatures } from './toChainFeatures.ts'

describe('toChainFeatures', () => {
  it('always advertises CSV export, recovery and proposers, each once, sorted', () => {
    expect(toChainFeatures(['SAFE_APPS', 'RECOVERY', 'EIP1559'], { email: false })).toEqual([
      'CSV_TX_EXPORT',
      'EIP1559',
      'PROPOSERS',
      'RECOVERY',
      'SAFE_APPS',
    ])
  })

  it('advertises EMAIL exactly when email can be sent, whatever the config lists', () => {
    expect(toChainFeatures([], { email: true })).toEqual(['CSV_TX_EXPORT', 'EMAIL', 'PROPOSERS', 'RECOVERY'])
    expect(toChainFeatures(['EMAIL'], { email: false })).toEqual(['CSV_TX_EXPORT', 'PROPOSERS', 'RECOVERY'])
  })
})
