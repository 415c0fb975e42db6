import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.ts'

describe('formatAmount', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatAmount(parseEther('10000'), 18)).toBe('10,000')
    expect(formatAmount(parseEther('1.5'), 18)).toBe('1.5')
    expect(formatAmount(0n, 18)).toBe('0')
  })

  it('rounds down to the shown decimals and never shows a dust balance as 0', () => {
    expect(formatAmount(parseEther('0.1234567'), 18)).toBe('0.123456')
    expect(formatAmount(parseEther('2.9999999'), 18, { maxFractionDigits: 4 })).toBe('2.9999')
    expect(formatAmount(1n, 18)).toBe('< 0.000001')
  })

  it('handles other decimals', () => {
    expect(formatAmount(1_234_500n, 6)).toBe('1.2345')
  })
})
