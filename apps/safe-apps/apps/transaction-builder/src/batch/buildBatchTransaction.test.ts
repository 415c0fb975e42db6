import { parseAbiItem } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildBatchTransaction } from './buildBatchTransaction.ts'
import { toBaseTransaction } from './toBaseTransaction.ts'

const eth = { decimals: 18, symbol: 'ETH' }
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const transfer = parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const deposit = parseAbiItem('function deposit() payable')

describe('buildBatchTransaction', () => {
  it('keeps a call as its method and argument text, which encode when sent', () => {
    const built = buildBatchTransaction(
      { to: token.toLowerCase(), value: '', method: transfer, args: { to: recipient, value: '5' }, data: '' },
      eth,
    )
    expect(built).toEqual({
      ok: true,
      transaction: {
        to: token,
        value: '0',
        data: null,
        contractMethod: {
          name: 'transfer',
          payable: false,
          inputs: [
            { internalType: 'address', name: 'to', type: 'address' },
            { internalType: 'uint256', name: 'value', type: 'uint256' },
          ],
        },
        contractInputsValues: { to: recipient, value: '5' },
      },
    })
    if (!built.ok) return
    expect(toBaseTransaction(built.transaction)).toEqual({
      ok: true,
      transaction: {
        to: token,
        value: '0',
        data: '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000005',
      },
    })
  })

  it('sends value in the native currency and raw data as typed', () => {
    const built = buildBatchTransaction(
      { to: recipient, value: '1.5', method: undefined, args: {}, data: ' 0xabcd ' },
      eth,
    )
    expect(built).toEqual({
      ok: true,
      transaction: {
        to: recipient,
        value: '1500000000000000000',
        data: '0xabcd',
        contractMethod: null,
        contractInputsValues: null,
      },
    })
    expect(
      buildBatchTransaction({ to: recipient, value: '1', method: deposit, args: {}, data: '' }, eth),
    ).toMatchObject({
      ok: true,
      transaction: { value: '1000000000000000000' },
    })
  })

  it('names every field to correct', () => {
    expect(
      buildBatchTransaction({ to: '0x12', value: '1', method: transfer, args: { to: 'bob' }, data: '' }, eth),
    ).toEqual({
      ok: false,
      errors: {
        to: 'Enter the address to call: 0x and 40 hex characters',
        value: 'transfer is not payable: leave the value at 0',
        args: { to: 'Expected an address: 0x and 40 hex characters', value: 'Required' },
      },
    })
    expect(
      buildBatchTransaction(
        { to: recipient, value: '0.1234567', method: undefined, args: {}, data: '0x1' },
        { decimals: 6, symbol: 'USDC' },
      ),
    ).toEqual({
      ok: false,
      errors: {
        value: 'USDC has at most 6 decimals',
        data: 'Enter the call data: 0x and an even number of hex characters (or leave it empty)',
      },
    })
  })
})

describe('toBaseTransaction', () => {
  it('prefers raw data, and reports arguments a loaded file got wrong', () => {
    expect(toBaseTransaction({ to: recipient, value: '0x10', data: '0xab' })).toEqual({
      ok: true,
      transaction: { to: recipient, value: '16', data: '0xab' },
    })
    expect(toBaseTransaction({ to: recipient, value: '1' })).toEqual({
      ok: true,
      transaction: { to: recipient, value: '1', data: '0x' },
    })
    expect(
      toBaseTransaction({
        to: token,
        value: '0',
        contractMethod: { name: 'approve', payable: false, inputs: [{ name: 'spender', type: 'address' }] },
        contractInputsValues: { spender: 'nobody' },
      }),
    ).toEqual({ ok: false, error: 'approve (spender): Expected an address: 0x and 40 hex characters' })
  })
})
