import { safeDeployments, safeDeployments130 } from '@coffer/safe'
import type { Address } from 'viem'

/**
 * Where a delegatecall is expected: the canonical MultiSendCallOnly (batches) and SignMessageLib
 * (on-chain message signing), 1.4.1 and 1.3.0. A delegatecall runs foreign code with the Safe's storage
 * and funds, so any other target can take the Safe over.
 */
const trustedDelegateCallTargets: readonly string[] = [
  safeDeployments.multiSendCallOnly,
  safeDeployments.signMessageLib,
  safeDeployments130.multiSendCallOnly,
  safeDeployments130.signMessageLib,
].map((address) => address.toLowerCase())

export function isTrustedDelegateCallTarget(to: Address): boolean {
  return trustedDelegateCallTargets.includes(to.toLowerCase())
}
