import { safeAbi, safeDeployments, safeProxyFactoryAbi } from '@coffer/safe'
import { decodeFunctionData, encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCreationInput, decodeExecTransactionInput } from './decodeCalls.ts'

const to = '0x1111111111111111111111111111111111111111'
const execInput = encodeFunctionData({
  abi: safeAbi,
  functionName: 'execTransaction',
  args: [to, 5n, '0xabcd', 1, 2n, 3n, 4n, zeroAddress, to, '0x0102'],
})

describe('decodeExecTransactionInput', () => {
  it('reads execTransaction as decodeFunctionData does, and nothing else', () => {
    expect(decodeExecTransactionInput(execInput)).toEqual(
      decodeFunctionData({ abi: safeAbi, data: execInput }).args,
    )
    expect(
      decodeExecTransactionInput(encodeFunctionData({ abi: safeAbi, functionName: 'nonce' })),
    ).toBeUndefined()
    expect(decodeExecTransactionInput(`0x${execInput.slice(2, 80)}`)).toBeUndefined()
    expect(decodeExecTransactionInput('0x')).toBeUndefined()
  })
})

describe('decodeCreationInput', () => {
  it.each(['createProxyWithNonce', 'createChainSpecificProxyWithNonce'] as const)(
    'reads %s',
    (functionName) => {
      const input = encodeFunctionData({
        abi: safeProxyFactoryAbi,
        functionName,
        args: [safeDeployments.safeL2, '0x1234', 77n],
      })
      expect(decodeCreationInput(input)).toEqual({ initializer: '0x1234', saltNonce: 77n })
    },
  )

  it('reads a long initializer as decodeFunctionData does, and refuses a truncated input', () => {
    const input = encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [safeDeployments.safeL2, execInput, 2n ** 255n],
    })
    const [, initializer, saltNonce] = decodeFunctionData({ abi: safeProxyFactoryAbi, data: input }).args
    expect(decodeCreationInput(input)).toEqual({ initializer, saltNonce })
    expect(decodeCreationInput(`0x${input.slice(2, input.length - 128)}`)).toBeUndefined()
    expect(decodeCreationInput(`0x${input.slice(2, 10 + 64 * 2)}`)).toBeUndefined()
  })

  it('ignores other calls', () => {
    expect(decodeCreationInput(execInput)).toBeUndefined()
  })
})
