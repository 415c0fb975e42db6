export { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi.ts'
export { legacyIsValidSignatureAbi } from './abis/legacyIsValidSignatureAbi.ts'
export { multiSendAbi } from './abis/multiSendAbi.ts'
export { safeAbi } from './abis/safeAbi.ts'
export { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi.ts'
export { signMessageLibAbi } from './abis/signMessageLibAbi.ts'
export { type KnownSingleton, knownSingletons } from './knownSingletons.ts'
export {
  type PredictSafeAddressErrorType,
  type PredictSafeAddressParameters,
  predictSafeAddress,
} from './predictSafeAddress.ts'
export {
  type SafeDeploymentName,
  safeDeployments,
  safeDeploymentsVersion,
  safeSingletonFactoryAddress,
} from './safeDeployments.ts'
export { safeProxyCreationCode } from './safeProxyCreationCode.ts'
export {
  type RecoverAddress,
  type RecoverSafeSignatureOwnerErrorType,
  recoverSafeSignatureOwner,
  SafeSignatureError,
  type SafeSignaturePart,
  type SafeSignatureType,
  splitSafeSignatures,
} from './safeSignatures.ts'
export {
  type GetSafeTxTypedDataParameters,
  getSafeTxDomain,
  getSafeTxTypedData,
  hashSafeTx,
  type SafeTx,
  type SafeTxInput,
  safeTxTypes,
  toSafeTx,
} from './safeTx.ts'
export { zodiacDeployments } from './zodiacDeployments.ts'
