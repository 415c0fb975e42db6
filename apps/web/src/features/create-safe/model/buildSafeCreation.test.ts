import { decodeSafeSetup, safeDeployments } from '@coffer/safe'
import { describe, expect, it } from 'vitest'
import { buildSafeCreation } from './buildSafeCreation.ts'

// Dev accounts 1-3 of the test mnemonic: the owners of the local chain's demo Safe.
const owners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const

describe('buildSafeCreation', () => {
  it('predicts the demo Safe for its owners, threshold and salt on an L2 chain', () => {
    const creation = buildSafeCreation({ l2: true }, { name: '', owners, threshold: 2, saltNonce: 0n })
    // apps/devchain creates it through the factory; README and devchain.md name this address.
    expect(creation.address).toBe('0x399c61b017A871181d8B6C418c93a8bB361E3Db8')
    expect(creation).toMatchObject({
      version: '1.4.1',
      singleton: safeDeployments.safeL2,
      singletonName: 'SafeL2',
      factory: safeDeployments.safeProxyFactory,
      fallbackHandler: safeDeployments.compatibilityFallbackHandler,
      threshold: 2n,
      saltNonce: 0n,
    })
    expect(decodeSafeSetup(creation.initializer)).toMatchObject({
      owners,
      threshold: 2n,
      fallbackHandler: safeDeployments.compatibilityFallbackHandler,
    })
  })

  it('uses the L1 singleton where the chain is not an L2, which moves the address; so does the salt', () => {
    const draft = { name: '', owners, threshold: 2, saltNonce: 0n }
    const l1 = buildSafeCreation({ l2: false }, draft)
    expect(l1).toMatchObject({ singleton: safeDeployments.safe, singletonName: 'Safe' })
    expect(l1.address).not.toBe(buildSafeCreation({ l2: true }, draft).address)
    expect(buildSafeCreation({ l2: true }, { ...draft, saltNonce: 1n }).address).not.toBe(
      buildSafeCreation({ l2: true }, draft).address,
    )
  })
})
