import { multiSendAbi, safeAbi } from '@coffer/safe'
import { type Address, encodeFunctionData, encodePacked, erc20Abi, parseAbi, size } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCallData } from './decodeCallData.ts'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const noAbi = () => undefined

function packMultiSend(calls: { operation: number; to: Address; value: bigint; data: `0x${string}` }[]) {
  return `0x${calls
    .map((call) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [call.operation, call.to, call.value, BigInt(size(call.data)), call.data],
      ).slice(2),
    )
    .join('')}` as const
}

describe('decodeCallData', () => {
  it('decodes an ERC-20 transfer from the signature list', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 10n ** 18n],
    })
    expect(decodeCallData(data, token, noAbi)).toEqual({
      method: 'transfer',
      parameters: [
        { name: 'to', type: 'address', value: recipient },
        { name: 'value', type: 'uint256', value: '1000000000000000000' },
      ],
      accuracy: 'ONLY_FUNCTION_MATCH',
    })
  })

  it('prefers the contract ABI from the registry (FULL_MATCH) and renders bools, arrays and tuples', () => {
    const abi = parseAbi([
      'function configure(bool enabled, uint16[] weights, (address who, bytes32 tag) entry)',
    ])
    const data = encodeFunctionData({
      abi,
      functionName: 'configure',
      args: [true, [1, 2], { who: recipient, tag: `0x${'ab'.repeat(32)}` }],
    })
    const fn = abi[0]
    expect(decodeCallData(data, token, (address) => (address === token ? [fn] : undefined))).toEqual({
      method: 'configure',
      parameters: [
        { name: 'enabled', type: 'bool', value: 'True' },
        { name: 'weights', type: 'uint16[]', value: ['1', '2'] },
        { name: 'entry', type: '(address,bytes32)', value: [recipient, `0x${'ab'.repeat(32)}`] },
      ],
      accuracy: 'FULL_MATCH',
    })
  })

  it('expands MultiSend batches recursively into valueDecoded', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 5n] })
    const addOwner = encodeFunctionData({
      abi: safeAbi,
      functionName: 'addOwnerWithThreshold',
      args: [recipient, 2n],
    })
    const inner = encodeFunctionData({
      abi: multiSendAbi,
      functionName: 'multiSend',
      args: [packMultiSend([{ operation: 0, to: safe, value: 0n, data: addOwner }])],
    })
    const data = encodeFunctionData({
      abi: multiSendAbi,
      functionName: 'multiSend',
      args: [
        packMultiSend([
          { operation: 0, to: token, value: 0n, data: transfer },
          { operation: 0, to: recipient, value: 7n, data: '0x' },
          { operation: 1, to: token, value: 0n, data: inner },
        ]),
      ],
    })
    const decoded = decodeCallData(data, token, noAbi)
    expect(decoded?.method).toBe('multiSend')
    const [transactions] = decoded?.parameters ?? []
    expect(transactions?.type).toBe('bytes')
    expect(transactions?.valueDecoded).toMatchObject([
      { operation: 0, to: token, value: '0', data: transfer, dataDecoded: { method: 'transfer' } },
      { operation: 0, to: recipient, value: '7', data: null, dataDecoded: null },
      {
        operation: 1,
        dataDecoded: {
          method: 'multiSend',
          parameters: [{ valueDecoded: [{ to: safe, dataDecoded: { method: 'addOwnerWithThreshold' } }] }],
        },
      },
    ])
    // Only the top level says how it was matched.
    expect(transactions?.valueDecoded?.[0]?.dataDecoded).not.toHaveProperty('accuracy')
  })

  it('returns null for unknown selectors, short data and data that does not fit the function', () => {
    expect(decodeCallData('0xdeadbeef', token, noAbi)).toBeNull()
    expect(decodeCallData('0x', token, noAbi)).toBeNull()
    expect(decodeCallData(null, token, noAbi)).toBeNull()
    expect(decodeCallData('0xa9059cbb0000', token, noAbi)).toBeNull()
  })
})
