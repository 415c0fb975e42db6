import {
  encodeCreateProxyWithNonce,
  encodeSafeSetup,
  predictSafeAddress,
  safeDeployments,
  safeDeploymentsVersion,
} from '@coffer/safe'
import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeSetupDraft } from './validateSafeForm.ts'

/** Everything a creation sends and where it lands, computed in the browser from the form alone. */
export type SafeCreation = {
  /** The Safe contracts' version the singleton, factory and fallback handler belong to. */
  version: string
  /** SafeL2 where the chain's config says `l2` (it emits the events indexers read), Safe otherwise. */
  singleton: Address
  singletonName: 'SafeL2' | 'Safe'
  factory: Address
  fallbackHandler: Address
  owners: readonly Address[]
  threshold: bigint
  saltNonce: bigint
  /** `setup(…)`, forwarded by the factory to the new proxy. */
  initializer: Hex
  /** What is sent: `createProxyWithNonce(singleton, initializer, saltNonce)` to `factory`. */
  data: Hex
  /** CREATE2 of the factory: the Safe's address before it exists. */
  address: Address
}

/** The canonical Safe 1.4.1 deployment of a creation on `chain`, and the address it will have. */
export function buildSafeCreation(chain: Pick<ChainInfo, 'l2'>, draft: SafeSetupDraft): SafeCreation {
  const singleton = chain.l2 ? safeDeployments.safeL2 : safeDeployments.safe
  const factory = safeDeployments.safeProxyFactory
  const fallbackHandler = safeDeployments.compatibilityFallbackHandler
  const threshold = BigInt(draft.threshold)
  const initializer = encodeSafeSetup({ owners: draft.owners, threshold, fallbackHandler })
  const { saltNonce } = draft
  return {
    version: safeDeploymentsVersion,
    singleton,
    singletonName: chain.l2 ? 'SafeL2' : 'Safe',
    factory,
    fallbackHandler,
    owners: draft.owners,
    threshold,
    saltNonce,
    initializer,
    data: encodeCreateProxyWithNonce({ singleton, initializer, saltNonce }),
    address: predictSafeAddress({ initializer, saltNonce, singleton, factory }),
  }
}
