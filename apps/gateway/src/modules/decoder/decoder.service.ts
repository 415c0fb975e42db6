import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { decodeCallData } from './decodeCallData.ts'
import type { DataDecoded } from './decoder.types.ts'

/**
 * Decodes calldata for `to` with the local registry and signature list; data nothing matches is a 404
 * (CGW passes its decoder's "not found" through).
 */
export async function decodeData(
  deps: Pick<Deps, 'db' | 'chains'>,
  { chainId, data, to }: { chainId: string; data: string; to: string },
): Promise<DataDecoded> {
  const chain = getChainRuntime(deps, chainId)
  const registry = await loadContractRegistry(deps.db, chain.config.chainId, [to])
  const decoded = decodeCallData(data, to, (address) => registry.find(address)?.functions)
  if (!decoded) throw new NotFoundError('Cannot decode the data')
  return decoded
}
