import { safeDeployments, zodiacDeployments } from '@coffer/safe'

/** A contract the gateway can name without asking anyone: the registry's built-in entries. */
export type KnownContract = {
  address: string
  name: string
  displayName: string
  logoUri: string | null
  /** Delegatecalls to it are expected (MultiSend, SignMessageLib...), see gateway-contract.md §6.4. */
  trustedForDelegateCall: boolean
}

function known(address: string, name: string, trustedForDelegateCall = false): KnownContract {
  return { address, name, displayName: name, logoUri: null, trustedForDelegateCall }
}

/** The canonical Safe 1.4.1 and Zodiac deployments, the same on every chain that has them. */
export const knownContracts: readonly KnownContract[] = [
  known(safeDeployments.safeL2, 'SafeL2 1.4.1'),
  known(safeDeployments.safe, 'Safe 1.4.1'),
  known(safeDeployments.safeProxyFactory, 'SafeProxyFactory 1.4.1'),
  known(safeDeployments.compatibilityFallbackHandler, 'CompatibilityFallbackHandler 1.4.1'),
  known(safeDeployments.multiSend, 'MultiSend 1.4.1', true),
  known(safeDeployments.multiSendCallOnly, 'MultiSendCallOnly 1.4.1', true),
  known(safeDeployments.signMessageLib, 'SignMessageLib 1.4.1', true),
  known(safeDeployments.createCall, 'CreateCall 1.4.1', true),
  known(safeDeployments.simulateTxAccessor, 'SimulateTxAccessor 1.4.1'),
  known(zodiacDeployments.moduleProxyFactory, 'Zodiac ModuleProxyFactory'),
  known(zodiacDeployments.delayMastercopy, 'Zodiac Delay'),
]
