import { describe, expect, it } from 'vitest'
import { BalanceItemSchema } from '../../../gateway/BalancesSchema.ts'
import { toTopAssets } from './toTopAssets.ts'

const item = (symbol: string, balance: string) =>
  BalanceItemSchema.parse({
    tokenInfo: {
      type: 'ERC20',
      address: '0x0000000000000000000000000000000000000001',
      decimals: 18,
      symbol,
      name: symbol,
      logoUri: '',
    },
    balance,
    fiatBalance: '0',
    fiatConversion: '0',
  })

describe('toTopAssets', () => {
  it('keeps held assets in order, up to the limit', () => {
    const items = [item('A', '1'), item('B', '0'), item('C', '3'), item('D', '4')]
    expect(toTopAssets(items, 2).map((asset) => asset.tokenInfo.symbol)).toEqual(['A', 'C'])
  })
})
