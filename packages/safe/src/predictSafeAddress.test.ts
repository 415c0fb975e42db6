import { createRequire } from 'node:module'
import { encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { safeAbi } from './abis/safeAbi.ts'
import { predictSafeAddress } from './predictSafeAddress.ts'
import { safeDeployments } from './safeDeployments.ts'
import { safeProxyCreationCode } from './safeProxyCreationCode.ts'

const require = createRequire(import.meta.url)

const initializer = encodeFunctionData({
  abi: safeAbi,
  functionName: 'setup',
  args: [
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    1n,
    zeroAddress,
    '0x',
    safeDeployments.compatibilityFallbackHandler,
    zeroAddress,
    0n,
    zeroAddress,
  ],
})

describe('predictSafeAddress', () => {
  test('uses the SafeProxy 1.4.1 creation code of the official artifacts', () => {
    const artifact: unknown = require('@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json')
    expect(artifact).toMatchObject({ bytecode: safeProxyCreationCode })
  })

  test('depends on the salt nonce and the singleton, defaults to SafeL2', () => {
    const a = predictSafeAddress({ initializer, saltNonce: 0n })
    expect(predictSafeAddress({ initializer, saltNonce: 0n, singleton: safeDeployments.safeL2 })).toBe(a)
    expect(predictSafeAddress({ initializer, saltNonce: 1n })).not.toBe(a)
    expect(predictSafeAddress({ initializer, saltNonce: 0n, singleton: safeDeployments.safe })).not.toBe(a)
  })
})
