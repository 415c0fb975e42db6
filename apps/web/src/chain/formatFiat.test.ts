import { describe, expect, it } from 'vitest'
import { formatFiat, isZeroDecimal } from './formatFiat.ts'

describe('formatFiat', () => {
  it('formats currencies Intl knows with their symbol and two decimals', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$1,234.50')
    expect(formatFiat('0', 'EUR')).toBe('€0.00')
    expect(formatFiat('0.12345', 'USD')).toBe('$0.1235')
  })

  it('keeps codes Intl does not know, and compacts when asked', () => {
    expect(formatFiat('2.5', 'USDC')).toBe('2.5 USDC')
    expect(formatFiat('1234567', 'USD', { compact: true })).toBe('$1.2M')
    expect(formatFiat('abc', 'USD')).toBe('abc USD')
  })

  it('recognises the gateway’s zero', () => {
    expect(isZeroDecimal('0')).toBe(true)
    expect(isZeroDecimal('0.000')).toBe(true)
    expect(isZeroDecimal('0.01')).toBe(false)
  })
})
