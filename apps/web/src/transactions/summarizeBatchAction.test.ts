import { describe, expect, it } from 'vitest'
import type { InternalTransaction } from './DataDecodedSchema.ts'
import { summarizeBatchAction } from './summarizeBatchAction.ts'

const native = { symbol: 'ETH', decimals: 18 }
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const tokenUnitsOf = (address: string) =>
  address.toLowerCase() === token.toLowerCase() ? { symbol: 'CDT', decimals: 6 } : undefined

function action(partial: Partial<InternalTransaction>): InternalTransaction {
  return { operation: 0, to: recipient, value: '0', data: null, dataDecoded: null, ...partial }
}

describe('summarizeBatchAction', () => {
  it('reads a native transfer as its value to the address called', () => {
    expect(summarizeBatchAction(action({ value: '1500000000000000000' }), { native })).toEqual({
      method: undefined,
      counterparty: recipient,
      amount: '1.5 ETH',
    })
  })

  it("names an ERC-20 transfer's recipient and amount in tokens, not the token contract", () => {
    const transfer = action({
      to: token,
      dataDecoded: {
        method: 'transfer',
        parameters: [
          { name: 'to', type: 'address', value: recipient, valueDecoded: null },
          { name: 'value', type: 'uint256', value: '12500000', valueDecoded: null },
        ],
      },
    })
    expect(summarizeBatchAction(transfer, { native, tokenUnitsOf })).toEqual({
      method: 'transfer',
      counterparty: recipient,
      amount: '12.5 CDT',
    })
    // A token the Safe does not hold stays in base units, as signed.
    expect(summarizeBatchAction(transfer, { native }).amount).toBe('12500000')
  })

  it("names an NFT's new owner and its id", () => {
    const nft = action({
      to: token,
      dataDecoded: {
        method: 'safeTransferFrom',
        parameters: [
          { name: 'from', type: 'address', value: safe, valueDecoded: null },
          { name: 'to', type: 'address', value: recipient, valueDecoded: null },
          { name: 'tokenId', type: 'uint256', value: '42', valueDecoded: null },
        ],
      },
    })
    expect(summarizeBatchAction(nft, { native })).toEqual({
      method: 'safeTransferFrom',
      counterparty: recipient,
      amount: '#42',
    })
  })

  it('names the contract of any other call, with its native value if any', () => {
    const call = action({
      to: token,
      value: '0',
      dataDecoded: {
        method: 'setCount',
        parameters: [{ name: 'count', type: 'uint256', value: '1', valueDecoded: null }],
      },
    })
    expect(summarizeBatchAction(call, { native })).toEqual({
      method: 'setCount',
      counterparty: token,
      amount: undefined,
    })
  })

  it("names an ERC-20 approval's spender and allowance, unlimited said so", () => {
    const approval = (value: string) =>
      action({
        to: token,
        dataDecoded: {
          method: 'approve',
          parameters: [
            { name: 'spender', type: 'address', value: recipient, valueDecoded: null },
            { name: 'value', type: 'uint256', value, valueDecoded: null },
          ],
        },
      })
    expect(summarizeBatchAction(approval('1000000'), { native, tokenUnitsOf })).toEqual({
      method: 'approve',
      counterparty: recipient,
      approval: true,
      amount: '1 CDT',
    })
    const max = ((1n << 256n) - 1n).toString()
    expect(summarizeBatchAction(approval(max), { native, tokenUnitsOf }).amount).toBe('unlimited CDT')
    expect(summarizeBatchAction(approval(max), { native }).amount).toBe('unlimited')
  })
})
