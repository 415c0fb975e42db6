import { describe, expect, it } from 'vitest'
import { arePricesOff } from './arePricesOff.ts'
import { type Balances, BalancesSchema } from './BalancesSchema.ts'

function balances(fiatTotal: string, rows: [balance: string, conversion: string][]): Balances {
  return BalancesSchema.parse({
    fiatTotal,
    items: rows.map(([balance, fiatConversion], index) => ({
      tokenInfo: {
        type: 'ERC20',
        address: `0x${String(index + 1).padStart(40, '0')}`,
        decimals: 18,
        symbol: `T${index}`,
        name: `Token ${index}`,
        logoUri: '',
      },
      balance,
      fiatBalance: '0',
      fiatConversion,
    })),
  })
}

describe('arePricesOff', () => {
  it('is true when held tokens all have a zero price', () => {
    expect(
      arePricesOff(
        balances('0', [
          ['10', '0'],
          ['5', '0.0'],
        ]),
      ),
    ).toBe(true)
  })

  it('is false with a price, or when nothing is held (a real zero)', () => {
    expect(arePricesOff(balances('12.5', [['10', '1.25']]))).toBe(false)
    expect(arePricesOff(balances('0', []))).toBe(false)
    expect(arePricesOff(balances('0', [['0', '0']]))).toBe(false)
  })
})
