import { describe, expect, it } from 'vitest'
import { formatScaledDecimal, toFiatBalance, toScaledDecimal } from './fiatDecimal.ts'

const roundTrip = (value: number | string) => {
  const scaled = toScaledDecimal(value)
  return scaled === undefined ? undefined : formatScaledDecimal(scaled)
}

describe('fiat decimals', () => {
  it('reads JSON numbers and decimal strings exactly, without exponents on output', () => {
    expect(roundTrip(3012.45)).toBe('3012.45')
    expect(roundTrip(1e-7)).toBe('0.0000001')
    expect(roundTrip('1.5e3')).toBe('1500')
    expect(roundTrip(0)).toBe('0')
    expect(roundTrip(-2.5)).toBe('-2.5')
    expect(roundTrip('0.123456789012345678901234')).toBe('0.1234567890123456789')
    expect(roundTrip(Number.NaN)).toBeUndefined()
    expect(roundTrip('abc')).toBeUndefined()
  })

  it('values a balance in base units with the token decimals', () => {
    const price = toScaledDecimal(2000.5) ?? 0n
    expect(formatScaledDecimal(toFiatBalance(1_500_000_000_000_000_000n, 18, price))).toBe('3000.75')
    expect(formatScaledDecimal(toFiatBalance(1n, 6, toScaledDecimal(1) ?? 0n))).toBe('0.000001')
    expect(formatScaledDecimal(toFiatBalance(2n ** 255n, 18, price))).toMatch(/^\d+(\.\d+)?$/)
  })
})
