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
      "deleteRequestTypes",
      "deleteRequestWindowSeconds",
      "getDeleteRequestTotp",
      "getDeleteRequestTypedData",
      "hashDeleteRequest",
      "encodeExecTransaction",
      "knownSingletons",
      "predictSafeAddress",
      "safeDeployments",
      "safeDeployments130",
      "safeDeploymentsVersion",
      "safeSingletonFactoryAddress",
      "safeProxyCreationCode",
      "recoverSafeSignatureOwner",
      "SafeSignatureError",
      "splitSafeSignatures",
      "getSafeTxDomain",
      "getSafeTxHashPreimage",
      "getSafeTxTypedData",
      "hashSafeTx",
      "legacySafeTxTypes",
      "safeTxTypes",
      "toSafeTx",
      "zodiacDeployments",
    ]
  `)
})
