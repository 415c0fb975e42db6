import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { toAddFundsDescription } from './toAddFundsDescription.ts'

describe('toAddFundsDescription', () => {
  it('names the exact amount and the Safe', () => {
    const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
    expect(toAddFundsDescription({ value: parseEther('1'), decimals: 18, symbol: 'ETH', safe })).toBe(
      'Add 1 ETH to Safe 0x39…3Db8',
    )
    expect(toAddFundsDescription({ value: parseEther('0.125'), decimals: 18, symbol: 'xDAI', safe })).toBe(
      'Add 0.125 xDAI to Safe 0x39…3Db8',
    )
  })
})
