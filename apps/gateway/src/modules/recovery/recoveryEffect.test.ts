import { encodeMultiSendTransactions, multiSendAbi, safeAbi, safeDeployments } from '@coffer/safe'
import { type Address, encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { applyRecoveryCall } from './recoveryEffect.ts'

const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const [a, b, c] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79BF6Eb2C4f870365E785982e1f87E6E7F8B9',
] as const
const call = (data: `0x${string}`) => ({ to: safe, value: 0n, data, operation: 0 as const })

describe('applyRecoveryCall', () => {
  it('replays a MultiSend of owner changes on the current owners', () => {
    const data = encodeFunctionData({
      abi: multiSendAbi,
      functionName: 'multiSend',
      args: [
        encodeMultiSendTransactions([
          call(encodeFunctionData({ abi: safeAbi, functionName: 'swapOwner', args: [a, b, c] })),
          call(encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] })),
        ]),
      ],
    })
    expect(
      applyRecoveryCall(
        safe,
        { owners: [a, b], threshold: 2 },
        { to: safeDeployments.multiSendCallOnly, value: '0', data, operation: 1 },
      ),
    ).toEqual({ owners: [a, c], threshold: 1 })
  })

  it('adds and removes owners with their thresholds', () => {
    const add = encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [c, 2n] })
    expect(
      applyRecoveryCall(
        safe,
        { owners: [a], threshold: 1 },
        { to: safe, value: '0', data: add, operation: 0 },
      ),
    ).toEqual({
      owners: [c, a],
      threshold: 2,
    })
    const remove = encodeFunctionData({ abi: safeAbi, functionName: 'removeOwner', args: [c, a, 1n] })
    expect(
      applyRecoveryCall(
        safe,
        { owners: [c, a], threshold: 2 },
        { to: safe, value: '0', data: remove, operation: 0 },
      ),
    ).toEqual({ owners: [c], threshold: 1 })
  })

  it('claims no effect for anything but owner changes of this Safe', () => {
    const add = encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [c, 2n] })
    expect(
      applyRecoveryCall(safe, { owners: [a], threshold: 1 }, { to: b, value: '0', data: add, operation: 0 }),
    ).toBe(undefined)
    expect(
      applyRecoveryCall(
        safe,
        { owners: [a], threshold: 1 },
        { to: safe, value: '1', data: null, operation: 0 },
      ),
    ).toBe(undefined)
    expect(
      applyRecoveryCall(
        safe,
        { owners: [a], threshold: 1 },
        { to: safe, value: '0', data: '0xdead', operation: 1 },
      ),
    ).toBe(undefined)
  })
})
