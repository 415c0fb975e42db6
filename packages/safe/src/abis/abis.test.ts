import { describe, expect, test } from 'vitest'
import { compatibilityFallbackHandlerAbi } from './compatibilityFallbackHandlerAbi.ts'
import { legacyIsValidSignatureAbi } from './legacyIsValidSignatureAbi.ts'
import { multiSendAbi } from './multiSendAbi.ts'
import { safeAbi } from './safeAbi.ts'
import { safeProxyFactoryAbi } from './safeProxyFactoryAbi.ts'
import { signMessageLibAbi } from './signMessageLibAbi.ts'

const abis = {
  compatibilityFallbackHandlerAbi,
  legacyIsValidSignatureAbi,
  multiSendAbi,
  safeAbi,
  safeProxyFactoryAbi,
  signMessageLibAbi,
}

describe('ABIs', () => {
  // viem throws AbiItemAmbiguityError on same-name overloads (devchain.md, trap 3).
  test.each(Object.entries(abis))('%s has no overloaded names', (_name, abi) => {
    const names = abi.map((item) => `${item.type}:${item.name}`)
    expect(new Set(names).size).toBe(names.length)
  })

  test('safeAbi covers the reads and the events the gateway needs', () => {
    const names = new Set(safeAbi.map((item) => item.name))
    for (const name of [
      'getOwners',
      'getThreshold',
      'nonce',
      'VERSION',
      'getModulesPaginated',
      'execTransaction',
      'SafeSetup',
      'SafeMultiSigTransaction',
      'SafeModuleTransaction',
      'ExecutionSuccess',
      'ExecutionFailure',
      'AddedOwner',
      'RemovedOwner',
      'ChangedThreshold',
      'EnabledModule',
      'DisabledModule',
      'ChangedGuard',
      'ChangedFallbackHandler',
      'SafeReceived',
      'ApproveHash',
      'SignMsg',
    ]) {
      expect(names).toContain(name)
    }
  })
})
