import { describe, expect, it } from 'vitest'
import { BalancesSchema } from '../../../gateway/BalancesSchema.ts'
import { toAppBalances } from './toAppBalances.ts'

describe('toAppBalances', () => {
  it("answers the gateway's SafeBalanceResponse as one object, logo strings never null", () => {
    const balances = BalancesSchema.parse({
      fiatTotal: '12.5',
      items: [
        {
          tokenInfo: {
            type: 'NATIVE_TOKEN',
            address: '0x0000000000000000000000000000000000000000',
            decimals: 18,
            symbol: 'ETH',
            name: 'Ether',
            logoUri: null,
          },
          balance: '1000',
          fiatBalance: '12.5',
          fiatConversion: '12500',
        },
      ],
    })
    expect(toAppBalances(balances)).toEqual({
      fiatTotal: '12.5',
      items: [
        {
          tokenInfo: {
            type: 'NATIVE_TOKEN',
            address: '0x0000000000000000000000000000000000000000',
            decimals: 18,
            symbol: 'ETH',
            name: 'Ether',
            logoUri: '',
          },
          balance: '1000',
          fiatBalance: '12.5',
          fiatConversion: '12500',
        },
      ],
    })
  })
})
