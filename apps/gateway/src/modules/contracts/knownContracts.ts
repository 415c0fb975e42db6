import {
  moduleProxyFactoryAbi,
  multiSendAbi,
  safeAbi,
  safeDeployments,
  safeProxyFactoryAbi,
  signMessageLibAbi,
  zodiacDeployments,
} from '@coffer/safe'
import type { Abi } from 'viem'

/** A contract the gateway can name without asking anyone: the registry's built-in entries. */
export type KnownContract = {
  address: string
  name: string
  displayName: string
  logoUri: string | null
  /** Delegatecalls to it are expected (MultiSend, SignMessageLib...), see gateway-contract.md §6.4. */
  trustedForDelegateCall: boolean
  /** The ABI we ship for it (decodes calls, served by GET contracts), or null. */
  abi: Abi | null
}

function known(
  address: string,
  name: string,
  { trustedForDelegateCall = false, abi = null }: { trustedForDelegateCall?: boolean; abi?: Abi | null } = {},
): KnownContract {
  return { address, name, displayName: name, logoUri: null, trustedForDelegateCall, abi }
}

/** The canonical Safe 1.4.1 and Zodiac deployments, the same on every chain that has them. */
export const knownContracts: readonly KnownContract[] = [
  known(safeDeployments.safeL2, 'SafeL2 1.4.1', { abi: safeAbi }),
  known(safeDeployments.safe, 'Safe 1.4.1', { abi: safeAbi }),
  known(safeDeployments.safeProxyFactory, 'SafeProxyFactory 1.4.1', { abi: safeProxyFactoryAbi }),
  known(safeDeployments.compatibilityFallbackHandler, 'CompatibilityFallbackHandler 1.4.1'),
  known(safeDeployments.multiSend, 'MultiSend 1.4.1', { trustedForDelegateCall: true, abi: multiSendAbi }),
  known(safeDeployments.multiSendCallOnly, 'MultiSendCallOnly 1.4.1', {
    trustedForDelegateCall: true,
    abi: multiSendAbi,
  }),
  known(safeDeployments.signMessageLib, 'SignMessageLib 1.4.1', {
    trustedForDelegateCall: true,
    abi: signMessageLibAbi,
  }),
  known(safeDeployments.createCall, 'CreateCall 1.4.1', { trustedForDelegateCall: true }),
  known(safeDeployments.simulateTxAccessor, 'SimulateTxAccessor 1.4.1'),
  // Its ABI lets a recovery setup's review read "deployModule" with its arguments.
  known(zodiacDeployments.moduleProxyFactory, 'Zodiac ModuleProxyFactory', { abi: moduleProxyFactoryAbi }),
  known(zodiacDeployments.delayMastercopy, 'Zodiac Delay'),
]
