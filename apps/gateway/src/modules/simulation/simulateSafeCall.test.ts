import { concat, encodeAbiParameters, encodeErrorResult, type Hex, numberToHex, size } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeSimulation, toRevertReason } from './simulateSafeCall.ts'

const safe = '0x0000000000000000000000000000000000005afe'

/** What `simulateAndRevert` reverts with: delegatecall success, returndata size, returndata. */
function revertData(delegateCallSucceeded: boolean, returned: Hex): Hex {
  return concat([
    numberToHex(delegateCallSucceeded ? 1 : 0, { size: 32 }),
    numberToHex(size(returned), { size: 32 }),
    returned,
  ])
}

const report = (estimate: bigint, success: boolean, returnData: Hex) =>
  encodeAbiParameters(
    [{ type: 'uint256' }, { type: 'bool' }, { type: 'bytes' }],
    [estimate, success, returnData],
  )

const errorString = encodeErrorResult({
  abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
  errorName: 'Error',
  args: ['nope'],
})

describe('decodeSimulation', () => {
  it('reads a successful call and its gas', () => {
    expect(decodeSimulation(revertData(true, report(21_000n, true, '0x1234')), safe)).toEqual({
      success: true,
      gasUsed: 21_000n,
      returnData: '0x1234',
      revertReason: null,
    })
  })

  it('reads a failed call with its Error(string) reason', () => {
    expect(decodeSimulation(revertData(true, report(5n, false, errorString)), safe)).toMatchObject({
      success: false,
      revertReason: 'nope',
    })
  })

  it('reports a failure when the accessor itself reverted', () => {
    expect(decodeSimulation(revertData(false, '0x'), safe)).toEqual({
      success: false,
      gasUsed: 0n,
      returnData: '0x',
      revertReason: null,
    })
  })

  it('refuses data that is not such a report (not a Safe 1.3.0+)', () => {
    expect(() => decodeSimulation('0x1234', safe)).toThrow(/unexpected data/)
    expect(() =>
      decodeSimulation(concat([numberToHex(1, { size: 32 }), numberToHex(99, { size: 32 })]), safe),
    ).toThrow(/unexpected data/)
    expect(() => decodeSimulation(revertData(true, '0xdeadbeef'), safe)).toThrow(/could not be decoded/)
  })
})

describe('toRevertReason', () => {
  it('names Error(string) and Panic(uint256), and nothing else', () => {
    expect(toRevertReason(errorString)).toBe('nope')
    const panic = encodeErrorResult({
      abi: [{ type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] }],
      errorName: 'Panic',
      args: [0x11n],
    })
    expect(toRevertReason(panic)).toBe('Panic 0x11')
    expect(toRevertReason('0x')).toBeNull()
    expect(toRevertReason('0x12345678')).toBeNull()
  })
})
