import { expect, test } from 'vitest'
import * as mod from './index.ts'

test('exports', () => {
  expect(Object.keys(mod)).toMatchInlineSnapshot(`
    [
      "compatibilityFallbackHandlerAbi",
      "legacyIsValidSignatureAbi",
      "multiSendAbi",
      "safeAbi",
      "safeProxyFactoryAbi",
      "signMessageLibAbi",
      "knownSingletons",
      "predictSafeAddress",
      "safeDeployments",
      "safeDeploymentsVersion",
      "safeSingletonFactoryAddress",
      "safeProxyCreationCode",
      "recoverSafeSignatureOwner",
      "SafeSignatureError",
      "splitSafeSignatures",
      "getSafeTxDomain",
      "getSafeTxTypedData",
      "hashSafeTx",
      "safeTxTypes",
      "toSafeTx",
      "zodiacDeployments",
    ]
  `)
})
