import { type Address, type EncodeFunctionDataErrorType, encodeFunctionData, type Hex } from 'viem'
import { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi.ts'

export type EncodeCreateProxyWithNonceParameters = {
  singleton: Address
  /** `encodeSafeSetup(…)`. */
  initializer: Hex
  saltNonce: bigint
}

export type EncodeCreateProxyWithNonceErrorType = EncodeFunctionDataErrorType

/**
 * The calldata of `SafeProxyFactory.createProxyWithNonce`: what a wallet sends to the factory, and what
 * the relay accepts (gateway-contract.md §12.1). `predictSafeAddress` with the same inputs is where it lands.
 */
export function encodeCreateProxyWithNonce({
  singleton,
  initializer,
  saltNonce,
}: EncodeCreateProxyWithNonceParameters): Hex {
  return encodeFunctionData({
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
}
