import { safeAbi, safeDeployments, safeProxyFactoryAbi } from '@coffer/safe'
import { type Address, encodeFunctionData, encodePacked, erc20Abi, type Hex, size, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { RefusedError } from '../../errors.ts'
import { decodeRelayCall, relayErrorMessages } from './decodeRelayCall.ts'

const safe: Address = '0x1111111111111111111111111111111111111111'
const other: Address = '0x2222222222222222222222222222222222222222'
const token: Address = '0x3333333333333333333333333333333333333333'

function exec({ to, value = 0n, data = '0x' }: { to: Address; value?: bigint; data?: Hex }): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [to, value, data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, '0x'],
  })
}

function multiSend(calls: { to: Address; data: Hex; value?: bigint; operation?: number }[]): Hex {
  const packed = calls.map(({ to, data, value = 0n, operation = 0 }) =>
    encodePacked(
      ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
      [operation, to, value, BigInt(size(data)), data],
    ),
  )
  return encodeFunctionData({
    abi: [{ type: 'function', name: 'multiSend', inputs: [{ name: 't', type: 'bytes' }], outputs: [] }],
    functionName: 'multiSend',
    args: [`0x${packed.map((part) => part.slice(2)).join('')}`],
  })
}

function createProxy(singleton: Address, owners: Address[]): Hex {
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [owners, 1n, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress],
  })
  return encodeFunctionData({
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, 1n],
  })
}

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof RefusedError) return { status: error.status, message: error.shortMessage }
    throw error
  }
  throw new Error('expected a refusal')
}

const erc20 = (functionName: 'transfer', to: Address) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args: [to, 1n] })

describe('decodeRelayCall', () => {
  it('accepts an execTransaction, a rejection (empty self-call) and a token transfer to another party', () => {
    for (const data of [
      exec({ to: other, value: 1n }),
      exec({ to: safe }),
      exec({ to: token, data: erc20('transfer', other) }),
    ])
      expect(decodeRelayCall({ version: '1.4.1', to: safe, data })).toMatchObject({
        kind: 'execTransaction',
        safe,
        limitAddresses: [safe],
      })
  })

  it('refuses moving the Safe’s own funds back to itself, and calldata that is none of the relayable calls', () => {
    const invalid = { status: 422, message: relayErrorMessages.invalidTransfer }
    expect(
      refusal(() => decodeRelayCall({ version: '1.4.1', to: safe, data: exec({ to: safe, value: 1n }) })),
    ).toEqual(invalid)
    const toSelf = exec({ to: token, data: erc20('transfer', safe) })
    expect(refusal(() => decodeRelayCall({ version: '1.4.1', to: safe, data: toSelf }))).toEqual(invalid)
    expect(refusal(() => decodeRelayCall({ version: '1.4.1', to: safe, data: '0xdeadbeef' }))).toEqual(
      invalid,
    )
    expect(refusal(() => decodeRelayCall({ version: '1.4.1', to: safe, data: '0x' }))).toEqual(invalid)
  })

  it('accepts a multiSend of one Safe’s execTransactions on the official MultiSendCallOnly', () => {
    const data = multiSend([
      { to: safe, data: exec({ to: other, value: 1n }) },
      { to: safe, data: exec({ to: other, value: 2n }) },
    ])
    const call = decodeRelayCall({ version: '1.4.1', to: safeDeployments.multiSendCallOnly, data })
    expect(call).toMatchObject({ kind: 'multiSend', safe, limitAddresses: [safe] })
  })

  it('refuses a multiSend on an unofficial contract or version, or batching anything else', () => {
    const data = multiSend([{ to: safe, data: exec({ to: other }) }])
    const unofficial = { status: 422, message: relayErrorMessages.unofficialMultiSend }
    expect(refusal(() => decodeRelayCall({ version: '1.4.1', to: other, data }))).toEqual(unofficial)
    expect(refusal(() => decodeRelayCall({ version: '1.3.0', to: safeDeployments.multiSend, data }))).toEqual(
      unofficial,
    )
    const invalid = { status: 422, message: relayErrorMessages.invalidTransfer }
    for (const batch of [
      [
        { to: safe, data: exec({ to: other }) },
        { to: other, data: exec({ to: other }) },
      ],
      [{ to: safe, data: exec({ to: other }), operation: 1 }],
      [{ to: safe, data: exec({ to: other }), value: 1n }],
      [{ to: safe, data: '0x12345678' as Hex }],
    ])
      expect(
        refusal(() =>
          decodeRelayCall({
            version: '1.4.1',
            to: safeDeployments.multiSendCallOnly,
            data: multiSend(batch),
          }),
        ),
      ).toEqual(invalid)
  })

  it('counts a Safe creation on the official factory against every owner', () => {
    const call = decodeRelayCall({
      version: '1.4.1',
      to: safeDeployments.safeProxyFactory,
      data: createProxy(safeDeployments.safeL2, [other, token]),
    })
    expect(call).toEqual({
      kind: 'createProxyWithNonce',
      singleton: safeDeployments.safeL2,
      limitAddresses: [other, token],
    })
  })

  it('refuses a creation on another factory or with an unknown singleton', () => {
    expect(
      refusal(() =>
        decodeRelayCall({ version: '1.4.1', to: other, data: createProxy(safeDeployments.safeL2, [other]) }),
      ),
    ).toEqual({ status: 422, message: relayErrorMessages.unofficialProxyFactory })
    expect(
      refusal(() =>
        decodeRelayCall({
          version: '1.4.1',
          to: safeDeployments.safeProxyFactory,
          data: createProxy(other, [other]),
        }),
      ),
    ).toEqual({ status: 422, message: relayErrorMessages.unsupportedBaseContract })
  })
})
