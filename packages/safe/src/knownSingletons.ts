import type { Address } from 'viem'
import { safeDeployments } from './safeDeployments.ts'

export type KnownSingleton = {
  address: Address
  version: '1.4.1'
  /** The L2 singleton emits `SafeMultiSigTransaction`/`SafeModuleTransaction`; the indexer needs them. */
  l2: boolean
}

/**
 * Safe singletons (master copies) Coffer recognises: served by the gateway's
 * `/v1/chains/{chainId}/about/master-copies` and used to decide a Safe's implementation version state.
 */
export const knownSingletons: readonly KnownSingleton[] = [
  { address: safeDeployments.safeL2, version: '1.4.1', l2: true },
  { address: safeDeployments.safe, version: '1.4.1', l2: false },
]
