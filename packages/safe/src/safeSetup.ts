import {
  type Address,
  type DecodeFunctionDataErrorType,
  decodeFunctionData,
  type EncodeFunctionDataErrorType,
  encodeFunctionData,
  getAddress,
  type Hex,
  zeroAddress,
} from 'viem'
import { safeSetupAbi } from './abis/safeSetupAbi.ts'
import { safeDeployments } from './safeDeployments.ts'

/** The arguments of `Safe.setup`, as a creation's initializer carries them. */
export type SafeSetup = {
  owners: readonly Address[]
  threshold: bigint
  /** Optional delegatecall made during setup (e.g. to enable modules); the zero address for none. */
  to: Address
  data: Hex
  fallbackHandler: Address
  paymentToken: Address
  payment: bigint
  paymentReceiver: Address
}

/** Owners and threshold are required; the rest defaults to a plain Safe with the canonical fallback handler. */
export type EncodeSafeSetupParameters = Pick<SafeSetup, 'owners' | 'threshold'> & Partial<SafeSetup>

export type EncodeSafeSetupErrorType = EncodeFunctionDataErrorType
export type DecodeSafeSetupErrorType = DecodeFunctionDataErrorType

/**
 * The initializer `createProxyWithNonce` forwards to a new Safe: `setup(owners, threshold, …)` with no
 * setup call, the canonical CompatibilityFallbackHandler (EIP-1271 signatures, token callbacks) and no
 * payment, unless told otherwise.
 */
export function encodeSafeSetup({
  owners,
  threshold,
  to = zeroAddress,
  data = '0x',
  fallbackHandler = safeDeployments.compatibilityFallbackHandler,
  paymentToken = zeroAddress,
  payment = 0n,
  paymentReceiver = zeroAddress,
}: EncodeSafeSetupParameters): Hex {
  return encodeFunctionData({
    abi: safeSetupAbi,
    functionName: 'setup',
    args: [owners, threshold, to, data, fallbackHandler, paymentToken, payment, paymentReceiver],
  })
}

/** Reads a creation's initializer back; throws when it is not a `setup` call. Addresses come back checksummed. */
export function decodeSafeSetup(initializer: Hex): SafeSetup {
  const { args } = decodeFunctionData({ abi: safeSetupAbi, data: initializer })
  const [owners, threshold, to, data, fallbackHandler, paymentToken, payment, paymentReceiver] = args
  return {
    owners: owners.map((owner) => getAddress(owner)),
    threshold,
    to: getAddress(to),
    data,
    fallbackHandler: getAddress(fallbackHandler),
    paymentToken: getAddress(paymentToken),
    payment,
    paymentReceiver: getAddress(paymentReceiver),
  }
}
