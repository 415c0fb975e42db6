import {
  type Address,
  concat,
  type EncodePackedErrorType,
  encodePacked,
  type GetCreate2AddressErrorType,
  getContractAddress,
  type Hex,
  type Keccak256ErrorType,
  keccak256,
  pad,
} from 'viem'
import { safeDeployments } from './safeDeployments.ts'
import { safeProxyCreationCode } from './safeProxyCreationCode.ts'

export type PredictSafeAddressParameters = {
  /** ABI-encoded `setup(...)` call the factory forwards to the new proxy. */
  initializer: Hex
  /** `saltNonce` of `createProxyWithNonce`. */
  saltNonce: bigint
  /** Defaults to the canonical SafeL2 1.4.1 singleton. */
  singleton?: Address
  /** Defaults to the canonical SafeProxyFactory 1.4.1. */
  factory?: Address
  /** Defaults to the SafeProxy 1.4.1 creation code. */
  proxyCreationCode?: Hex
}

export type PredictSafeAddressErrorType =
  | EncodePackedErrorType
  | GetCreate2AddressErrorType
  | Keccak256ErrorType

/**
 * The address `SafeProxyFactory.createProxyWithNonce(singleton, initializer, saltNonce)` deploys to.
 * It does not depend on the chain id: that only enters `createChainSpecificProxyWithNonce`.
 */
export function predictSafeAddress({
  initializer,
  saltNonce,
  singleton = safeDeployments.safeL2,
  factory = safeDeployments.safeProxyFactory,
  proxyCreationCode = safeProxyCreationCode,
}: PredictSafeAddressParameters): Address {
  const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(initializer), saltNonce]))
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt,
    bytecode: concat([proxyCreationCode, pad(singleton, { size: 32 })]),
  })
}
