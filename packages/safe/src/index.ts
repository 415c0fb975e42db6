export { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi.ts'
export { legacyIsValidSignatureAbi } from './abis/legacyIsValidSignatureAbi.ts'
export { multiSendAbi } from './abis/multiSendAbi.ts'
export { safeAbi } from './abis/safeAbi.ts'
export { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi.ts'
export { signMessageLibAbi } from './abis/signMessageLibAbi.ts'
export {
  deleteRequestTypes,
  deleteRequestWindowSeconds,
  type GetDeleteRequestTypedDataParameters,
  getDeleteRequestTotp,
  getDeleteRequestTypedData,
  hashDeleteRequest,
} from './deleteRequest.ts'
export { encodeExecTransaction } from './encodeExecTransaction.ts'
export { type KnownSingleton, knownSingletons } from './knownSingletons.ts'
export {
  type PredictSafeAddressErrorType,
  type PredictSafeAddressParameters,
  predictSafeAddress,
} from './predictSafeAddress.ts'
export {
  type SafeDeploymentName,
  safeDeployments,
  safeDeployments130,
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
  getSafeTxHashPreimage,
  getSafeTxTypedData,
  hashSafeTx,
  legacySafeTxTypes,
  type SafeTx,
  type SafeTxInput,
  safeTxTypes,
  toSafeTx,
} from './safeTx.ts'
export { zodiacDeployments } from './zodiacDeployments.ts'
