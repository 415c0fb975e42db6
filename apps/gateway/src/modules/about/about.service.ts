import gatewayPackage from '../../../package.json' with { type: 'json' }
import type { Deps } from '../../deps.ts'
import { getChain } from '../chains/index.ts'
import type { ChainAbout } from './about.schema.ts'

/**
 * What this gateway is. CGW reports a CI build number beside its version; Coffer numbers its builds by
 * version alone, so the build number is the version too (CGW's chain route requires a string there).
 */
export function getAbout(): { name: string; version: string; buildNumber: string } {
  return { name: 'Coffer gateway', version: gatewayPackage.version, buildNumber: gatewayPackage.version }
}

/** A configured chain's `about`: this gateway, and the transaction service it stands in for (itself). */
export function getChainAbout(
  deps: Pick<Deps, 'config' | 'chains'>,
  { chainId }: { chainId: string },
): ChainAbout {
  const { transactionService } = getChain(deps, { chainId })
  return { transactionServiceBaseUri: transactionService, ...getAbout() }
}
