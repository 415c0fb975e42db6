import { describe, expect, it } from 'vitest'
import { BalanceItemSchema } from '../../../gateway/BalancesSchema.ts'
import { toAssetRows, toggleHiddenToken } from './toAssetRows.ts'

const native = '0x0000000000000000000000000000000000000000'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const dust = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

const item = (address: string, balance: string) =>
  BalanceItemSchema.parse({
    tokenInfo: { type: 'ERC20', address, decimals: 18, symbol: 'T', name: 'Token', logoUri: '' },
    balance,
    fiatBalance: '0',
    fiatConversion: '0',
  })

const items = [item(native, '10'), item(token, '5'), item(dust, '0')]

describe('toAssetRows', () => {
  it('leaves hidden tokens out, or marks them when asked to show them', () => {
    const filters = { hidden: [token.toLowerCase()], showHidden: false, hideZero: false }
    expect(toAssetRows(items, filters).map((row) => row.tokenInfo.address)).toEqual([native, dust])
    const shown = toAssetRows(items, { ...filters, showHidden: true })
    expect(shown.map((row) => [row.tokenInfo.address, row.hidden])).toEqual([
      [native, false],
      [token, true],
      [dust, false],
    ])
  })

  it('leaves zero balances out when asked', () => {
    const rows = toAssetRows(items, { hidden: [], showHidden: false, hideZero: true })
    expect(rows.map((row) => row.tokenInfo.address)).toEqual([native, token])
  })
})

describe('toggleHiddenToken', () => {
  it('adds and removes in any case, once', () => {
    const hidden = toggleHiddenToken([], token)
    expect(hidden).toEqual([token])
    expect(toggleHiddenToken<string>(hidden, token.toLowerCase())).toEqual([])
  })
})
