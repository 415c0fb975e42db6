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
export { zodiacDeployments } from './zodiacDeployments.ts'
