import { decodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi.ts'
import { encodeCreateProxyWithNonce } from './encodeCreateProxyWithNonce.ts'
import { safeDeployments } from './safeDeployments.ts'
import { encodeSafeSetup } from './safeSetup.ts'

test('encodes createProxyWithNonce(singleton, initializer, saltNonce) for the factory', () => {
  const initializer = encodeSafeSetup({
    owners: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    threshold: 1n,
  })
  const data = encodeCreateProxyWithNonce({ singleton: safeDeployments.safe, initializer, saltNonce: 42n })
  expect(decodeFunctionData({ abi: safeProxyFactoryAbi, data })).toEqual({
    functionName: 'createProxyWithNonce',
    args: [safeDeployments.safe, initializer, 42n],
  })
})
