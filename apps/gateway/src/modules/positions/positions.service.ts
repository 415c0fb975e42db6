import type { Deps } from '../../deps.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { Protocol } from './positions.schema.ts'

/**
 * A Safe's DeFi positions, by protocol. CGW reads them from Zerion; Coffer has no positions source yet,
 * so every Safe on a configured chain has none (an unknown chain is still a 404).
 */
export function getPositions(deps: Pick<Deps, 'chains'>, { chainId }: { chainId: string }): Protocol[] {
  getChainRuntime(deps, chainId)
  return []
}
