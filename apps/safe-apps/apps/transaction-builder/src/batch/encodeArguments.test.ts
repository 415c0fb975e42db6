import type { AbiFunction } from 'abitype'
import { encodeFunctionData, parseAbiItem } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeContractCall, parseArgument } from './encodeArguments.ts'

const transfer = parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const swap: AbiFunction = parseAbiItem(
  'function swap((address token, uint24 fee)[] route, bytes32 salt, int8 delta, bool strict) payable',
)

describe('encodeContractCall', () => {
  it('encodes typed text arguments like viem', () => {
    expect(encodeContractCall(transfer, { to: recipient.toLowerCase(), value: '1000' })).toEqual({
      ok: true,
      data: encodeFunctionData({ abi: [transfer], functionName: 'transfer', args: [recipient, 1000n] }),
    })
  })

  it('reads arrays, tuples (by position or name), fixed bytes, signed integers and booleans', () => {
    const route = JSON.stringify([[recipient, '500'], { token: recipient, fee: 3000 }])
    const result = encodeContractCall(swap, {
      route,
      salt: `0x${'ab'.repeat(32)}`,
      delta: '-128',
      strict: 'TRUE',
    })
    expect(result).toEqual({
      ok: true,
      data: encodeFunctionData({
        abi: [swap],
        functionName: 'swap',
        args: [
          [
            { token: recipient, fee: 500 },
            { token: recipient, fee: 3000 },
          ],
          `0x${'ab'.repeat(32)}`,
          -128,
          true,
        ],
      }),
    })
  })

  it('says what is wrong with each argument', () => {
    const result = encodeContractCall(swap, {
      route: '[{"token": "0x12"}]',
      salt: '0x12',
      delta: '128',
      strict: 'yes',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        route: 'Expected an address: 0x and 40 hex characters',
        salt: 'Expected bytes32: 0x and 64 hex characters',
        delta: 'Expected a int8: from -128 to 127',
        strict: 'Expected true or false',
      },
    })
  })
})

describe('parseArgument', () => {
  it('checks ranges and shapes', () => {
    expect(parseArgument({ type: 'uint8' }, '256')).toEqual({
      ok: false,
      message: 'Expected a uint8: from 0 to 255',
    })
    expect(parseArgument({ type: 'uint256' }, '0x10')).toEqual({ ok: true, value: 16n })
    expect(parseArgument({ type: 'uint256' }, '1.5')).toMatchObject({ ok: false })
    expect(parseArgument({ type: 'uint256' }, '')).toEqual({ ok: false, message: 'Required' })
    expect(parseArgument({ type: 'string' }, '')).toEqual({ ok: true, value: '' })
    expect(parseArgument({ type: 'bytes' }, '0xabc')).toMatchObject({ ok: false })
    expect(parseArgument({ type: 'address[2]' }, `["${recipient}"]`)).toEqual({
      ok: false,
      message: 'Expected 2 items, got 1',
    })
    expect(parseArgument({ type: 'uint256[]' }, '[1, "2", 9007199254740993]')).toEqual({
      ok: false,
      message: 'Expected a uint256 (write big numbers in quotes)',
    })
    expect(parseArgument({ type: 'uint256[]' }, '1,2')).toEqual({
      ok: false,
      message: 'Expected JSON: an array, e.g. ["1", "2"]',
    })
  })
})
