export { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi.ts'
export { delayModifierAbi } from './abis/delayModifierAbi.ts'
export { legacyIsValidSignatureAbi } from './abis/legacyIsValidSignatureAbi.ts'
export { moduleProxyFactoryAbi } from './abis/moduleProxyFactoryAbi.ts'
export { multiSendAbi } from './abis/multiSendAbi.ts'
export { safeAbi } from './abis/safeAbi.ts'
export { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi.ts'
export { safeSetupAbi } from './abis/safeSetupAbi.ts'
export { signMessageLibAbi } from './abis/signMessageLibAbi.ts'
export {
  delegateTypes,
  type GetDelegateTypedDataParameters,
  getDelegateHashPreimage,
  getDelegateTotp,
  getDelegateTypedData,
  hashDelegate,
} from './delegate.ts'
export {
  deleteRequestTypes,
  deleteRequestWindowSeconds,
  type GetDeleteRequestTypedDataParameters,
  getDeleteRequestTotp,
  getDeleteRequestTypedData,
  hashDeleteRequest,
} from './deleteRequest.ts'
export {
  type EncodeCreateProxyWithNonceErrorType,
  type EncodeCreateProxyWithNonceParameters,
  encodeCreateProxyWithNonce,
} from './encodeCreateProxyWithNonce.ts'
export { encodeExecTransaction } from './encodeExecTransaction.ts'
export {
  EncodeSafeSignaturesError,
  encodeSafeSignatures,
  type OwnerSignature,
} from './encodeSafeSignatures.ts'
export { type KnownSingleton, knownSingletons } from './knownSingletons.ts'
export {
  decodeMultiSendTransactions,
  encodeMultiSendTransactions,
  type MultiSendCall,
  type MultiSendTransaction,
} from './multiSend.ts'
export { ownProperty } from './ownProperty.ts'
export {
  type ParsedTypedData,
  type ParseTypedDataErrorType,
  parseTypedData,
  type TypedDataDomain,
  type TypedDataField,
  typedDataLimits,
} from './parseTypedData.ts'
export {
  type PredictSafeAddressErrorType,
  type PredictSafeAddressParameters,
  predictSafeAddress,
} from './predictSafeAddress.ts'
export {
  buildRecoveryCancelCall,
  buildRecoveryEditCalls,
  buildRecoveryProposal,
  buildRecoveryRemovalCall,
  buildRecoverySetupCalls,
  checkRecoverySettings,
  type DelayTransaction,
  encodeDelaySetUp,
  hashDelayTransaction,
  isDelayModuleProxyCode,
  minimumDelayExpirationSeconds,
  predictModuleProxyAddress,
  type RecoveryCall,
  type RecoverySettings,
  type RecoverySettingsProblem,
  sentinelModule,
} from './recovery.ts'
export {
  type SafeDeploymentName,
  safeDeployments,
  safeDeployments130,
  safeDeploymentsVersion,
  safeSingletonFactoryAddress,
} from './safeDeployments.ts'
export {
  getSafeMessageHash,
  getSafeMessageHashes,
  getSafeMessageHashPreimage,
  type HashSafeMessageErrorType,
  hashSafeMessage,
  type SafeMessageContent,
  type SafeMessageHashes,
  type SafeMessageParameters,
  safeMessageTypedData,
  safeMessageTypes,
} from './safeMessage.ts'
export { safeProxyCreationCode } from './safeProxyCreationCode.ts'
export {
  type DecodeSafeSetupErrorType,
  decodeSafeSetup,
  type EncodeSafeSetupErrorType,
  type EncodeSafeSetupParameters,
  encodeSafeSetup,
  type SafeSetup,
} from './safeSetup.ts'
export {
  getContractSignatureCall,
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
export { TypedDataError, type TypedDataProblem } from './typedDataProblem.ts'
export { zodiacDeployments } from './zodiacDeployments.ts'
