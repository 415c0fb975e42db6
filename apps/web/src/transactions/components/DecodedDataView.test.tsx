import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../../testing/buildChainInfo.ts'
import type { DataDecoded } from '../DataDecodedSchema.ts'
import { DecodedCall } from './DecodedDataView.tsx'

const chain = buildChainInfo()
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const namer = { chain, nameOf: () => undefined }
const tokenUnitsOf = (address: string) =>
  address.toLowerCase() === token.toLowerCase() ? { symbol: 'CDT', decimals: 18 } : undefined
const approve = (value: string): DataDecoded => ({
  method: 'approve',
  parameters: [
    { name: 'spender', type: 'address', value: spender, valueDecoded: null },
    { name: 'value', type: 'uint256', value, valueDecoded: null },
  ],
})

function renderCall(data: DataDecoded, to: string) {
  render(
    <DecodedCall
      data={data}
      to={to}
      names={{ namer, index: null, tokenUnitsOf }}
      nativeSymbol={chain.nativeCurrency}
    />,
  )
}

describe('DecodedCall', () => {
  it('reads an ERC-20 amount of a token the Safe holds in tokens, with the signed base units beneath', () => {
    renderCall(approve('5000000000000000000'), token)
    expect(screen.getByText('5 CDT')).toBeTruthy()
    expect(screen.getByText('5000000000000000000')).toBeTruthy()
  })

  it('calls an approval of 2^256-1 unlimited', () => {
    renderCall(approve(((1n << 256n) - 1n).toString()), token)
    expect(screen.getByText('Unlimited CDT')).toBeTruthy()
  })

  it('leaves the amount of an unknown token in base units', () => {
    renderCall(approve('5000000000000000000'), spender)
    expect(screen.getByText('5000000000000000000')).toBeTruthy()
    expect(screen.queryByText(/CDT/)).toBeNull()
  })

  it('reads a batch line of an approval as what it grants and to whom, and says the line opens', () => {
    const batch: DataDecoded = {
      method: 'multiSend',
      parameters: [
        {
          name: 'transactions',
          type: 'bytes',
          value: '0x',
          valueDecoded: [
            { operation: 0, to: token, value: '0', data: '0x', dataDecoded: approve('1000000000000000000') },
            {
              operation: 0,
              to: token,
              value: '0',
              data: '0x',
              dataDecoded: approve(((1n << 256n) - 1n).toString()),
            },
          ],
        },
      ],
    }
    renderCall(batch, token)
    const lines = screen.getAllByTestId('batch-action')
    expect(lines.map((line) => line.textContent)).toEqual([
      `1. Approve 1 CDT for ${spender}`,
      `2. Approve unlimited CDT for ${spender}`,
    ])
    expect(screen.getAllByRole('img', { name: 'Show details' })).toHaveLength(2)
  })

  it('reads an enableModule line as the module enabled, named when the review knows it, and what it is enabled on', () => {
    const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
    const delay = '0x12345678901234567890123456789012345678aB'
    const enable = (module: string): DataDecoded => ({
      method: 'enableModule',
      parameters: [{ name: 'module', type: 'address', value: module, valueDecoded: null }],
    })
    const batch: DataDecoded = {
      method: 'multiSend',
      parameters: [
        {
          name: 'transactions',
          type: 'bytes',
          value: '0x',
          valueDecoded: [
            { operation: 0, to: safe, value: '0', data: '0x', dataDecoded: enable(delay) },
            { operation: 0, to: delay, value: '0', data: '0x', dataDecoded: enable(spender) },
          ],
        },
      ],
    }
    const names: Record<string, string> = { [safe]: 'This Safe', [delay]: 'Recovery module (Delay)' }
    render(
      <DecodedCall
        data={batch}
        to={safe}
        names={{ namer: { chain, nameOf: (address) => names[address] }, index: null, tokenUnitsOf }}
        nativeSymbol={chain.nativeCurrency}
      />,
    )
    // Spaces collapse as the browser shows them (the line's parts are flex items).
    const lines = screen.getAllByTestId('batch-action').map((line) => line.textContent?.replace(/\s+/g, ' '))
    expect(lines).toEqual([
      `1. Enable Recovery module (Delay) ${delay} on This Safe (${safe})`,
      `2. Enable module ${spender} on Recovery module (Delay) (${delay})`,
    ])
  })
})
